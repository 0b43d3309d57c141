/**
 * One revertible part of a recorded change (a section, or the whole change): a Revert button behind
 * a confirm while the project still holds what the change saved, else the reason it cannot be
 * reverted ("Superseded by the change of …"), as the server computed it for the history. A revert
 * that loses a race answers 409 with the server's reason, shown after 'Revert failed: '.
 */
import type { ProjectChange } from '@propai/api/wire';
import { useState } from 'react';
import { blockedText } from '../domain/history-text';
import { type Status, StatusNote } from './status-note';

type Part = ProjectChange['revert'][number];

export function RevertPart({
  part,
  whole,
  onRevert,
}: {
  part: Part;
  /** The change has one part: the button says "this change", not the section. */
  whole: boolean;
  onRevert: () => Promise<Status>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const names = part.sections.join(', ');
  const label = whole ? 'Revert this change' : `Revert ${names}`;
  if (part.blocked) {
    // After a revert (or a refused one) the reloaded history says where the part stands now.
    return (
      <div className="ed-actions">
        <p className="ed-hint" data-testid="revert-blocked">
          {whole ? '' : `${names}: `}
          {blockedText(part.blocked)}
        </p>
        <StatusNote status={status} />
      </div>
    );
  }
  return (
    <div className="ed-actions">
      {!asking && status?.tone !== 'ok' && (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      {asking && (
        <div
          className="ed-confirm"
          role="group"
          aria-label={whole ? 'Confirm revert' : `Confirm revert of ${names}`}
        >
          <span>Put {names} back as they were before this change?</span>
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
  );
}
