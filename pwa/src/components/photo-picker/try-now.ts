import { getDraft, updateDraft } from '../../db/drafts-repo';
import { requestOutboxSync, sendFromPage } from '../../lib/outbox/page';

/**
 * Sends a queued draft now instead of at its next backoff time: the outbox skips an item until its
 * `nextAttemptAt`, so that is moved to now first. Does nothing once the draft left the queue.
 */
export async function tryDraftNow(draftId: string): Promise<void> {
  const draft = await getDraft(draftId);
  if (draft?.status !== 'queued' || !draft.submission) return;
  await updateDraft(draftId, { submission: { ...draft.submission, nextAttemptAt: Date.now() } });
  requestOutboxSync();
  await sendFromPage();
}
