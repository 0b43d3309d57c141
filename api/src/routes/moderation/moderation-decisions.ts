/**
 * One admin decision on one listing — approve, reject with a reason, dismiss the user reports —
 * shared by the single routes and the bulk route (moderation.routes.ts).
 *
 * Every decision goes through applyAdminChange (services/admin-changes): entity 'listing',
 * section 'moderation', the fields status / verified / rejectionReason / flaggedAt with their
 * before and after, so a listing's decision history is complete (GET …/{id}/history).
 *
 * Guarantees:
 * - **A repeat is a no-op.** applyAdminChange records and writes nothing when no field changes, so
 *   approving an approved listing (double tap, a retried bulk) changes, records and notifies nothing.
 * - **One notification per decision, also under a race.** Two admins deciding at the same moment
 *   both read the same prior state; the notification's once-key names that state (the listing's
 *   `updatedAt` before the decision), so the author is told once.
 * - Effects (closing the reports, notifying, saved-search alerts) run after the write and are each
 *   safe to run again.
 */
import { ApiError } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { applyAdminChange } from '../../services/admin-changes/admin-changes';
import { notify } from '../../services/notifications/notify';
import { alertListingSearches } from '../../services/saved-searches/saved-search-alerts';
import { alertSafely } from '../../services/saved-searches/alert-safely';
import type { Doc } from '../../store/types';
import { LISTINGS } from '../_shared/create-listing';
import { resolveFlags } from '../_shared/listing-flags';
import { REASON_MESSAGE } from './moderation.schemas';

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string } | { action: 'dismiss' };

const LISTING_ID = /^[0-9a-f]{24}$/;
export const BAD_ID_MESSAGE = 'Enter a valid listing id.';

const stamp = (doc: Doc) => (doc.updatedAt instanceof Date ? doc.updatedAt.getTime() : 0);

function fieldsOf(decision: Decision): Record<string, unknown> {
  switch (decision.action) {
    case 'approve':
      return { status: 'live', verified: true, rejectionReason: undefined, flaggedAt: undefined };
    case 'reject':
      return { status: 'rejected', verified: false, rejectionReason: decision.reason };
    case 'dismiss':
      return { status: 'live', flaggedAt: undefined };
  }
}

/**
 * Applies one decision; answers the listing as it now is. Throws 400 (bad id, blank reason),
 * 404 (no such listing) or, for a dismissal, nothing when the listing is not hidden (reports closed).
 *
 * `batch`, when given, collects the ids this call put live instead of alerting saved searches at
 * once: the bulk route alerts them in one pass (alertListingSearches) after the whole batch.
 *
 * @example await decideListing(deps, id, admin._id, { action: 'reject', reason: 'Stock photos' });
 */
export async function decideListing(
  deps: AppDeps,
  id: string,
  adminId: string,
  decision: Decision,
  batch?: { wentLive: string[]; now: Date },
): Promise<Doc> {
  const { store } = deps;
  if (!LISTING_ID.test(id)) throw ApiError.badRequest(BAD_ID_MESSAGE, { id: BAD_ID_MESSAGE });
  if (decision.action === 'reject' && !decision.reason.trim()) {
    throw ApiError.badRequest(REASON_MESSAGE, { reason: REASON_MESSAGE });
  }
  const before = await store.collection(LISTINGS).findOne({ _id: id });
  if (!before) throw ApiError.notFound('Listing not found.');
  // A dismissal only restores a listing the reports hid; on any other status it just closes them.
  if (decision.action === 'dismiss' && before.status !== 'flagged') {
    await resolveFlags(store, id, 'dismissed');
    return before;
  }
  const now = batch?.now ?? new Date();
  const { change, doc } = await applyAdminChange(store, {
    entity: 'listing',
    entityId: id,
    sections: ['moderation'],
    fields: fieldsOf(decision),
    by: adminId,
    alsoSet: { moderatedAt: now, moderatedBy: adminId },
  });
  if (!doc) throw ApiError.notFound('Listing not found.');
  if (decision.action === 'dismiss') await resolveFlags(store, id, 'dismissed');
  if (!change) return doc;
  if (decision.action === 'approve') await resolveFlags(store, id, 'dismissed');
  if (decision.action === 'reject') await resolveFlags(store, id, 'removed');
  await tellAuthor(deps, doc, decision, `${id}:${stamp(before)}`);
  // Live now: saved searches it matches alert their owners (never fails the approval).
  if (decision.action === 'approve') {
    if (batch) batch.wentLive.push(id);
    else await alertSafely(deps, () => alertListingSearches(store, id, now));
  }
  return doc;
}

async function tellAuthor(deps: AppDeps, doc: Doc, decision: Decision, state: string): Promise<void> {
  if (typeof doc.authorId !== 'string') return;
  const title = String(doc.title);
  const common = { userId: doc.authorId, link: '/my/listings', listingId: doc._id };
  if (decision.action === 'approve') {
    await notify(deps.store, {
      ...common,
      type: 'listing_approved',
      title: 'Your listing is live',
      body: `"${title}" was verified and is now visible to everyone.`,
      onceKey: `listing_approved:${state}`,
    });
  } else if (decision.action === 'reject') {
    await notify(deps.store, {
      ...common,
      type: 'listing_rejected',
      title: 'Your listing was not approved',
      body: `"${title}": ${decision.reason}`,
      onceKey: `listing_rejected:${state}`,
    });
  } else {
    await notify(deps.store, {
      ...common,
      type: 'listing_restored',
      title: 'Your listing is visible again',
      body: `"${title}" was checked after reports and is visible to everyone again.`,
      onceKey: `listing_restored:${state}`,
    });
  }
}
