/**
 * "Try now" on a listing or report waiting for its backoff (after a server fault; the outbox skips an
 * item until its `nextAttemptAt`): the wait is moved to now and the outbox runs at once, from the
 * page and as a Background Sync. The same Idempotency-Key goes again, so this never makes a second
 * listing. Does nothing once the draft left the queue. Used by the form's status line and by the
 * photo picker's "retry" on a photo that was not sent.
 */
import { getDraft, updateDraft } from '../../db/drafts-on-demand';
import type { ReplayOutcome } from './outbox';
import { requestOutboxSync, sendFromPage } from './page';

export async function tryListingNow(draftId: string): Promise<ReplayOutcome | null> {
  const draft = await getDraft(draftId);
  if (!draft?.submission || (draft.status !== 'queued' && draft.status !== 'sending')) return null;
  await updateDraft(draftId, { submission: { ...draft.submission, nextAttemptAt: Date.now() } });
  requestOutboxSync();
  return sendFromPage();
}
