/**
 * The project's change history (issue 19 "History"): who changed which sections when, each field's
 * before and after, and "Revert this change" behind a confirm. The list reloads whenever a panel
 * on the page saves (`version`).
 */
import type { ProjectChange } from '@propai/api/wire';
import { useCallback, useEffect, useId, useState } from 'react';
import { getHistory, revertChange } from '../api/editors-api';
import { changeTime, valueText } from '../domain/history-text';
import { serverMessage } from '../domain/save-error';
import { bad, ok, type Status, StatusNote } from './status-note';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: ProjectChange[] };

function ChangeItem({ change, onRevert }: { change: ProjectChange; onRevert: () => Promise<Status> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const sections = change.sections.join(', ');
  return (
    <li className="ed-change" data-testid="history-item">
      <p className="ed-change-head">
        <strong>{sections}</strong>
        <span className="ed-hint">
          {change.revertOf ? 'Revert · ' : ''}
          {change.by.name ?? 'An admin'} · {changeTime(change.at)}
        </span>
      </p>
      <dl className="ed-diff">
        {change.fields.map((f) => (
          <div key={f.path}>
            <dt>{f.path}</dt>
            <dd>
              <del>{valueText(f.before)}</del> <span aria-hidden="true">→</span>
              <span className="visually-hidden">changed to</span> <ins>{valueText(f.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
      <div className="ed-actions">
        {!asking && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setAsking(true)}>
            Revert this change
          </button>
        )}
        {asking && (
          <div className="ed-confirm" role="group" aria-label="Confirm revert">
            <span>Put {sections} back as they were before this change?</span>
            <button
              type="button"
              className="btn btn-sm ed-danger"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onRevert().then((s) => {
                  setStatus(s);
                  setBusy(false);
                  setAsking(false);
                });
              }}
            >
              {busy ? 'Reverting…' : 'Revert'}
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        )}
        <StatusNote status={status} />
      </div>
    </li>
  );
}

export function ChangeHistory({
  projectId,
  version,
  onReverted,
}: {
  projectId: string;
  version: number;
  onReverted: () => void;
}) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchIt = useCallback(() => {
    getHistory(projectId).then(
      (items) => setLoad({ status: 'ready', items }),
      () => setLoad({ status: 'error' }),
    );
  }, [projectId]);
  useEffect(fetchIt, [fetchIt, version]);

  const revert = (change: ProjectChange) => async (): Promise<Status> => {
    try {
      await revertChange(projectId, change.id);
      onReverted();
      return ok('Reverted');
    } catch (e) {
      return bad(`Revert failed: ${serverMessage(e)}`);
    }
  };

  return (
    <section className="ed-card ed-wide" aria-labelledby={`${id}-t`}>
      <div className="ed-subhead">
        <h2 className="ed-card-title" id={`${id}-t`}>
          Change history
        </h2>
        <button type="button" className="btn btn-sm btn-outline" onClick={fetchIt}>
          Refresh
        </button>
      </div>
      {load.status === 'loading' && <p className="ed-hint">Loading…</p>}
      {load.status === 'error' && <p className="ed-status ed-status-bad">Could not load the history.</p>}
      {load.status === 'ready' && load.items.length === 0 && (
        <p className="ed-hint">No admin changes yet. Every save on this page is recorded here.</p>
      )}
      {load.status === 'ready' && load.items.length > 0 && (
        <ol className="ed-history">
          {load.items.map((c) => (
            <ChangeItem key={c.id} change={c} onRevert={revert(c)} />
          ))}
        </ol>
      )}
    </section>
  );
}
