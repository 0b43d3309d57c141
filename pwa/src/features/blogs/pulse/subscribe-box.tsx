/**
 * The newsletter's email box. Subscribing goes through the one outbox (lib/outbox/newsletter-writes.ts),
 * so offline it is kept on the device and sent later; the states the reader sees: sending, sent
 * ("check your inbox" — double opt-in), queued offline, refused or failed (with the reason).
 */
import { useState } from 'react';
import { EmailField } from '../../../components/auth/contact-fields';
import '../../../components/auth/auth-form.css';
import { isValidEmail } from '../../../lib/auth/auth-rules';
// Static: a lazy chunk could be missing offline, exactly when the outbox is needed.
import { subscribeToNewsletter } from '../../../lib/outbox/newsletter-writes';

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; email: string; emailDisabled: boolean }
  | { state: 'queued'; email: string }
  | { state: 'error'; message: string };

const EMAIL_MESSAGE = 'Enter a valid email address.';

/** The server's answer, read defensively: only its flag decides the extra line. */
const emailDisabledIn = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { emailDisabled?: unknown }).emailDisabled === true;

export function SubscribeBox() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const invalid = !isValidEmail(email);
  const showError = touched && invalid;
  const busy = outcome.state === 'sending';

  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    const address = email.trim().toLowerCase();
    setOutcome({ state: 'sending' });
    try {
      const result = await subscribeToNewsletter({ email: address, source: 'pulse' });
      if (result.state === 'sent')
        setOutcome({ state: 'sent', email: address, emailDisabled: emailDisabledIn(result.answer) });
      else if (result.state === 'queued') setOutcome({ state: 'queued', email: address });
      else setOutcome({ state: 'error', message: result.message });
    } catch (e) {
      setOutcome({
        state: 'error',
        message: e instanceof Error ? e.message : 'Your subscription was not sent.',
      });
    }
  };

  return (
    <section className="pulse-subscribe" aria-labelledby="pulse-subscribe-title">
      <h2 id="pulse-subscribe-title">Get the pulse every week</h2>
      <p className="pulse-note">
        One email a week with this page’s numbers. Confirm by email; unsubscribe from any issue.
      </p>
      <form
        className="auth-form pulse-subscribe-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <EmailField
          input={{
            id: 'pulse-email',
            value: email,
            onChange: (e) => {
              setEmail(e.target.value);
              if (outcome.state !== 'sending') setOutcome({ state: 'idle' });
            },
            onBlur: () => setTouched(email.length > 0),
            'aria-invalid': showError,
            'aria-describedby': showError ? 'pulse-email-error' : undefined,
            disabled: busy,
          }}
          message={
            showError ? (
              <p className="auth-field-error" id="pulse-email-error">
                {EMAIL_MESSAGE}
              </p>
            ) : null
          }
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <div aria-live="polite">
        {outcome.state === 'sent' && (
          <p className="pulse-status ok">
            Check your inbox: we sent a confirmation link to {outcome.email}. The pulse starts once you open
            it.
            {outcome.emailDisabled &&
              ' (Email is switched off on this server: the link is in the server log.)'}
          </p>
        )}
        {outcome.state === 'queued' && (
          <p className="pulse-status queued">
            You are offline: the subscription for {outcome.email} is saved on this device and will be sent
            when you are back online. Then check your inbox.
          </p>
        )}
        {outcome.state === 'error' && (
          <p className="pulse-status error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
    </section>
  );
}
