/**
 * Free-text listing search in one pass (spec part 2 §5: case-insensitive literal substring of the
 * stored lower-case `search.text` — title/project name, locality, location).
 *
 * The band walk (seek-pages.ts) is built for broad filters: a count plus a read of the first few
 * bands. A text filter is selective, so that walk touches most bands (often all of them) twice.
 * Here an in-memory snapshot of the texts in the category (and city) key range gives the candidate
 * ids (text-snapshot.ts), the store applies the exact filter to those ids only, and only each
 * match's id and sort key come back; the exact total is
 * the number of matches, the page is a slice of them sorted here (same order as the walk: sort key,
 * documents without a value last, ties by _id), and its cards are read by id. The sorted match list
 * is cached per collection version (result-cache.ts), so later pages and repeats cost one lookup.
 */
import type { Collection, Doc, Filter, Projection } from '../../store/types';
import { filterTotals, queryKey } from './result-cache';
import { textCandidates } from './text-snapshot';

export interface TextPagePlan {
  /** Category/city key range plus every other clause, the substring check included. */
  filter: Filter;
  /** The category/city key range over all price bands (the text snapshot's scope). */
  scope: Filter;
  /** The text, folded as in the substring clause. */
  folded: string;
  /** Sort key of a match (documents without a value map to ±Infinity so they come last). */
  key: (d: Doc) => number;
  dir: 1 | -1;
  skip: number;
  limit: number;
  projection: Projection;
  withTotal: boolean;
}

const KEY_FIELDS: Projection = { _id: 1, createdAt: 1, 'search.price': 1, 'search.area': 1 };

export async function textPage<T extends Doc>(
  col: Collection<T>,
  plan: TextPagePlan,
): Promise<{ items: T[]; total: number }> {
  const ids = await filterTotals.get([col], `text-matches|${plan.dir}|${queryKey(plan.filter)}`, async () => {
    const candidates = await textCandidates(col, plan.scope, plan.folded);
    if (candidates.length === 0) return [];
    // The _id list is the top-level key (an index lookup on both adapters); the filter, substring
    // clause included, is checked by the store as before, so the snapshot only narrows.
    const matches = await col.find(
      { _id: { $in: candidates }, $and: [plan.filter] },
      { projection: KEY_FIELDS },
    );
    return matches
      .map((d) => ({ id: d._id, key: plan.key(d) }))
      .sort((a, b) => plan.dir * (a.key - b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((m) => m.id);
  });
  const pageIds = ids.slice(plan.skip, plan.skip + plan.limit);
  const docs = pageIds.length
    ? await col.find({ _id: { $in: pageIds } }, { projection: plan.projection })
    : [];
  const byId = new Map(docs.map((d) => [d._id, d]));
  // A document deleted between the two reads is left out of the page.
  const items = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { items, total: plan.withTotal ? ids.length : items.length };
}
