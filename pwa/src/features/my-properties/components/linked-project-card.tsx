import { Link } from 'react-router-dom';
import { type BookingLinkView, useAlerts, useConstruction, useLinkedProject } from '../api/my-properties-api';
import { meanProgress, possessionLine } from '../domain/progress';

const dateText = (iso: string | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? null
    : d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** One home being bought: its project, booking id, construction progress and newest alerts. */
export function LinkedProjectCard({ link }: { link: BookingLinkView }) {
  const project = useLinkedProject(link.projectId);
  const construction = useConstruction(link.projectId);
  const alerts = useAlerts(link.projectId);
  const p = project.status === 'ready' ? project.result.data : null;
  const ref = p?.slug ?? link.projectId;
  const progress = construction.status === 'ready' ? meanProgress(construction.result.data.towers) : null;
  const possession =
    construction.status === 'ready' ? possessionLine(construction.result.data.possession) : null;
  const phase =
    construction.status === 'ready' ? construction.result.data.meta.currentPhase?.phase : undefined;
  const newest = alerts.status === 'ready' ? alerts.result.data.items.slice(0, 2) : [];
  const alertCount = alerts.status === 'ready' ? alerts.result.data.items.length : 0;

  return (
    <li className="myp-card" data-testid="my-property">
      <div className="myp-head">
        <h2 className="myp-name">
          <Link to={`/projects/${encodeURIComponent(ref)}`}>
            {p?.name ?? (project.status === 'error' ? 'Project no longer listed' : 'Loading…')}
          </Link>
        </h2>
        {p && <p className="myp-place">{[p.developer, p.locality, p.city].filter(Boolean).join(' · ')}</p>}
        <p className="myp-booking">
          Booking <strong>{link.bookingId}</strong>
          {dateText(link.linkedAt) && <> · linked {dateText(link.linkedAt)}</>}
        </p>
      </div>

      <div className="myp-progress" aria-label="Construction">
        {progress ? (
          <>
            <p className="myp-progress-label">
              Construction <strong>{progress.pct} %</strong>
              <span className="myp-muted">
                {' '}
                · mean of {progress.towers} tower{progress.towers === 1 ? '' : 's'}
                {phase ? ` · ${phase}` : ''}
              </span>
            </p>
            <div
              className="myp-bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.pct}
              aria-label="Construction progress"
            >
              <span style={{ width: `${progress.pct}%` }} />
            </div>
          </>
        ) : (
          construction.status !== 'loading' && (
            <p className="myp-muted">No construction progress reported yet.</p>
          )
        )}
        {possession && <p className="myp-possession">{possession}</p>}
      </div>

      {alerts.status === 'ready' && (
        <div className="myp-alerts">
          {alertCount === 0 ? (
            <p className="myp-muted">No alerts on this project.</p>
          ) : (
            <>
              <p className="myp-alerts-title">
                {alertCount} alert{alertCount === 1 ? '' : 's'}
              </p>
              <ul className="myp-alert-list">
                {newest.map((a, i) => (
                  <li key={`${a.type}-${i}`} className="myp-alert">
                    <span className="myp-alert-type">{a.type}</span> {a.title}
                    {dateText(a.date) && <span className="myp-muted"> · {dateText(a.date)}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <Link className="myp-open" to={`/projects/${encodeURIComponent(ref)}`}>
        Open the project's record →
      </Link>
    </li>
  );
}
