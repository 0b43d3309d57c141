/**
 * The admin quality-audit editor (spec part 3 §2): a JSON area with 'Insert sample' and 'Save',
 * and the read-only list of the stored reports with Refresh. GET/PUT the admin variant of
 * /projects/{id}/quality-audits.
 */
import type { QualityAudit } from '@propai/api/wire';
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { getAdminAudits, putAdminAudits } from '../api/editors-api';
import { pretty } from '../domain/modern-sections';
import { auditsFromText, INVALID_AUDIT_JSON, sampleAudits } from '../domain/quality-audits';
import { NOT_AUTHORIZED } from '../domain/save-error';
import { bad, ok, type Status, StatusNote } from './status-note';

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; reports: QualityAudit[] };

const loadError = (e: unknown, first: boolean) =>
  e instanceof ApiError && e.status === 401
    ? NOT_AUTHORIZED
    : first
      ? 'Could not load quality audits.'
      : 'Failed to load quality audits.';

export function QualityAuditEditor({ projectId, onSaved }: { projectId: string; onSaved: () => void }) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    (first: boolean) => {
      setLoad({ status: 'loading' });
      getAdminAudits(projectId).then(
        (reports) => {
          setLoad({ status: 'ready', reports });
          if (first) setText(pretty(reports));
        },
        (e: unknown) => setLoad({ status: 'error', message: loadError(e, first) }),
      );
    },
    [projectId],
  );
  useEffect(() => refresh(true), [refresh]);

  async function save() {
    const reports = auditsFromText(text);
    if (!reports) return setStatus(bad(INVALID_AUDIT_JSON));
    setBusy(true);
    try {
      const saved = await putAdminAudits(projectId, reports);
      setLoad({ status: 'ready', reports: saved.reports });
      setStatus(ok('Saved!'));
      onSaved();
    } catch (e) {
      setStatus(
        bad(
          e instanceof ApiError && e.status === 401
            ? NOT_AUTHORIZED
            : e instanceof ApiError && e.status === 400
              ? `Save failed: ${e.message}`
              : 'Save failed',
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ed-card" aria-labelledby={`${id}-t`}>
      <h2 className="ed-card-title" id={`${id}-t`}>
        Quality audits
      </h2>
      <p className="ed-hint">
        A list of reports: title, note, status, date (YYYY-MM-DD), files [{'{ name, url }'}].
      </p>
      <label className="visually-hidden" htmlFor={`${id}-json`}>
        Quality audits JSON
      </label>
      <textarea
        id={`${id}-json`}
        className="ed-json"
        spellCheck={false}
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="ed-actions">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => setText(pretty(sampleAudits(new Date().toISOString().slice(0, 10))))}
        >
          Insert sample
        </button>
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <StatusNote status={status} />
      </div>
      <div className="ed-subhead">
        <h3>Stored reports</h3>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => refresh(false)}>
          Refresh
        </button>
      </div>
      {load.status === 'loading' && <p className="ed-hint">Loading…</p>}
      {load.status === 'error' && <p className="ed-status ed-status-bad">{load.message}</p>}
      {load.status === 'ready' && load.reports.length === 0 && (
        <p className="ed-hint">No quality audits yet.</p>
      )}
      {load.status === 'ready' && load.reports.length > 0 && (
        <ul className="ed-audits" data-testid="audit-list">
          {load.reports.map((r, i) => (
            <li key={`${r.title}-${i}`}>
              <strong>{r.title}</strong>
              <span className="ed-hint">
                {[r.status, r.date].filter(Boolean).join(' · ')}
                {r.files && r.files.length > 0
                  ? ` · ${r.files.length} file${r.files.length > 1 ? 's' : ''}`
                  : ''}
              </span>
              {r.note && <p>{r.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
