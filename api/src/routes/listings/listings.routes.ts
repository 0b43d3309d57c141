/**
 * GET /api/listings (the listing browser and /search), GET /api/listings/{slugOrId} and
 * GET /api/listings/{slugOrId}/price-insights.
 * Search answers live listings still in default search (domain/listings/freshness.ts; includeStale=1
 * brings back the unconfirmed ones, marked `stale`). The detail is public for a live listing; a
 * pending or rejected one only for its author and admins, anyone else gets 404 like a listing that
 * does not exist. The detail takes an optional session: with a valid token it says whether the
 * caller is the author (`viewer`), without one (or with an invalid one) it answers as to anyone.
 */
import { z } from '@hono/zod-openapi';
import { applicableFilters, listingFilterClauses } from '../../domain/search/listing-filters';
import { searchListings } from '../../services/search/listing-query';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { listingPriceInsights } from '../../services/search/price-insights';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import {
  ListingDetailSchema,
  PriceInsightsSchema,
  findVisibleListing,
  listingProject,
  listingViewer,
  publicListing,
} from '../_shared/listing-detail';
import type { Doc } from '../../store/types';
import { ListingPageSchema, SEARCH_CARD_PROJECTION, searchCard } from '../_shared/listing-page.schemas';
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
  summary: 'One listing by slug or id (pending/rejected: its author and admins only)',
  description:
    'Public fields only. Send a session token (optional) to learn in `viewer` whether you posted it ' +
    'and may improve it; anonymous callers get `viewer: { isAuthor: false, canEdit: false }`. ' +
    'The same document as GET /api/user-properties/{id}.',
  request: { params: z.object({ slugOrId: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: ListingDetailSchema } } },
    ...errorResponses(404),
  },
});

const insightsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{slugOrId}/price-insights',
  tags: ['Listings'],
  summary: "This listing's ₹/sq ft against the median of comparable live listings",
  description:
    'Comparables: live listings in default search of the same category and listing type, city and ' +
    'locality, area within ±30 %, this one excluded; `available` only with at least 5. Rentals compare ' +
    'monthly rent per sq ft. `method` states the rule and the count in one line.',
  request: { params: z.object({ slugOrId: z.string().min(1).max(200) }) },
  responses: {
    200: {
      description: 'Computed insights',
      content: { 'application/json': { schema: PriceInsightsSchema } },
    },
    ...errorResponses(404),
  },
});

export function listingRoutes(deps: AppDeps) {
  const listings = deps.store.collection('listings');
  const find = async (slugOrId: string, user: { _id: string; role: string } | undefined): Promise<Doc> => {
    const doc =
      (await findVisibleListing(listings, { slug: slugOrId }, user)) ??
      (await findVisibleListing(listings, { _id: slugOrId }, user));
    if (!doc) throw ApiError.notFound('Listing not found.');
    return doc;
  };
  return createRouter<OptionalAuthEnv>()
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const { page, limit } = query;
      const now = new Date();
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
        includeStale: query.includeStale,
        projection: SEARCH_CARD_PROJECTION,
      });
      const cards = items.map((d) => searchCard(d, now));
      return c.json({ items: cards, total, page, pages: Math.ceil(total / limit) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const doc = await find(c.req.valid('param').slugOrId, c.var.user);
      // The answer differs per caller (viewer): shared caches must key on the token, or not keep it.
      c.header('Vary', 'Authorization');
      if (c.var.user) c.header('Cache-Control', 'private, no-cache');
      const project = await listingProject(deps.store, doc);
      return c.json(publicListing(doc, listingViewer(doc, c.var.user), project), 200);
    })
    .openapi(insightsRoute, async (c) => {
      const doc = await find(c.req.valid('param').slugOrId, c.var.user);
      c.header('Vary', 'Authorization');
      if (doc.status !== 'live') c.header('Cache-Control', 'private, no-cache');
      return c.json(await listingPriceInsights(listings, doc), 200);
    });
}
