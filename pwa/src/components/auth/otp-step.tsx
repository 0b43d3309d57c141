/**
 * The otp step of spec part 1 §4, shared by the sign-in modal (and /login) and the survey sign-up
 * modal: the 6-digit code, the 10-minute countdown, Resend only at 0, and Back to the details.
 * Each flow brings its own calls (resend-otp for sign-in, the sign-up call again for the survey).
 */
import { formatCountdown } from '../../lib/auth/auth-rules';
import './auth-form.css';

/** What the step needs of a code flow. */
export interface OtpFlow {
  otp: string;
  busy: boolean;
  error: string | null;
  notice: string | null;
  sentTo: string;
  secondsLeft: number;
  setOtp: (value: string) => void;
  verify: () => Promise<void>;
  resend: () => Promise<void>;
  back: () => void;
}

export function OtpStep({ flow, idPrefix }: { flow: OtpFlow; idPrefix: string }) {
  const { otp, busy, secondsLeft } = flow;
  const id = `${idPrefix}-otp`;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void flow.verify();
      }}
    >
      <p className="auth-sent">
        Enter the 6-digit code sent to <strong>{flow.sentTo}</strong>.
      </p>
      {flow.notice && (
        <p className="auth-notice" role="status">
          {flow.notice}
        </p>
      )}
      <div className="auth-field">
        <label htmlFor={id}>6-digit code</label>
        <input
          id={id}
          className="auth-otp"
          value={otp}
          onChange={(e) => flow.setOtp(e.target.value)}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="••••••"
          disabled={busy}
          aria-invalid={flow.error !== null}
          autoFocus
        />
      </div>
      {flow.error && (
        <p className="auth-error" role="alert">
          {flow.error}
        </p>
      )}
      <button type="submit" className="auth-primary" disabled={busy || otp.length === 0}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <div className="auth-otp-row">
        <span className="auth-countdown" aria-live="off">
          {secondsLeft > 0 ? `Resend code in ${formatCountdown(secondsLeft)}` : 'You can request a new code.'}
        </span>
        <button
          type="button"
          className="auth-link"
          disabled={busy || secondsLeft > 0}
          onClick={() => void flow.resend()}
        >
          Resend
        </button>
      </div>
      <button type="button" className="auth-link auth-back" onClick={flow.back} disabled={busy}>
        Back
      </button>
    </form>
  );
}
