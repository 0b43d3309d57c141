import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { QueueAdapter } from './queue-types';

export const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/**
 * The state of one approve / reject-with-reason control (a row, the panel, the bulk bar): the
 * reason typed, whether the reason field is shown, the request in flight and its error.
 * Reject with a blank reason opens the field and says why instead of sending.
 */
export function useDecision(reasonRequired: string) {
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (e) {
      setError(messageOf(e, 'Could not save the decision. Try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** The trimmed reason, or null after asking for one. */
  const reasonOrAsk = (): string | null => {
    const text = reason.trim();
    if (text) return text;
    setAsking(true);
    setError(reasonRequired);
    return null;
  };

  return { reason, setReason, asking, busy, error, setError, run, reasonOrAsk };
}

/** Approve / reject one item through the adapter; `onDecided` gets the notice to show. */
export function useItemDecision<T extends { id: string }>(
  adapter: QueueAdapter<T>,
  item: T,
  onDecided: (text: string) => void,
) {
  const decision = useDecision(adapter.reasonRequired);
  const approve = () =>
    void decision
      .run(() => adapter.approve(item.id))
      .then((ok) => ok && onDecided(adapter.approvedText(item)));
  const reject = () => {
    const reason = decision.reasonOrAsk();
    if (!reason) return;
    void decision
      .run(() => adapter.reject(item.id, reason))
      .then((ok) => ok && onDecided(adapter.rejectedText(item)));
  };
  const canApprove = adapter.canApprove?.(item) ?? true;
  const extra = adapter.extraAction?.(item) ?? null;
  const runExtra = extra
    ? () => {
        let text = '';
        void decision
          .run(async () => {
            text = await extra.run();
          })
          .then((ok) => ok && onDecided(text));
      }
    : undefined;
  return { decision, approve: canApprove ? approve : undefined, reject, extra, runExtra };
}
