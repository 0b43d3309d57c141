/**
 * Request a callback / Contact (issue 15), one sheet for both. Opening it first asks for the lister's
 * number (GET /api/leads/contact/{id}): a buyer who already asked sees it at once (and sends no
 * second request); 403 means no request yet, so the form shows, prefilled from the profile. The
 * request goes through the one outbox (kind 'lead'): sent now when online, else kept on the device
 * and sent once when the network is back. Loaded with the sheet, so Dexie and the outbox stay out
 * of the page's first chunk.
 */
import type { ListerContact } from '@propai/api/wire';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { pendingWrite, leadWriteId, requestCallback } from '../../../lib/outbox/listing-writes';
import type { AuthUser } from '../../../lib/session/session-user';
import { type LeadForm, leadFormFrom, leadRequest } from '../domain/lead-form';
import { fetchContact, online } from './action-api';
import { ContactCard } from './contact-card';

export type LeadIntent = 'callback' | 'contact';

type Step =
  | { step: 'checking' }
  | { step: 'form'; note?: string }
  | { step: 'sending' }
  | { step: 'queued' }
  | { step: 'contact'; contact: ListerContact; justSent: boolean }
  | { step: 'message'; text: string };

const QUEUED_TEXT = "Saved — we'll send it when you're online.";

/** What a refused number read reads as (the server's words for 429, 404 and the rest). */
function readFailure(error: unknown, intent: LeadIntent): Step {
  if (error instanceof ApiError && error.status === 403)
    return { step: 'form', note: intent === 'contact' ? 'Request a callback first' : undefined };
  if (error instanceof ApiError && error.status !== 0) return { step: 'message', text: error.message };
  return { step: 'form' }; // no answer (offline): the request can still be kept and sent later
}

export default function LeadSheet({
  listingId,
  listingTitle,
  intent,
  user,
}: {
  listingId: string;
  listingTitle: string;
  intent: LeadIntent;
  user: AuthUser;
}) {
  const [state, setState] = useState<Step>({ step: 'checking' });
  const [form, setForm] = useState<LeadForm>(() => leadFormFrom(user));
  const [errors, setErrors] = useState<Partial<Record<keyof LeadForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const waiting = await pendingWrite(leadWriteId(user.id, listingId)).catch(() => undefined);
      if (waiting && waiting.status !== 'failed') {
        if (live) setState({ step: 'queued' });
        return;
      }
      if (!online()) {
        if (live) setState({ step: 'form' });
        return;
      }
      const next = await fetchContact(listingId).then(
        (contact): Step => ({ step: 'contact', contact, justSent: false }),
        (error: unknown) => readFailure(error, intent),
      );
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, [listingId, user.id, intent]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state.step === 'sending') return; // a double tap sends nothing twice (and the outbox keeps one)
    const request = leadRequest(listingId, form);
    setErrors(request.errors ?? {});
    setFailure(null);
    if (!request.body) return;
    setState({ step: 'sending' });
    const result = await requestCallback(user.id, listingId, request.body).catch(() => null);
    if (!result) {
      setState({ step: 'form' });
      setFailure('Could not save your request on this device. Try again.');
    } else if (result.state === 'queued') setState({ step: 'queued' });
    else if (result.state === 'failed') {
      setState({ step: 'form' });
      setFailure(result.message);
    } else {
      const next = await fetchContact(listingId).then(
        (contact): Step => ({ step: 'contact', contact, justSent: true }),
        (error: unknown): Step =>
          error instanceof ApiError && error.status !== 0
            ? { step: 'message', text: `Callback requested. ${error.message}` }
            : { step: 'message', text: 'Callback requested. The lister will call you back.' },
      );
      setState(next);
    }
  }

  const field = (name: keyof LeadForm) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `lead-${name}-error` : undefined,
  });
  const fieldError = (name: keyof LeadForm) =>
    errors[name] ? (
      <span className="la-field-error" id={`lead-${name}-error`}>
        {errors[name]}
      </span>
    ) : null;

  switch (state.step) {
    case 'checking':
      return (
        <p className="la-muted" role="status">
          <span className="page-loading-spinner" aria-hidden="true" /> Checking…
        </p>
      );
    case 'queued':
      return (
        <div className="la-done" role="status" data-testid="lead-queued">
          <p className="la-done-title">{QUEUED_TEXT}</p>
          <p className="la-muted">
            Your callback request for “{listingTitle}” is kept on this device and goes to the lister once, as
            soon as you are back online. The number is shown after that.
          </p>
        </div>
      );
    case 'contact':
      return (
        <div className="la-done" data-testid="lead-contact">
          <p className="la-done-title" role="status">
            {state.justSent ? 'Callback requested.' : 'You asked this lister for a callback.'}
          </p>
          <p className="la-muted">They will call you back; or call them now.</p>
          <ContactCard contact={state.contact} />
        </div>
      );
    case 'message':
      return (
        <p className="la-done-title" role="alert" data-testid="lead-message">
          {state.text}
        </p>
      );
    default:
      return (
        <form className="la-form" onSubmit={(e) => void submit(e)} noValidate data-testid="lead-form">
          {state.step === 'form' && state.note && (
            <p className="la-note" role="status" data-testid="contact-first">
              {state.note}
            </p>
          )}
          <p className="la-muted">
            The lister gets your name and number and calls you back. Their number is shown to you after you
            send this.
          </p>
          <label className="la-field">
            Your name
            <input {...field('name')} autoComplete="name" />
            {fieldError('name')}
          </label>
          <label className="la-field">
            Mobile number
            <input {...field('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />
            {fieldError('phone')}
          </label>
          <label className="la-field">
            Message (optional)
            <textarea {...field('message')} rows={3} placeholder="e.g. Best time to call: evenings" />
            {fieldError('message')}
          </label>
          {failure && (
            <p className="la-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn la-submit" disabled={state.step === 'sending'}>
            {state.step === 'sending' ? 'Sending…' : 'Request a callback'}
          </button>
        </form>
      );
  }
}
