/** Response shapes of the listing endpoints, for the OpenAPI doc and the typed client. */
import { z } from '@hono/zod-openapi';
import {
  COMMERCIAL_SUBS,
  FURNISHING,
  GENDERS,
  LISTING_CATEGORIES,
  OCCUPANCY,
  SEAT_TYPES,
  SHARING,
} from '../../domain/search/listing-filters';
import { LISTING_SORTS } from '../../domain/search/listing-query';
import { enumParam, intParam, numberParam, priceParam, textParam } from '../../domain/search/query-params';

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

export const ListingsQuerySchema = z.object({
  category: enumParam(LISTING_CATEGORIES),
  ...listingSearchParams,
  min: priceParam(false),
  max: priceParam(true),
  sharing: enumParam(SHARING).openapi({ description: 'PG only; ignored for other categories' }),
  furnish: enumParam(FURNISHING).openapi({
    description: 'PG, or commercial with no sub or sub office/retail/mall_shop; ignored otherwise',
  }),
  gender: enumParam(GENDERS).openapi({ description: "PG only; 'male'/'female' also match 'any' PGs" }),
  occ: enumParam(OCCUPANCY).openapi({ description: 'PG only' }),
  sub: enumParam(COMMERCIAL_SUBS).openapi({ description: 'commercial only' }),
  amin: numberParam.openapi({ description: 'commercial only: minimum area, sq ft' }),
  amax: numberParam.openapi({ description: 'commercial only: maximum area, sq ft' }),
  seatType: enumParam(SEAT_TYPES).openapi({ description: 'coworking only' }),
  smin: numberParam.openapi({ description: 'coworking only: minimum seats' }),
  smax: numberParam.openapi({ description: 'coworking only: maximum seats' }),
});
