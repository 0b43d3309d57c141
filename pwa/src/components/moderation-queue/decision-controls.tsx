import { type ReactNode, useId } from 'react';
import type { useDecision } from './use-decision';

type Decision = ReturnType<typeof useDecision>;

/**
 * Approve, and Reject with a reason (required; the person decided about sees it). The reason field
 * opens on the first Reject, or is shown from the start where there is room (`alwaysAsk`).
 */
export function DecisionControls({
  decision,
  subject,
  onApprove,
  onReject,
  alwaysAsk = false,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  children,
}: {
  decision: Decision;
  /** Names what is decided in the reason's label ("Reason for rejecting {subject}"). */
  subject: string;
  /** Left out where approving would change nothing. */
  onApprove?: () => void;
  onReject: () => void;
  alwaysAsk?: boolean;
  approveLabel?: string;
  rejectLabel?: string;
  /** More buttons in the same row (the adapter's extra action). */
  children?: ReactNode;
}) {
  const id = useId();
  const { reason, setReason, asking, busy, error } = decision;
  return (
    <div className="mq-decide">
      {(alwaysAsk || asking) && (
        <div className="mq-reason">
          <label htmlFor={`${id}-reason`}>Reason for rejecting {subject}</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            placeholder="Shown to whoever posted it"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="post-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="mq-decide-buttons">
        {onApprove && (
          <button type="button" className="btn btn-sm" disabled={busy} onClick={onApprove}>
            {approveLabel}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={onReject}>
          {rejectLabel}
        </button>
        {children}
      </div>
    </div>
  );
}
