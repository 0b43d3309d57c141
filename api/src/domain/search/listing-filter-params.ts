/**
 * The listing search's narrowing parameters, declared once: GET /api/listings parses its query with
 * them (routes/listings/listings.schemas.ts, adding page, limit, sort and includeStale) and a saved
 * listing search checks its stored filters with them (domain/saved-searches/saved-search-filters.ts),
 * so a saved search can hold exactly what the results page can ask for.
 */
import {
  COMMERCIAL_SUBS,
  FURNISHING,
  GENDERS,
  HOME_TYPE_KEYS,
  LISTING_CATEGORIES,
  OCCUPANCY,
  SEAT_TYPES,
  SHARING,
} from './listing-filters';
import { enumParam, numberParam, priceParam, textParam } from './query-params';

export const listingFilterParams = {
  category: enumParam(LISTING_CATEGORIES),
  city: textParam,
  q: textParam,
  min: priceParam(false),
  max: priceParam(true),
  ptype: enumParam(HOME_TYPE_KEYS).openapi({
    description:
      'sale and rent only: apartment, builder-floor, house (independent house or villa), penthouse',
  }),
  sharing: enumParam(SHARING).openapi({ description: 'PG only; ignored for other categories' }),
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
};

export const LISTING_FILTER_KEYS = Object.keys(listingFilterParams) as (keyof typeof listingFilterParams)[];
