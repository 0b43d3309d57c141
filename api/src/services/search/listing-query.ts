/**
 * One listing search (the /listings, /marketplace/browse and /user-properties/search endpoints):
 * public rules in one place — only live listings, city by alias-normalised key, price range on the
 * listing's price (monthly rent for rentals and PGs), free text as a literal substring, the
 * kind-specific filters that apply (listing-filters.ts) — executed band by band (seek-pages.ts),
 * one category at a time (several categories are merged in sort order). With free text each
 * category is read in one pass instead (text-pages.ts). Whole answers are cached per normalised
 * query and collection version (result-cache.ts): never older than the last write.
 */
import type { Collection, Doc, Filter, Projection, SortSpec } from '../../store/types';
import {
  areaBands,
  bucketField,
  NONE,
  priceBands,
  recentWeeks,
  type Family,
} from '../../domain/search/bands';
import { normalizeCity } from '../../domain/search/city-aliases';
import { LISTING_CATEGORIES, type ListingCategory } from '../../domain/search/listing-filters';
import { queryKey, searchResults } from './result-cache';
import { rangeFilter, seekPage, type BandScan } from './seek-pages';
import { textPage } from './text-pages';
import { listingIndex } from './listing-index';
import { foldQueryText, substringClause } from '../../domain/search/text-match';
import { freshnessClauses } from '../../domain/listings/freshness';

import type { ListingSort } from '../../domain/search/listing-filters';

export { LISTING_SORTS, type ListingSort } from '../../domain/search/listing-filters';

/** How far back the "newest first" walk goes (ten years). */
const WEEKS_BACK = 52 * 10;

export interface ListingQuery {
  categories?: readonly ListingCategory[] | undefined;
  city?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** Free text: a literal, case-insensitive substring of search.text (run by text-pages.ts). */
  q?: string | undefined;
  /** Extra store clauses (kind filters, bedrooms, property type). */
  clauses?: Filter[];
  sort: ListingSort;
  skip: number;
  limit: number;
  projection: Projection;
  /**
   * Listings unconfirmed past their freshness period (domain/listings/freshness.ts) are left out
   * unless this is true; sold/rented listings are always left out.
   */
  includeStale?: boolean | undefined;
  /** false for rails: no total is counted (the count is most of a search's cost). */
  withTotal?: boolean;
  now?: Date;
}

/** Bands in the order a sort reads them; the no-value band always last. */
function ordered(bands: string[], descending: boolean): string[] {
  const values = bands.filter((b) => b !== NONE);
  if (descending) values.reverse();
  return bands.includes(NONE) ? [...values, NONE] : values;
}

const SORTS: Record<ListingSort, { spec: SortSpec; key: (d: Doc) => number; dir: 1 | -1 }> = {
  new: {
    spec: { createdAt: -1 },
    key: (d) => (d.createdAt instanceof Date ? d.createdAt.getTime() : 0),
    dir: -1,
  },
  priceLow: { spec: { 'search.price': 1 }, key: (d) => searchNumber(d, 'price', Infinity), dir: 1 },
  priceHigh: { spec: { 'search.price': -1 }, key: (d) => searchNumber(d, 'price', -Infinity), dir: -1 },
  areaHigh: { spec: { 'search.area': -1 }, key: (d) => searchNumber(d, 'area', -Infinity), dir: -1 },
};

function searchNumber(d: Doc, field: 'price' | 'area', missing: number): number {
  const v = (d.search as Record<string, unknown> | undefined)?.[field];
  return typeof v === 'number' ? v : missing;
}

export function searchListings<T extends Doc>(
  col: Collection<T>,
  query: ListingQuery,
): Promise<{ items: T[]; total: number }> {
  const normalised = {
    ...query,
    categories: query.categories?.length ? query.categories : LISTING_CATEGORIES,
    city: query.city?.trim() ? normalizeCity(query.city) : undefined,
    q: substringClause(query.q)?.$regex,
    withTotal: query.withTotal ?? true,
    includeStale: query.includeStale === true,
    // The "newest first" bands depend on the week; entries also expire after a minute.
    now: query.now?.toISOString(),
  };
  return searchResults.get([col], `listings|${queryKey(normalised)}`, () => runSearch(col, query));
}

