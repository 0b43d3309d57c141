/**
 * Report this listing: one of four reasons and an optional note (POST /api/listing-flags/{id}).
 * Sent directly, not through the outbox: a report is not urgent, and what the sheet says depends
 * on the server's answer — "already reported" (GET …/mine, one report per account and listing), a
 * listing already hidden or gone (404), too many reports (429). Offline the sheet says so and the
 * buyer tries again; nothing is kept on the device.
 */
import {
  FLAG_NOTE_MAX,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  type FlagReason,
} from '@propai/api/domain/listing-flags/flag-reasons';
import type { ListingReport } from '@propai/api/wire';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fetchMyReport, online, sendReport } from './action-api';

const OFFLINE = "You're offline. Reports need a connection: try again when you're back online.";

type Step =
  | { step: 'checking' }
  | { step: 'form' }
  | { step: 'sending' }
  | { step: 'done'; report: ListingReport; already: boolean };

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default function ReportSheet({ listingId }: { listingId: string }) {
  const [state, setState] = useState<Step>({ step: 'checking' });
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());

  useEffect(() => {
    let live = true;
    if (!online()) {
      setState({ step: 'form' });
      return;
    }
    fetchMyReport(listingId).then(
      ({ report }) => live && setState(report ? { step: 'done', report, already: true } : { step: 'form' }),
      () => live && setState({ step: 'form' }),
    );
    return () => {
      live = false;
    };
  }, [listingId]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (state.step === 'sending') return;
    if (!reason) {
      setError('Choose a reason.');
      return;
    }
    if (!online()) {
      setError(OFFLINE);
      return;
    }
    setError(null);
    setState({ step: 'sending' });
    try {
      const trimmed = note.trim();
      const report = await sendReport(listingId, { reason, ...(trimmed ? { note: trimmed } : {}) }, key);
      setState({ step: 'done', report, already: false });
    } catch (err) {
      setState({ step: 'form' });
      if (err instanceof ApiError && err.status === 0) setError(OFFLINE);
      else if (err instanceof ApiError) setError(Object.values(err.fields ?? {})[0] ?? err.message);
      else setError('Could not send your report. Try again.');
    }
  }

  if (state.step === 'checking')
    return (
      <p className="la-muted" role="status">
        <span className="page-loading-spinner" aria-hidden="true" /> Checking…
      </p>
    );
  if (state.step === 'done')
    return (
      <div className="la-done" role="status" data-testid="report-done">
        <p className="la-done-title">
          {state.already ? 'You have already reported this listing.' : 'Thank you for your report.'}
        </p>
        <p className="la-muted">
          {state.already
            ? `Reported on ${dateText(state.report.reportedAt)} as “${FLAG_REASON_LABELS[state.report.reason]}”. `
            : `Reported as “${FLAG_REASON_LABELS[state.report.reason]}”. `}
          Our team reviews every report; a listing several people report is hidden until they decide.
        </p>
      </div>
    );
  return (
    <form className="la-form" onSubmit={(e) => void submit(e)} noValidate data-testid="report-form">
      <fieldset className="la-reasons">
        <legend>What is wrong with this listing?</legend>
        {FLAG_REASONS.map((r) => (
          <label key={r} className={reason === r ? 'la-reason is-on' : 'la-reason'}>
            <input
              type="radio"
              name="report-reason"
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
            />
            <span className="la-radio" aria-hidden="true" />
            {FLAG_REASON_LABELS[r]}
          </label>
        ))}
      </fieldset>
      <label className="la-field">
        Note (optional)
        <textarea
          value={note}
          rows={3}
          maxLength={FLAG_NOTE_MAX}
          placeholder="What did you notice?"
          onChange={(e) => setNote(e.target.value)}
        />
        <span className="la-count">
          {note.length}/{FLAG_NOTE_MAX}
        </span>
      </label>
      {error && (
        <p className="la-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn la-submit" disabled={state.step === 'sending'}>
        {state.step === 'sending' ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}
