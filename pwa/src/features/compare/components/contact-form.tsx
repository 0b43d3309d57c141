import { useState, type FormEvent } from 'react';
import { digitsOf, isValidMobile, MOBILE_MESSAGE } from '@propai/api/domain/auth/contact-rules';
import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import type { CallbackRequestBody } from '@propai/api/wire';
import { ApiError, WriteQueuedError, api } from '../../../lib/api-client';
import type { CompareProperty } from '../../../lib/compare-item';
import { useSessionStore } from '../../../lib/session/session-store';

/**
 * Contact → a callback request (POST /api/leads) to the listing's lister, or for a project to the
 * PropAI team (developers have no account here). Name and phone start from the signed-in user.
 * One Idempotency-Key per opened form, so a double tap or a retry stores one request.
 */
export function ContactForm({ property, onClose }: { property: CompareProperty; onClose: () => void }) {
  const user = useSessionStore((s) => s.user);
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState((user?.mobile ?? '').replace(/\D/g, '').slice(-10));
  const [message, setMessage] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const recipient =
    property.kind === 'listing' ? 'the lister' : 'our team, who will connect you with the developer';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const digits = digitsOf(phone);
    const local: Record<string, string> = {};
    if (name.trim().length < 2) local.name = 'Enter your name (at least 2 characters).';
    if (!isValidMobile(digits)) local.phone = MOBILE_MESSAGE;
    setFields(local);
    if (Object.keys(local).length) return;
    setState('sending');
    setError(null);
    try {
      const body: CallbackRequestBody = {
        targetType: property.kind,
        targetId: property.refId,
        name: name.trim(),
        phone: digits,
        ...(message.trim() ? { message: message.trim() } : {}),
      };
      await api.post('/leads', body, { headers: { [IDEMPOTENCY_HEADER]: key } });
      setState('sent');
    } catch (err) {
      setState('idle');
      if (err instanceof WriteQueuedError) {
        setState('sent');
        return;
      }
      if (err instanceof ApiError) {
        setFields(err.fields ?? {});
        setError(err.status === 401 ? 'Sign in to request a callback.' : err.message);
      } else setError('Could not send your request. Please try again.');
    }
  }

  return (
    <div className="cmp-panel-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section className="cmp-panel" role="dialog" aria-modal="true" aria-labelledby="cmp-contact-title">
        <h3 id="cmp-contact-title">Request a callback</h3>
        <p className="cmp-muted">
          {property.title} — your request goes to {recipient}.
        </p>
        {state === 'sent' ? (
          <>
            <p role="status" data-testid="callback-sent">
              Callback requested. You will get a call on {phone.replace(/\D/g, '')}.
            </p>
            <button type="button" className="btn btn-sm" onClick={onClose}>
              Done
            </button>
          </>
        ) : (
          <form className="cmp-form" onSubmit={(e) => void submit(e)} noValidate>
            <label>
              Name
              <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
              {fields.name && <span className="cmp-field-error">{fields.name}</span>}
            </label>
            <label>
              Mobile
              <input
                value={phone}
                onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 10))}
                inputMode="numeric"
                autoComplete="tel-national"
              />
              {fields.phone && <span className="cmp-field-error">{fields.phone}</span>}
            </label>
            <label>
              Message (optional)
              <textarea
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                rows={3}
                maxLength={1000}
              />
            </label>
            {error && (
              <p className="cmp-field-error" role="alert">
                {error}
              </p>
            )}
            <div className="cmp-tray-actions">
              <button type="submit" className="btn btn-sm" disabled={state === 'sending'}>
                {state === 'sending' ? 'Sending…' : 'Request callback'}
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
