/**
 * Everything under /api/user-properties (homes and plots posted by users):
 *  - GET /search: the secondary market, searched with the project query's parameter names so
 *    Recommendations and the hybrid page can reuse one form. type sale → sale listings, rent →
 *    rentals, none → both. Answers listing cards.
 *  - POST /: post a home or plot for sale or rent (the shared create path,
 *    _shared/create-listing.ts: exactly once per Idempotency-Key, created `pending`).
 *  - GET /{id}: one listing, the same document as GET /api/listings/{slugOrId} (the one builder,
 *    _shared/listing-detail.ts; pending/rejected for its author and admins only).
 *  - POST /{id}/enrich: the "Improve this listing" modal (enrich.routes.ts).
 */
import { z } from '@hono/zod-openapi';
import { validateSale } from '../../domain/posting/sale-rules';
import { searchListings } from '../../services/search/listing-query';
import { amenityClauses } from '../../domain/search/amenity-filter';
import {
  amenityListParam,
  enumParam,
  intParam,
  priceParam,
  textListParam,
} from '../../domain/search/query-params';
import type { Filter } from '../../store/types';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import {
  ListingDetailSchema,
  findVisibleListing,
  listingProject,
  listingViewer,
  publicListing,
} from '../_shared/listing-detail';
import { createRouter } from '../../http/validation';
import { createListingRoutes } from '../_shared/create-listing-route';
import { saleListing } from '../_shared/listing-docs';
import {
  ListingPageSchema,
  SEARCH_CARD_PROJECTION,
  listingSearchParams,
  searchCard,
} from '../_shared/listing-page.schemas';
import { SaleBody } from '../../domain/posting/posting-schemas';
import { IdParams, enrichRoutes } from './enrich.routes';
import { resolveListingProject } from './listing-project';

const searchRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/search',
  tags: ['Listings'],
  summary: 'Search live homes posted by users',
  description: 'priceMin/priceMax and minBudget/maxBudget are synonyms (priceMin wins when both are sent).',
  request: {
    query: z.object({
      ...listingSearchParams,
      type: enumParam(['sale', 'rent'] as const),
      priceMin: priceParam(false),
      priceMax: priceParam(true),
      minBudget: priceParam(false),
      maxBudget: priceParam(true),
      bedroomsMin: intParam(0, 20),
      propertyType: textListParam.openapi({ description: 'comma list, e.g. Apartment,Villa' }),
      amenities: amenityListParam.openapi({
        description: 'comma list, every one required (e.g. Parking,Lift)',
      }),
    }),
  },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: ListingPageSchema } } },
    ...errorResponses(400),
  },
});

const detailRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{id}',
  tags: ['Listings'],
  summary: 'One listing by id (pending/rejected: its author and admins only)',
  description: 'The same document as GET /api/listings/{slugOrId}.',
  request: { params: IdParams },
  responses: {
    200: { description: 'The listing', content: { 'application/json': { schema: ListingDetailSchema } } },
    ...errorResponses(400, 404),
  },
});

export function userPropertyRoutes(deps: AppDeps) {
  const listings = deps.store.collection('listings');
  const search = createRouter().openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const { page, limit } = query;
    const now = new Date();
    const clauses: Filter[] = [];
    if (query.bedroomsMin !== undefined) clauses.push({ 'search.bhk': { $gte: query.bedroomsMin } });
    if (query.propertyType?.length)
      clauses.push({ 'search.ptype': { $in: query.propertyType.map((t) => t.toLowerCase()) } });
    if (query.amenities?.length) clauses.push(...amenityClauses(query.amenities, 'listing'));
    const { items, total } = await searchListings(listings, {
      categories: query.type ? [query.type] : ['sale', 'rent'],
      city: query.city,
      q: query.q,
      min: query.priceMin ?? query.minBudget,
      max: query.priceMax ?? query.maxBudget,
      clauses,
      sort: query.sort,
      skip: (page - 1) * limit,
      limit,
      includeStale: query.includeStale,
      projection: SEARCH_CARD_PROJECTION,
    });
    const cards = items.map((d) => searchCard(d, now));
    return c.json({ items: cards, total, page, pages: Math.ceil(total / limit) }, 200);
  });
  const detail = createRouter<OptionalAuthEnv>().openapi(detailRoute, async (c) => {
    const doc = await findVisibleListing(listings, { _id: c.req.valid('param').id }, c.var.user);
    if (!doc) throw ApiError.notFound('Listing not found.');
    c.header('Vary', 'Authorization');
    if (c.var.user) c.header('Cache-Control', 'private, no-cache');
    const project = await listingProject(deps.store, doc);
    return c.json(publicListing(doc, listingViewer(doc, c.var.user), project), 200);
  });
  return search
    .route(
      '/',
      createListingRoutes(deps, {
        schema: SaleBody,
        summary: 'Post a home or plot for sale or rent',
        validate: validateSale,
        toListing: saleListing,
        resolve: resolveListingProject,
      }),
    )
    .route('/', enrichRoutes(deps))
    .route('/', detail);
}
