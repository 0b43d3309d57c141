/**
 * An in-memory snapshot of the listings in one category (and city key, when given): per listing its
 * id, status, creation date, price, area, freshness fields and `search.text` (the stored lower-case haystack).
 *
 * Read once per collection write version (result-cache.ts): a write makes the old snapshot
 * unreachable, so it is never older than the last write. A text query then scans the snapshot's
 * strings with `includes` (a few ms for 40,000 listings) instead of having the store test a regex
 * on every document (hundreds of ms). Cost: the first text query after a write reads the range
 * once, as an uncached search would. Memory: these few fields only (~30 MB for 100,000 listings),
 * at most 24 snapshots.
 */
import type { Collection, Doc, Filter } from '../../store/types';
import { queryKey, ResultCache } from './result-cache';

export interface SnapshotEntry {
  /** `_id`, `status`, `createdAt`, `search.{price,area}` (the sort keys' input), `staleAt`, `availability`. */
  doc: Doc;
  text: string;
}

const SNAPSHOT_FIELDS = {
  _id: 1,
  status: 1,
  createdAt: 1,
  'search.text': 1,
  'search.price': 1,
  'search.area': 1,
  staleAt: 1,
  availability: 1,
} as const;

const snapshots = new ResultCache(24, 10 * 60_000);

export function textSnapshot(col: Collection<Doc>, scope: Filter): Promise<SnapshotEntry[]> {
  return snapshots.get([col], `text-snapshot|${queryKey(scope)}`, async () => {
    const docs = await col.find(scope, { projection: SNAPSHOT_FIELDS });
    return docs.map((doc) => {
      const search = doc.search as { text?: unknown } | undefined;
      return { doc, text: typeof search?.text === 'string' ? search.text : '' };
    });
  });
}
