/**
 * GET /api/my/listings: the caller's own listings, newest first, each with its moderation status
 * (pending → live or rejected with the reason), for the PWA's My Listings next to its local
 * drafts and queued submissions, and each one's availability and freshness ("available as of",
 * stale) for the one-tap confirmation. At most 200: a poster with more pages through discovery.
 * POST /api/my/listings/{id}/availability: availability.routes.ts.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { LISTINGS } from '../_shared/create-listing';
import { MyListingsSchema, OWN_CARD_PROJECTION, ownCard } from '../_shared/listing-cards';
import { availabilityRoutes } from './availability.routes';

export const MY_LISTINGS_MAX = 200;

const myListingsRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/listings',
  tags: ['Posting'],
  summary: "The caller's listings with their status, newest first",
  responses: {
    200: {
      description: 'Newest first',
      content: {
        'application/json': { schema: MyListingsSchema },
      },
    },
    ...errorResponses(401),
  },
});

export function myListingsRoutes(deps: AppDeps) {
  const listings = deps.store.collection(LISTINGS);
  const list = createRouter<AuthEnv>().openapi(myListingsRoute, async (c) => {
    const docs = await listings.find(
      { authorId: c.var.user._id },
      { sort: { createdAt: -1 }, limit: MY_LISTINGS_MAX, projection: OWN_CARD_PROJECTION },
    );
    const now = new Date();
    c.header('Cache-Control', 'no-store');
    return c.json({ items: docs.map((d) => ownCard(d, now)) }, 200);
  });
  return list.route('/', availabilityRoutes(deps));
}
