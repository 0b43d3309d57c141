/**
 * Reads one sorted page of a bucketed search (bands.ts) without sorting every match.
 *
 * Buckets are visited in sort order in growing groups (1, 1, 2, 4, 8… buckets). A group that lies
 * wholly before the page is only counted; the group holding the page is read with the store's
 * sort, skip and limit, which on the embedded store sorts just that group. `total` comes from one
 * count over every bucket, with the filter's most selective bucket family. Correct on both
 * adapters: buckets partition the matches, and within a group the store sorts exactly.
 */
import type { Collection, Doc, Filter, Projection, SortSpec } from '../../store/types';

export interface SeekPlan {
  /** Field holding the bucket keys used to read pages, e.g. 'search.kp'. */
  pageField: string;
  /** Every bucket to visit, in sort order; a bucket is the keys it has across categories. */
  pageKeys: string[][];
  /** Read the last bucket on its own (the "no value" bucket, whose documents sort apart). */
  isolateLast?: boolean;
  /** Field and keys for the total count (may be a narrower family than the page one). */
  countField: string;
  countKeys: string[];
  /** Everything else the documents must match (kept out of the top level: see below). */
  rest: Filter[];
  sort: SortSpec;
  skip: number;
  limit: number;
  projection: Projection;
}

/**
 * The bucket clause is the only top-level key: NeDB picks its candidate index from top-level
 * fields alone, so the other conditions live under $and where they cannot steal the choice.
 */
function bucketFilter(field: string, keys: string[], rest: Filter[]): Filter {
  return rest.length ? { [field]: { $in: keys }, $and: rest } : { [field]: { $in: keys } };
}

export async function seekPage<T extends Doc>(
  col: Collection<T>,
  plan: SeekPlan,
): Promise<{ items: T[]; total: number }> {
  const total = await col.count(bucketFilter(plan.countField, plan.countKeys, plan.rest));
  const items: T[] = [];
  let skipLeft = plan.skip;
  let need = plan.limit;
  let seen = 0;
  let size = 1;
  for (let i = 0; i < plan.pageKeys.length && need > 0 && seen < total;) {
    const n = plan.pageKeys.length;
    const group = plan.pageKeys.slice(i, Math.min(i + size, plan.isolateLast && i < n - 1 ? n - 1 : n));
    i += group.length;
    if (i > 2) size *= 2;
    const filter = bucketFilter(plan.pageField, group.flat(), plan.rest);
    let inGroup: number | undefined;
    if (skipLeft > 0) {
      inGroup = await col.count(filter);
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
  return { items, total };
}
