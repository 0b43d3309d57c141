/** The query of GET /api/listings: the listing browser's filters, per category. */
import { z } from '@hono/zod-openapi';
import {
  COMMERCIAL_SUBS,
  FURNISHING,
  GENDERS,
  HOME_TYPE_KEYS,
  LISTING_CATEGORIES,
  OCCUPANCY,
  SEAT_TYPES,
  SHARING,
} from '../../domain/search/listing-filters';
import { enumParam, numberParam, priceParam } from '../../domain/search/query-params';
import { listingSearchParams } from '../_shared/listing-page.schemas';

export const ListingsQuerySchema = z.object({
  category: enumParam(LISTING_CATEGORIES),
  ...listingSearchParams,
  min: priceParam(false),
  max: priceParam(true),
  sharing: enumParam(SHARING).openapi({ description: 'PG only; ignored for other categories' }),
  ptype: enumParam(HOME_TYPE_KEYS).openapi({
    description:
      'sale and rent only: apartment, builder-floor, house (independent house or villa), penthouse',
  }),
  furnish: enumParam(FURNISHING).openapi({
    description:
      'sale, rent, PG, or commercial with no sub or sub office/retail/mall_shop; ignored otherwise',
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
