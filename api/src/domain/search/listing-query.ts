/**
 * One listing search (the /listings, /marketplace/browse and /user-properties/search endpoints):
 * public rules in one place — only live listings, city by alias-normalised key, price range on the
 * listing's price (monthly rent for rentals and PGs), free text as a literal substring, the
 * kind-specific filters that apply (listing-filters.ts) — executed bucket by bucket (seek-pages.ts).
 */
import type { Collection, Doc, Filter, Projection, SortSpec } from '../../store/types';
import { areaBands, NONE, priceBands, queryKeys, recentWeeks, type Family } from './bands';
import { normalizeCity } from './city-aliases';
import { LISTING_CATEGORIES, type ListingCategory } from './listing-filters';
import { seekPage } from './seek-pages';
import { substringClause } from './text-match';

export const LISTING_SORTS = ['new', 'priceLow', 'priceHigh', 'areaHigh'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** How far back the "newest first" walk goes; older listings still count but sort after. */
const WEEKS_BACK = 26 * 20;

export interface ListingQuery {
  categories?: readonly ListingCategory[] | undefined;
  city?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
  q?: string | undefined;
  /** Extra store clauses (kind filters, bedrooms, property type). */
  clauses?: Filter[];
  sort: ListingSort;
  skip: number;
  limit: number;
  projection: Projection;
  now?: Date;
}

/** Bucket lists per family, each bucket being one band's keys across the categories. */
function buckets(
  categories: readonly string[],
  cityKey: string | undefined,
  family: Family,
  bands: string[],
) {
  return bands.map((b) => queryKeys(categories, cityKey, family, [b]));
}

/** Bands in the order a sort reads them; the no-value bucket always last. */
function ordered(bands: string[], descending: boolean): string[] {
  const values = bands.filter((b) => b !== NONE);
  if (descending) values.reverse();
  return bands.includes(NONE) ? [...values, NONE] : values;
}

export async function searchListings<T extends Doc>(col: Collection<T>, query: ListingQuery) {
  const categories = query.categories?.length ? query.categories : LISTING_CATEGORIES;
  const city = query.city?.trim() ? normalizeCity(query.city) : undefined;
  const rest: Filter[] = [{ status: 'live' }];
  if (query.min !== undefined || query.max !== undefined) {
    rest.push({
      'search.price': {
        ...(query.min !== undefined ? { $gte: query.min } : {}),
        ...(query.max !== undefined ? { $lte: query.max } : {}),
      },
    });
  }
  rest.push(...(query.clauses ?? []));
  const text = substringClause(query.q);
  // Last, so the cheap equality checks reject most documents before the regex runs.
  if (text) rest.push({ 'search.text': text });

  const prices = priceBands(query.min, query.max);
  const page =
    query.sort === 'new'
      ? { field: 'search.kt', family: 't' as const, bands: recentWeeks(query.now ?? new Date(), WEEKS_BACK) }
      : query.sort === 'areaHigh'
        ? { field: 'search.ka', family: 'a' as const, bands: ordered(areaBands(), true) }
        : { field: 'search.kp', family: 'p' as const, bands: ordered(prices, query.sort === 'priceHigh') };
  const sort: SortSpec =
    query.sort === 'new'
      ? { createdAt: -1 }
      : query.sort === 'areaHigh'
        ? { 'search.area': -1 }
        : { 'search.price': query.sort === 'priceHigh' ? -1 : 1 };

  return seekPage(col, {
    pageField: page.field,
    pageKeys: buckets(categories, city, page.family, page.bands),
    isolateLast: page.bands.at(-1) === NONE,
    countField: 'search.kp',
    countKeys: queryKeys(categories, city, 'p', prices),
    rest,
    sort,
    skip: query.skip,
    limit: query.limit,
    projection: query.projection,
  });
}
