/**
 * The listing card page that both listing searches answer (GET /api/listings and
 * GET /api/user-properties/search) and the query parameters they share, for the OpenAPI doc and
 * the typed client.
 */
import { z } from '@hono/zod-openapi';
import { LISTING_SORTS } from '../../domain/search/listing-filters';
import { enumParam, intParam, textParam } from '../../domain/search/query-params';

const nstr = z.string().nullable();
const nnum = z.number().nullable();

export const ListingCardSchema = z
  .object({
    id: z.string(),
    slug: nstr,
    title: z.string(),
    category: nstr,
    listingType: nstr,
    propertyType: nstr,
    commercialSubType: nstr,
    city: nstr,
    locality: nstr,
    sector: nstr,
    price: nnum,
    pricePerMonth: nnum,
    priceValue: nnum.openapi({ description: 'price, or the monthly rent for rentals and PGs' }),
    areaSqft: nnum,
    area: nnum,
    areaUnit: nstr,
    bhk: nnum,
    bathrooms: nnum,
    furnishing: nstr,
    photos: z.array(z.string()),
    image: nstr,
    verified: z.boolean(),
    sellerType: nstr,
    pgMeta: z.record(z.string(), z.unknown()).nullable(),
    commercialMeta: z.record(z.string(), z.unknown()).nullable(),
    createdAt: nstr,
    url: z.string().openapi({ example: '/user-property/65f0c0ffee0000000000abcd' }),
  })
  .openapi('ListingCard');

export const ListingPageSchema = z
  .object({ items: z.array(ListingCardSchema), total: z.number(), page: z.number(), pages: z.number() })
  .openapi('ListingPage');

/** The common part of every listing search (spec /search params). */
export const listingSearchParams = {
  page: intParam(1, 10_000, 1),
  limit: intParam(1, 50, 12),
  sort: enumParam(LISTING_SORTS, 'new'),
  q: textParam,
  city: textParam,
};
