/**
 * GET /api/listings (the listing browser and /search) and GET /api/listings/{slugOrId}.
 * Only live listings are public; anything else answers 404 like a listing that does not exist.
 */
import { z } from '@hono/zod-openapi';
import { applicableFilters, listingFilterClauses } from '../../domain/search/listing-filters';
import { searchListings } from '../../domain/search/listing-query';
import { LISTING_CARD_PROJECTION, listingCard, listingDetail } from '../../domain/search/public-listing';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { ListingDetailSchema, ListingPageSchema, ListingsQuerySchema } from './listings.schemas';

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
  request: { params: z.object({ slugOrId: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: ListingDetailSchema } } },
    ...errorResponses(404),
  },
});

export function listingRoutes({ store }: AppDeps) {
  const listings = store.collection('listings');
  return createRouter()
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
      return c.json(listingDetail(doc), 200);
    });
}
