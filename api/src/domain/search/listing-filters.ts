/**
 * Which listing filters apply to which kind (spec part 2 §5). A filter that does not apply to the
 * chosen category or sub-type is IGNORED, not an error: the search page keeps its PG and commercial
 * values in the URL when the user switches type, and they must not empty the results.
 *  - PG filters (sharing, furnish, gender, occ) only for category pg.
 *  - Commercial filters (sub, amin, amax, seatType, smin, smax) only for category commercial.
 *  - Furnishing for commercial only with no sub-type or office / retail / mall_shop.
 *  - Seat type and seat counts only for the coworking sub-type.
 *  - Home type (`ptype`) only for sale and rent; furnishing also for sale and rent homes.
 */
import { COMMERCIAL_SUB_TYPES, SEAT_TYPES, type CommercialSubType } from '../posting/commercial-types';
import { PG_FURNISHING, PG_GENDER, PG_OCCUPANCY, PG_SHARING } from '../posting/pg-types';

export const LISTING_CATEGORIES = ['sale', 'rent', 'pg', 'commercial', 'plot'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
// The filters offer the posting forms' values: one vocabulary (spec part 3 §3).
export const COMMERCIAL_SUBS = COMMERCIAL_SUB_TYPES;
export type CommercialSub = CommercialSubType;
export const SHARING = PG_SHARING;
export const FURNISHING = PG_FURNISHING;
export const GENDERS = PG_GENDER;
export const OCCUPANCY = PG_OCCUPANCY;
export { SEAT_TYPES };

/**
 * The home types a sale or rent search can ask for (`ptype`, the Rent menu's "Apartments for
 * rent", "Houses for rent"), each with the posted property types it covers.
 */
export const HOME_TYPE_FILTERS = {
  apartment: { label: 'Apartment', types: ['apartment'] },
  'builder-floor': { label: 'Builder floor', types: ['builder floor'] },
  house: { label: 'House / villa', types: ['independent house', 'villa'] },
  penthouse: { label: 'Penthouse', types: ['penthouse'] },
} as const;
export type HomeTypeFilter = keyof typeof HOME_TYPE_FILTERS;
export const HOME_TYPE_KEYS = Object.keys(HOME_TYPE_FILTERS) as [HomeTypeFilter, ...HomeTypeFilter[]];

export interface ListingFilterInput {
  category?: ListingCategory | undefined;
  ptype?: HomeTypeFilter | undefined;
  sharing?: (typeof SHARING)[number] | undefined;
  furnish?: (typeof FURNISHING)[number] | undefined;
  gender?: (typeof GENDERS)[number] | undefined;
  occ?: (typeof OCCUPANCY)[number] | undefined;
  sub?: CommercialSub | undefined;
  amin?: number | undefined;
  amax?: number | undefined;
  seatType?: (typeof SEAT_TYPES)[number] | undefined;
  smin?: number | undefined;
  smax?: number | undefined;
}

const FURNISHED_SUBS: readonly (CommercialSub | undefined)[] = [undefined, 'office', 'retail', 'mall_shop'];

/** The same input with every filter that does not apply to its category/sub-type removed. */
export function applicableFilters(input: ListingFilterInput): ListingFilterInput {
  const { category } = input;
  const out: ListingFilterInput = { category };
  if (category === 'sale' || category === 'rent') {
    out.ptype = input.ptype;
    out.furnish = input.furnish;
  }
  if (category === 'pg') {
    out.sharing = input.sharing;
    out.furnish = input.furnish;
    out.gender = input.gender;
    out.occ = input.occ;
  }
  if (category === 'commercial') {
    out.sub = input.sub;
    out.amin = input.amin;
    out.amax = input.amax;
    if (FURNISHED_SUBS.includes(input.sub)) out.furnish = input.furnish;
    if (input.sub === 'coworking') {
      out.seatType = input.seatType;
      out.smin = input.smin;
      out.smax = input.smax;
    }
  }
  return out;
}

/** Store clauses for the applicable filters (run applicableFilters first). */
export function listingFilterClauses(f: ListingFilterInput): Record<string, unknown>[] {
  const clauses: Record<string, unknown>[] = [];
  const range = (field: string, min?: number, max?: number) => {
    if (min === undefined && max === undefined) return;
    clauses.push({
      [field]: { ...(min !== undefined ? { $gte: min } : {}), ...(max !== undefined ? { $lte: max } : {}) },
    });
  };
  if (f.ptype) clauses.push({ 'search.ptype': { $in: [...HOME_TYPE_FILTERS[f.ptype].types] } });
  if (f.sharing) clauses.push({ 'pgMeta.sharing': f.sharing });
  // 'any' is a listing's own value ("boys & girls"), and a visitor asking for 'male' can stay there too.
  if (f.gender) clauses.push({ 'pgMeta.gender': f.gender === 'any' ? 'any' : { $in: [f.gender, 'any'] } });
  if (f.occ) clauses.push({ 'pgMeta.occupancy': f.occ });
  if (f.furnish) clauses.push({ 'search.furnishing': f.furnish });
  if (f.sub) clauses.push({ commercialSubType: f.sub });
  range('search.area', f.amin, f.amax);
  if (f.seatType) clauses.push({ 'commercialMeta.seatType': f.seatType });
  range('commercialMeta.seatsAvailable', f.smin, f.smax);
  return clauses;
}

/** The listing searches' sort orders (GET /api/listings, /api/user-properties/search). */
export const LISTING_SORTS = ['new', 'priceLow', 'priceHigh', 'areaHigh'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
