/**
 * Sends one queued write now and reads where it stands, for features that show the outcome at once
 * (a callback request, a listing improvement, a newsletter subscription).
 */
import { getQueuedWrite } from '../../db/queued-writes-repo';
import { sendQueuedWrites } from './run';

/** Where a queued write stands after the page tried to send it. */
export type WriteState =
  | { state: 'sent'; answer: unknown }
  | { state: 'queued'; needsSignIn: boolean }
  | { state: 'failed'; message: string };

/**
 * Sends the item `id` now when the browser is online (under the outbox's lock, like every run; the
 * Background Sync asked for by the caller is the sender when the page is offline or closed), then
 * reads where it stands. Another sender may have taken it first (queueWrite's own run, the
 * service worker): a row that is gone was sent either way.
 */
export async function sendNow(id: string): Promise<WriteState> {
  let answer: unknown;
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    const outcome = await sendQueuedWrites((_kind, item) => item.id === id).catch(() => null);
    if (outcome?.sent.includes(id)) answer = outcome.answers[id];
  }
  const row = await getQueuedWrite(id);
  if (!row) return { state: 'sent', answer };
  if (row.status === 'failed') return { state: 'failed', message: row.lastError ?? 'Not sent.' };
  return { state: 'queued', needsSignIn: Boolean(row.needsSignIn) };
}
