/**
 * "Request a callback" from an agent: a bottom sheet on phones (a centred card on wide screens)
 * with name, mobile and message, sent as a callback request (POST /api/leads, targetType 'agent'):
 * the agent sees it with their leads and is notified; the leads' hourly limit applies. One
 * Idempotency-Key per opened sheet, so a double tap or a retry stores one request.
 */
import { IonModal } from '@ionic/react';
import { MOBILE_MESSAGE, digitsOf, isValidMobile } from '@propai/api/domain/auth/contact-rules';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MESSAGE, isValidLeadName } from '@propai/api/domain/leads/lead-rules';
import type { AgentCard } from '@propai/api/wire';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, WriteQueuedError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { contactAgent } from '../api/agents-api';

const WIDE = '(min-width: 768px) and (min-height: 600px)';

function ContactForm({ agent, close }: { agent: AgentCard; close: () => void }) {
  const user = useSessionStore((s) => s.user);
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(user?.mobile ?? '');
  const [message, setMessage] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'queued'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'sending') return;
    const found: Record<string, string> = {};
    if (!isValidLeadName(name)) found.name = LEAD_NAME_MESSAGE;
    if (!isValidMobile(phone)) found.phone = MOBILE_MESSAGE;
    if (message.trim().length > LEAD_MESSAGE_MAX)
      found.message = `Keep the message under ${LEAD_MESSAGE_MAX} characters.`;
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('sending');
    try {
      await contactAgent(
        {
          targetType: 'agent',
          targetId: agent.slug,
          name: name.trim(),
          phone: digitsOf(phone),
          ...(message.trim() ? { message: message.trim() } : {}),
        },
        key,
      );
      setState('sent');
    } catch (err) {
      if (err instanceof WriteQueuedError) return setState('queued');
      setState('idle');
      setErrors(
        err instanceof ApiError
          ? { form: err.message, ...(err.fields ?? {}) }
          : { form: 'Could not send it. Try again.' },
      );
    }
  };

  if (state === 'sent' || state === 'queued') {
    return (
      <div className="ag-done" role="status" data-testid="agent-contact-sent">
        <p className="ag-done-title">
          {state === 'sent' ? 'Callback requested.' : "Saved — we'll send it when you're online."}
        </p>
        <p className="ag-muted">
          {agent.name} gets your name and number and calls you back. Their reply counts towards their response
          rate.
        </p>
        <button type="button" className="btn btn-sm" onClick={close}>
          Done
        </button>
      </div>
    );
  }
  const err = (f: string) =>
    errors[f] ? (
      <span className="post-field-error" id={`ag-${f}-error`}>
        {errors[f]}
      </span>
    ) : null;
  return (
    <form className="ag-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="ag-muted">
        {agent.name}
        {agent.companyName ? ` (${agent.companyName})` : ''} gets your name and number and calls you back.
      </p>
      <label className="post-field">
        Your name
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'ag-name-error' : undefined}
        />
        {err('name')}
      </label>
      <label className="post-field">
        Mobile number
        <input
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={errors.phone ? 'ag-phone-error' : undefined}
        />
        {err('phone')}
      </label>
      <label className="post-field">
        Message (optional)
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          placeholder="e.g. Looking for a 3 BHK to rent in Sector 45"
        />
        {err('message')}
      </label>
      {errors.form && (
        <p className="post-field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn" disabled={state === 'sending'}>
        {state === 'sending' ? 'Sending…' : 'Request a callback'}
      </button>
    </form>
  );
}

/** Stays mounted (Ionic moves the element); the form is built afresh at every opening. */
export function ContactSheet({ agent, onClose }: { agent: AgentCard | null; onClose: () => void }) {
  const wide = useMediaQuery(WIDE);
  const modal = useRef<HTMLIonModalElement>(null);
  const close = () => void modal.current?.dismiss();
  return (
    <IonModal
      ref={modal}
      isOpen={agent !== null}
      onDidDismiss={onClose}
      className="ag-sheet"
      aria-label="Request a callback"
      keyboardClose
      {...(wide ? {} : { breakpoints: [0, 1], initialBreakpoint: 1, handle: true })}
    >
      {agent && (
        <div className="ag-sheet-body" data-testid="agent-contact">
          <header className="ag-sheet-head">
            <h2>Request a callback</h2>
            <button type="button" className="ag-sheet-close" aria-label="Close" onClick={close}>
              ✕
            </button>
          </header>
          <ContactForm agent={agent} close={close} />
        </div>
      )}
    </IonModal>
  );
}
