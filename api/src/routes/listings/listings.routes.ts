/**
 * GET /api/listings (the listing browser and /search) and GET /api/listings/{slugOrId}.
 * Only live listings are public; anything else answers 404 like a listing that does not exist.
 * The detail takes an optional session: with a valid token it says whether the caller is the
 * author (`viewer`), without one (or with an invalid one) it answers as to anyone.
 */
import { z } from '@hono/zod-openapi';
import { applicableFilters, listingFilterClauses } from '../../domain/search/listing-filters';
import { searchListings } from '../../services/search/listing-query';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { LISTING_CARD_PROJECTION, listingCard } from '../../domain/search/public-listing';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { ListingDetailSchema, listingViewer, publicListing } from '../_shared/listing-detail';
import { ListingPageSchema } from '../_shared/listing-page.schemas';
import { ListingsQuerySchema } from './listings.schemas';

const searchRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['Listings'],
  summary: 'Search live listings (sale, rent, pg, commercial, plot)',
  description:
    'Filters that do not apply to the chosen category (PG filters outside pg, commercial filters ' +
    'outside commercial, furnish for warehouse/land/coworking, seat filters outside coworking) are ignored.',
  request: { query: ListingsQuerySchema },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: ListingPageSchema } } },
    ...errorResponses(400),
  },
});

const detailRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{slugOrId}',
  tags: ['Listings'],
  summary: 'One live listing by slug or id',
  description:
    'Public fields only. Send a session token (optional) to learn in `viewer` whether you posted it ' +
    'and may improve it; anonymous callers get `viewer: { isAuthor: false, canEdit: false }`.',
  request: { params: z.object({ slugOrId: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: ListingDetailSchema } } },
    ...errorResponses(404),
  },
});

export function listingRoutes(deps: AppDeps) {
  const listings = deps.store.collection('listings');
  return createRouter<OptionalAuthEnv>()
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const { page, limit } = query;
      const { items, total } = await searchListings(listings, {
        categories: query.category ? [query.category] : undefined,
        city: query.city,
        min: query.min,
        max: query.max,
        q: query.q,
        clauses: listingFilterClauses(applicableFilters(query)),
        sort: query.sort,
        skip: (page - 1) * limit,
        limit,
        projection: LISTING_CARD_PROJECTION,
      });
      return c.json({ items: items.map(listingCard), total, page, pages: Math.ceil(total / limit) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { slugOrId } = c.req.valid('param');
      const doc =
        (await listings.findOne({ slug: slugOrId, $and: [{ status: 'live' }] })) ??
        (await listings.findOne({ _id: slugOrId, $and: [{ status: 'live' }] }));
      if (!doc) throw ApiError.notFound('Listing not found.');
      // The answer differs per caller (viewer): shared caches must key on the token, or not keep it.
      c.header('Vary', 'Authorization');
      if (c.var.user) c.header('Cache-Control', 'private, no-cache');
      return c.json(publicListing(doc, listingViewer(doc, c.var.user)), 200);
    });
}
