import { type Completeness, fieldLabels } from '../profile-completeness';

/** Spec §3 completeness as a bar and the list of what is missing. */
export function CompletenessBar({ completeness }: { completeness: Completeness }) {
  const { percent, missing, complete } = completeness;
  return (
    <section className="profile-card" aria-labelledby="profile-completeness-title">
      <div className="completeness-head">
        <h2 id="profile-completeness-title">Profile completeness</h2>
        <strong>{percent}%</strong>
      </div>
      <div
        className="completeness-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby="profile-completeness-title"
      >
        <span className={complete ? 'is-complete' : ''} style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="completeness-note">Your profile is complete.</p>
      ) : (
        <p className="completeness-note">
          {complete ? 'All required details are there. ' : 'Missing: '}
          {complete ? 'You can still add: ' : ''}
          {missing.map((f) => fieldLabels[f]).join(', ')}.
        </p>
      )}
    </section>
  );
}
