/**
 * Reads one sorted page of a bucketed search (bands.ts) without sorting every match.
 *
 * Bands are visited in sort order in growing groups (1, 1, 1, 2, 4, 8… bands); each group is one
 * indexed key range. A group that lies wholly before the page is only counted; the group holding
 * the page is read with the store's sort, skip and limit, which on the embedded store sorts just
 * that group. `total` is one count over the filter's narrowest band range. Correct on both
 * adapters: bands partition the matches, and within a group the store sorts exactly. Counts are
 * cached per filter and collection version (result-cache.ts: never older than the last write).
 */
import type { Collection, Doc, Filter, Projection, SortSpec } from '../../store/types';
import { bandRangeClause } from '../../domain/search/bands';
import { filterTotals, queryKey } from './result-cache';

export interface BandScan {
  field: string;
  /** Key prefix, e.g. 'sale|gurgaon|p'. */
  prefix: string;
  /** Bands to visit, in sort order. */
  bands: string[];
}

export interface SeekPlan {
  page: BandScan;
  /** Read the last band on its own (the "no value" band, whose documents sort apart). */
  isolateLast: boolean;
  /** Band range for the total (may be a narrower family than the page one). */
  count: BandScan;
  /** Everything else the documents must match. */
  rest: Filter[];
  sort: SortSpec;
  skip: number;
  limit: number;
  projection: Projection;
  /** Skip the count (rails that show no total); `total` is then the number of items. */
  withTotal?: boolean;
}

/**
 * The band range is the only top-level key: the embedded store picks its candidate index from
 * top-level equalities and ranges alone, so the other conditions live under $and.
 */
export function rangeFilter(scan: BandScan, bands: readonly string[], rest: Filter[]): Filter {
  const range = bandRangeClause(scan.field, scan.prefix, bands);
  return rest.length ? { ...range, $and: rest } : range;
}

export async function seekPage<T extends Doc>(
  col: Collection<T>,
  plan: SeekPlan,
): Promise<{ items: T[]; total: number }> {
  if (plan.count.bands.length === 0) return { items: [], total: 0 };
  const counted = plan.withTotal !== false;
  const total = counted
    ? await cachedCount(col, rangeFilter(plan.count, plan.count.bands, plan.rest))
    : Infinity;
  const items: T[] = [];
  const bands = plan.page.bands;
  let skipLeft = plan.skip;
  let need = plan.limit;
  let seen = 0;
  let size = 1;
  for (let i = 0; i < bands.length && need > 0 && seen < total;) {
    const end = plan.isolateLast && i < bands.length - 1 ? bands.length - 1 : bands.length;
    const group = bands.slice(i, Math.min(i + size, end));
    i += group.length;
    if (i > 2) size *= 2;
    const filter = rangeFilter(plan.page, group, plan.rest);
    let inGroup: number | undefined;
    if (skipLeft > 0) {
      inGroup = await cachedCount(col, filter);
      if (inGroup <= skipLeft) {
        skipLeft -= inGroup;
        seen += inGroup;
        continue;
      }
    }
    const docs = await col.find(filter, {
      sort: plan.sort,
      skip: skipLeft,
      limit: need,
      projection: plan.projection,
    });
    items.push(...docs);
    need -= docs.length;
    seen += inGroup ?? skipLeft + docs.length;
    skipLeft = 0;
  }
  return { items, total: counted ? total : items.length };
}

/** An exact count, remembered until the collection's next write. */
export function cachedCount(col: Collection<Doc>, filter: Filter): Promise<number> {
  return filterTotals.get([col], `count|${queryKey(filter)}`, () => col.count(filter));
}
