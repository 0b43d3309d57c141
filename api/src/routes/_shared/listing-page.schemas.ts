/**
 * The listing card page that both listing searches answer (GET /api/listings and
 * GET /api/user-properties/search) and the query parameters they share, for the OpenAPI doc and
 * the typed client.
 */
import { z } from '@hono/zod-openapi';
import { LISTING_SORTS } from '../../domain/search/listing-filters';
import { boolParam, enumParam, intParam, textParam } from '../../domain/search/query-params';
import { inDefaultSearch } from '../../domain/listings/freshness';
import { LISTING_CARD_PROJECTION, listingCard } from '../../domain/search/public-listing';
import type { Doc, Projection } from '../../domain/query-language';

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
    stale: z.literal(true).optional().openapi({
      description: 'Only with includeStale=1: unconfirmed past its period, "may no longer be available"',
    }),
  })
  .openapi('ListingCard');

/** The card projection plus what the stale mark needs. */
export const SEARCH_CARD_PROJECTION: Projection = { ...LISTING_CARD_PROJECTION, staleAt: 1, availability: 1 };

/** A search result's card, marked `stale: true` when it is out of default search (includeStale=1). */
export function searchCard(doc: Doc, now: Date) {
  const card = listingCard(doc);
  return inDefaultSearch(doc, now) ? card : { ...card, stale: true as const };
}

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
  includeStale: boolParam.openapi({
    description: '1: also listings unconfirmed past their freshness period (cards say stale: true)',
  }),
};
