/**
 * The denormalised `search` sub-document of a listing: lower-case keys and bucket keys that let
 * the embedded store answer searches from one index (bands.ts), plus the price and area every
 * filter and sort reads. It is derived from the listing alone, so whoever writes a listing keeps
 * it current by calling `withListingSearch()` (start-up backfills documents that lack it).
 */
import { areaBand, bucketKey, priceBand, weekBand } from './bands';
import { normalizeCity } from './city-aliases';
import { searchText } from './text-match';

/** Bump when the shape or rules change: start-up recomputes documents with an older version. */
export const LISTING_SEARCH_VERSION = 2;

export interface ListingSearch {
  v: number;
  city: string;
  state: string;
  ptype: string;
  price?: number;
  area?: number;
  bhk?: number;
  furnishing?: string;
  text: string;
  /** Bucket keys (bands.ts): price band, area band, week created; the `…a` twins have '*' for city. */
  kp: string;
  kpa: string;
  ka: string;
  kaa: string;
  kt: string;
  kta: string;
}

interface ListingLike {
  category?: unknown;
  city?: unknown;
  state?: unknown;
  propertyType?: unknown;
  price?: unknown;
  pricePerMonth?: unknown;
  areaSqft?: unknown;
  bhk?: unknown;
  bedrooms?: unknown;
  furnishing?: unknown;
  commercialMeta?: unknown;
  title?: unknown;
  projectName?: unknown;
  buildingName?: unknown;
  locality?: unknown;
  sector?: unknown;
  address?: unknown;
  createdAt?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function listingSearchFields(doc: ListingLike): ListingSearch {
  const category = str(doc.category) ?? 'sale';
  const city = normalizeCity(str(doc.city) ?? '');
  const meta = (doc.commercialMeta ?? {}) as Record<string, unknown>;
  const price = num(doc.price) ?? num(doc.pricePerMonth);
  const area = num(doc.areaSqft) ?? num(meta.coveredArea);
  const bhk = num(doc.bhk) ?? num(doc.bedrooms);
  const furnishing = str(doc.furnishing) ?? str(meta.furnishing);
  const created = doc.createdAt instanceof Date ? doc.createdAt : new Date(0);
  return {
    v: LISTING_SEARCH_VERSION,
    city,
    state: (str(doc.state) ?? '').toLowerCase(),
    ptype: (str(doc.propertyType) ?? '').toLowerCase(),
    ...(price !== undefined ? { price } : {}),
    ...(area !== undefined ? { area } : {}),
    ...(bhk !== undefined ? { bhk } : {}),
    ...(furnishing ? { furnishing } : {}),
    text: searchText([
      str(doc.title),
      str(doc.projectName),
      str(doc.buildingName),
      str(doc.locality),
      str(doc.sector),
      str(doc.address),
      str(doc.city),
    ]),
    kp: bucketKey(category, city, 'p', priceBand(price)),
    kpa: bucketKey(category, '*', 'p', priceBand(price)),
    ka: bucketKey(category, city, 'a', areaBand(area)),
    kaa: bucketKey(category, '*', 'a', areaBand(area)),
    kt: bucketKey(category, city, 't', weekBand(created)),
    kta: bucketKey(category, '*', 't', weekBand(created)),
  };
}

/**
 * A listing with its search fields, for inserts and full replacements.
 * @example await listings.insertOne(withListingSearch({ ...draft, createdAt: new Date() }));
 */
export function withListingSearch<T extends ListingLike>(doc: T): T & { search: ListingSearch } {
  return { ...doc, search: listingSearchFields(doc) };
}
