/**
 * The project's change history (issue 19 "History"): who changed which sections when, each field's
 * before and after, and per section a Revert behind a confirm — offered only while the project
 * still holds what the change saved; otherwise why not (revert-part.tsx). The list reloads whenever
 * a panel on the page saves or a revert lands (`version`).
 */
import type { ProjectChange } from '@propai/api/wire';
import { useCallback, useEffect, useId, useState } from 'react';
import { getHistory, revertChange } from '../api/editors-api';
import { changeTime, valueText } from '../domain/history-text';
import { serverMessage } from '../domain/save-error';
import { RevertPart } from './revert-part';
import { bad, ok, type Status } from './status-note';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: ProjectChange[] };

function ChangeItem({
  change,
  onRevert,
}: {
  change: ProjectChange;
  onRevert: (section: string | null) => () => Promise<Status>;
}) {
  return (
    <li className="ed-change" data-testid="history-item">
      <p className="ed-change-head">
        <strong>{change.sections.join(', ')}</strong>
        <span className="ed-hint">
          {change.created ? 'Created · ' : change.revertOf ? 'Revert · ' : ''}
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
      {change.revert.length > 0 && (
        <div className="ed-revert-parts">
          {change.revert.map((part) => (
            <RevertPart
              key={part.section ?? ''}
              part={part}
              whole={change.revert.length === 1}
              onRevert={onRevert(part.section)}
            />
          ))}
        </div>
      )}
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

  const revert = (change: ProjectChange) => (section: string | null) => async (): Promise<Status> => {
    try {
      await revertChange(projectId, change.id, section);
      onReverted();
      return ok('Reverted');
    } catch (e) {
      // Refused (a later change holds these fields, or it raced): the reloaded list says why.
      fetchIt();
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
