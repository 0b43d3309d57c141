/**
 * GET /api/leads/sent: the callback requests the signed-in user sent (to listers, agents, and
 * projects through the admins), newest first, at most SENT_LEADS_MAX — the renter's and buyer's
 * "my enquiries" (PWA /rentals/tenant).
 *
 * Guarantees:
 * - a session is required (401); only the caller's own requests (`fromUserId`) are read;
 * - public fields only: no recipient, no user id of anyone. The name and phone the caller typed are
 *   left out too (they are the caller's own, and the list does not need them);
 * - for a listing, its category and whether it is still listed are read from the listing now (one
 *   query for the whole page), so a home rented out since says so.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { CLOSED_AVAILABILITY } from '../../domain/listings/freshness';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { LISTINGS } from '../_shared/create-listing';
import { LEADS } from '../_shared/lead-collections';
import type { LeadDoc } from './leads.routes';
import { SentLeadList } from './sent-leads.schemas';

/** As GET /api/leads/received: a page of the newest; a user sends at most a few an hour. */
export const SENT_LEADS_MAX = 100;

const sentRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/sent',
  tags: ['Leads'],
  summary: 'Callback requests the signed-in user sent, newest first',
  responses: {
    200: {
      description: `Newest first, at most ${SENT_LEADS_MAX}`,
      content: { 'application/json': { schema: SentLeadList } },
    },
    ...errorResponses(401),
  },
});

export function sentLeadRoutes(deps: AppDeps) {
  const leads = deps.store.collection<LeadDoc>(LEADS);
  const listings = deps.store.collection(LISTINGS);
  return createRouter<AuthEnv>().openapi(sentRoute, async (c) => {
    const docs = await leads.find(
      { fromUserId: c.var.user._id },
      { sort: { createdAt: -1 }, limit: SENT_LEADS_MAX },
    );
    const ids = [...new Set(docs.flatMap((d) => (d.listingId ? [d.listingId] : [])))];
    const found = ids.length
      ? await listings.find(
          { _id: { $in: ids } },
          { projection: { category: 1, status: 1, availability: 1 }, limit: ids.length },
        )
      : [];
    const byId = new Map(found.map((l) => [l._id, l]));
    const closed: readonly unknown[] = CLOSED_AVAILABILITY;
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        items: docs.map((d) => {
          const listing = d.targetType === 'listing' && d.listingId ? byId.get(d.listingId) : undefined;
          return {
            id: d._id,
            targetType: d.targetType,
            targetTitle: d.targetTitle,
            link: d.link,
            category: typeof listing?.category === 'string' ? listing.category : null,
            stillListed:
              d.targetType === 'listing'
                ? listing?.status === 'live' && !closed.includes(listing.availability)
                : null,
            message: d.message ?? null,
            createdAt: d.createdAt.toISOString(),
            handled: d.handledAt instanceof Date,
          };
        }),
      },
      200,
    );
  });
}
