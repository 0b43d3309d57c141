/**
 * Writes made from a listing's page that must survive being offline: callback requests (kind
 * 'lead') and "Improve this listing" edits (kind 'listing-enrich'), both simple kinds of kinds.ts.
 * profile-edits.ts is the model.
 *
 * - A callback request is one row per user and listing, 'lead:<userId>:<listingId>'. While it waits
 *   (queued or sending), asking again stores nothing (putQueuedWriteOnce, one transaction), so a
 *   double tap or a second visit offline sends one request with one Idempotency-Key: the lister
 *   gets one lead. Once sent the row is gone; a refused one stays 'failed' until asked again.
 * - An improvement is one row per user and listing, 'enrich:<userId>:<listingId>'; a newer edit
 *   replaces the older one (the last values typed win, as online), and setting the same values
 *   twice is harmless.
 * - Rows name their user: the outbox sends them only with that user's session.
 * This module loads Dexie: import it lazily (the listing page's sheets do).
 */
import { getQueuedWrite, putQueuedWrite, putQueuedWriteOnce } from '../../db/queued-writes-repo';
import type { QueuedWrite } from '../../db/schema';
import type { EnrichWrite } from './kinds';
import { requestOutboxSync } from './page';
import { sendNow, type WriteState } from './send-now';

export const leadWriteId = (userId: string, listingId: string) => `lead:${userId}:${listingId}`;
export const enrichWriteId = (userId: string, listingId: string) => `enrich:${userId}:${listingId}`;

export type { WriteState } from './send-now';

export interface LeadRequest {
  targetType: 'listing';
  targetId: string;
  name: string;
  phone: string;
  message?: string;
}

/** Queues a callback request unless one for this listing is still waiting; then tries to send it. */
export async function requestCallback(
  userId: string,
  listingId: string,
  body: LeadRequest,
): Promise<WriteState> {
  const id = leadWriteId(userId, listingId);
  const { created } = await putQueuedWriteOnce({ id, kind: 'lead', body, userId });
  if (created) requestOutboxSync();
  return sendNow(id);
}

/** Queues an improvement of a listing (replacing an older one still waiting), then tries to send it. */
export async function improveListing(
  userId: string,
  listingId: string,
  changes: object,
): Promise<WriteState> {
  const id = enrichWriteId(userId, listingId);
  const body: EnrichWrite = { listingId, changes };
  await putQueuedWrite({ id, kind: 'listing-enrich', body, userId });
  requestOutboxSync();
  return sendNow(id);
}

export const pendingWrite = (id: string): Promise<QueuedWrite | undefined> => getQueuedWrite(id);
