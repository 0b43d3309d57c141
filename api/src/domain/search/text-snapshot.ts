/**
 * Free-text candidates from an in-memory snapshot of `search.text` (the stored lower-case haystack).
 *
 * For one category (and city key, when given) the snapshot holds every listing's id and text, read
 * once per collection write version (result-cache.ts: a write makes the old snapshot unreachable, so
 * it is never older than the last write). A text query then scans the snapshot's strings with
 * `includes` (a few ms for 40,000 listings) instead of having the store test a regex on every
 * document. The candidates are only a narrowing: the caller still sends the exact substring clause
 * and every other filter to the store, restricted to the candidate ids, so results stay exact.
 * Cost: the first text query after a write reads the range once (as a non-cached search would).
 * Memory: ids and texts only (~25 MB for 100,000 listings), at most 24 snapshots.
 */
import type { Collection, Doc, Filter } from '../../store/types';
import { queryKey, ResultCache } from './result-cache';

interface Snapshot {
  ids: string[];
  texts: string[];
}

const snapshots = new ResultCache(24, 10 * 60_000);

/** Ids in `range` whose search text contains `folded` (lower-case, spaces collapsed). */
export async function textCandidates(col: Collection<Doc>, range: Filter, folded: string): Promise<string[]> {
  const snap = await snapshots.get([col], `text-snapshot|${queryKey(range)}`, async (): Promise<Snapshot> => {
    const docs = await col.find(range, { projection: { _id: 1, 'search.text': 1 } });
    return {
      ids: docs.map((d) => d._id),
      texts: docs.map((d) => {
        const text = (d.search as { text?: unknown } | undefined)?.text;
        return typeof text === 'string' ? text : '';
      }),
    };
  });
  const out: string[] = [];
  for (let i = 0; i < snap.texts.length; i++) {
    if ((snap.texts[i] as string).includes(folded)) out.push(snap.ids[i] as string);
  }
  return out;
}
