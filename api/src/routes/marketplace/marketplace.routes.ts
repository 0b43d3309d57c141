/** GET /api/marketplace/browse: the home page's "Homes for sale" rail and similar rails. */
import { z } from '@hono/zod-openapi';
import { LISTING_CATEGORIES } from '../../domain/search/listing-filters';
import { searchListings } from '../../services/search/listing-query';
import { browseItem, LISTING_CARD_PROJECTION } from '../../domain/search/public-listing';
import { enumParam, intParam, textParam } from '../../domain/search/query-params';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';

const BROWSE_SORTS = ['recent', 'new', 'priceLow', 'priceHigh', 'areaHigh'] as const;

export const BrowseItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    photos: z.array(z.string()),
    image: z.string().nullable(),
    priceDisplay: z.string().openapi({ example: '₹1.2 Cr' }),
    priceValue: z.number().nullable(),
    bhk: z.number().nullable(),
    areaSqft: z.number().nullable(),
    kind: z.string().nullable(),
    category: z.string().nullable(),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    url: z.string(),
    source: z.literal('user'),
    sellerType: z.string().nullable(),
    verified: z.boolean(),
  })
  .openapi('BrowseItem');

const browseRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/browse',
  tags: ['Listings'],
  summary: 'A rail of live user listings of one category',
  request: {
    query: z.object({
      category: enumParam(LISTING_CATEGORIES, 'sale'),
      sort: enumParam(BROWSE_SORTS, 'recent').openapi({ description: "'recent' is newest first" }),
      limit: intParam(1, 50, 16),
      city: textParam,
    }),
  },
  responses: {
    200: {
      description: 'The rail',
      content: { 'application/json': { schema: z.object({ items: z.array(BrowseItemSchema) }) } },
    },
    ...errorResponses(400),
  },
});

export function marketplaceRoutes({ store }: AppDeps) {
  const listings = store.collection('listings');
  return createRouter().openapi(browseRoute, async (c) => {
    const { category, sort, limit, city } = c.req.valid('query');
    const { items } = await searchListings(listings, {
      categories: [category],
      city,
      sort: sort === 'recent' ? 'new' : sort,
      skip: 0,
      limit,
      projection: LISTING_CARD_PROJECTION,
      withTotal: false,
    });
    return c.json({ items: items.map(browseItem) }, 200);
  });
}
