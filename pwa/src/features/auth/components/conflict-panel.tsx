import type { MobileConflict, SignInFlow } from './use-sign-in-flow';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * The mobile-conflict choice of spec part 1 §4: the typed mobile belongs to another email. Either
 * the code goes to that (masked) address, or the typed email takes the mobile over, which is
 * refused while the 15-day cooldown lasts.
 */
export function ConflictPanel({ flow, conflict }: { flow: SignInFlow; conflict: MobileConflict }) {
  const cooling = conflict.cooldownDaysLeft > 0;
  return (
    <section className="auth-conflict" role="alert" aria-labelledby="auth-conflict-title">
      <h3 id="auth-conflict-title">This mobile number is already registered</h3>
      <p>
        It is attached to <strong>{conflict.attachedEmail}</strong>. Choose where to send the code.
      </p>
      <button
        type="button"
        className="auth-primary"
        disabled={flow.busy}
        onClick={() => void flow.sendCode('useAttached')}
      >
        Send the code to the attached email
        <span className="auth-choice-detail">{conflict.attachedEmail}</span>
      </button>
      <button
        type="button"
        className="auth-secondary"
        disabled={flow.busy || cooling}
        aria-describedby={cooling ? 'auth-conflict-cooldown' : undefined}
        onClick={() => void flow.sendCode('allowChange')}
      >
        Use the typed email
        <span className="auth-choice-detail">{flow.details.email.trim()}</span>
      </button>
      {cooling ? (
        <p className="auth-hint" id="auth-conflict-cooldown">
          The email for this mobile can change once every 15 days. You can use the typed email in{' '}
          {days(conflict.cooldownDaysLeft)}.
        </p>
      ) : (
        <p className="auth-hint">Using the typed email moves this mobile number to it.</p>
      )}
    </section>
  );
}
