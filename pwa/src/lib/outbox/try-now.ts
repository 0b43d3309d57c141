/**
 * "Try now" on a listing waiting for its backoff (after a server fault): the wait is cut short and
 * the outbox runs at once. The same Idempotency-Key goes again, so this never makes a second listing.
 */
import { getDraft, updateDraft } from '../../db/drafts-repo';
import type { ReplayOutcome } from './outbox';
import { sendFromPage } from './page';

export async function tryListingNow(draftId: string): Promise<ReplayOutcome | null> {
  const draft = await getDraft(draftId);
  if (!draft?.submission || (draft.status !== 'queued' && draft.status !== 'sending')) return null;
  await updateDraft(draftId, { submission: { ...draft.submission, nextAttemptAt: Date.now() } });
  return sendFromPage();
}