async function runSearch<T extends Doc>(col: Collection<T>, query: ListingQuery) {
  const categories = query.categories?.length ? query.categories : LISTING_CATEGORIES;
  const city = query.city?.trim() ? normalizeCity(query.city) : undefined;
  const now = query.now ?? new Date();
  const rest: Filter[] = [{ status: 'live' }, ...freshnessClauses(now, query.includeStale === true)];
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
  // Last, so the cheap checks reject most documents before the regex runs.
  if (text) rest.push({ 'search.text': text });

  const sort = SORTS[query.sort];
  const family: Family = query.sort === 'new' ? 't' : query.sort === 'areaHigh' ? 'a' : 'p';
  const pageBands =
    family === 't'
      ? recentWeeks(now, WEEKS_BACK)
      : family === 'a'
        ? ordered(areaBands(), true)
        : ordered(priceBands(query.min, query.max), query.sort === 'priceHigh');
  const scan = (category: string, fam: Family, bands: string[]): BandScan => ({
    field: bucketField(fam, city !== undefined),
    prefix: `${category}|${city ?? '*'}|${fam}`,
    bands,
  });
  // With several categories each is read up to the end of the page, then merged.
  const several = categories.length > 1;
  // The common search (no text, no kind filters, a price or date sort) is answered from the
  // listing index when the store keeps one (listing-index.ts): the same rows, order and total.
  const bhkMin = indexableClauses(query.clauses ?? []);
  const index =
    !text && bhkMin !== null && query.sort !== 'areaHigh' && !city?.includes('|')
      ? await listingIndex(col)
      : null;
  const parts = await Promise.all(
    categories.map((category) => {
      const count = scan(category, 'p', priceBands(query.min, query.max));
      if (index?.usable() && count.bands.length > 0) {
        const page = scan(category, family, pageBands);
        const { ids, total } = index.page({
          field: fieldKey(page.field),
          keys: page.bands.map((b) => page.prefix + b),
          countField: fieldKey(count.field) as 'kp' | 'kpa',
          countKeys: count.bands.map((b) => count.prefix + b),
          min: query.min,
          max: query.max,
          bhkMin: bhkMin ?? undefined,
          freshAt: query.includeStale === true ? null : now,
          descending: sort.dir === -1,
          isolateLast: pageBands.at(-1) === NONE,
          skip: several ? 0 : query.skip,
          limit: several ? query.skip + query.limit : query.limit,
          withTotal: query.withTotal ?? true,
        });
        return byIds(col, ids, query.projection).then((items) => ({ items, total }));
      }
      if (text && count.bands.length > 0)
        return textPage(col, {
          filter: rangeFilter(count, count.bands, rest),
          scope: rangeFilter(scan(category, 'p', priceBands()), priceBands(), []),
          folded: foldQueryText(query.q),
          simple: query.clauses?.length
            ? null
            : { min: query.min, max: query.max, freshAt: query.includeStale ? null : now },
          key: sort.key,
          dir: sort.dir,
          skip: several ? 0 : query.skip,
          limit: several ? query.skip + query.limit : query.limit,
          projection: query.projection,
          withTotal: query.withTotal ?? true,
        });
      return seekPage(col, {
        page: scan(category, family, pageBands),
        isolateLast: pageBands.at(-1) === NONE,
        count,
        rest,
        sort: sort.spec,
        skip: several ? 0 : query.skip,
        limit: several ? query.skip + query.limit : query.limit,
        projection: query.projection,
        withTotal: query.withTotal ?? true,
      });
    }),
  );
  const total = parts.reduce((s, p) => s + p.total, 0);
  if (!several) return { items: parts[0]?.items ?? [], total };
  const merged = parts
    .flatMap((p) => p.items)
    .sort((a, b) => sort.dir * (sort.key(a) - sort.key(b)) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { items: merged.slice(query.skip, query.skip + query.limit), total };
}

/** 'search.kpa' → 'kpa': the index's name for a band-key field. */
const fieldKey = (field: string) => field.slice('search.'.length) as 'kp' | 'kpa' | 'kt' | 'kta';

/** The documents of `ids`, in that order (one deleted meanwhile is left out). */
async function byIds<T extends Doc>(col: Collection<T>, ids: string[], projection: Projection): Promise<T[]> {
  if (ids.length === 0) return [];
  const docs = await col.find({ _id: { $in: ids } }, { projection });
  const byId = new Map(docs.map((d) => [d._id, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The extra clauses the listing index can decide: none, or exactly `{ 'search.bhk': { $gte: n } }`
 * (bedrooms at least n). Gives n (undefined for none), or null when the store must decide.
 */
function indexableClauses(clauses: readonly Filter[]): number | undefined | null {
  if (clauses.length === 0) return undefined;
  const [only] = clauses;
  if (clauses.length > 1 || !only || Object.keys(only).join() !== 'search.bhk') return null;
  const range = only['search.bhk'];
  if (typeof range !== 'object' || range === null || Object.keys(range).join() !== '$gte') return null;
  const min = (range as { $gte: unknown }).$gte;
  return typeof min === 'number' && Number.isFinite(min) ? min : null;
}
