/**
 * Free-text listing search in one pass (spec part 2 §5: case-insensitive literal substring of the
 * stored lower-case `search.text` — title/project name, locality, location).
 *
 * The band walk (seek-pages.ts) is built for broad filters: a count plus a read of the first few
 * bands. A text filter is selective, so that walk touches most bands (often all of them) twice.
 * Here the category/city snapshot (text-snapshot.ts, never older than the last write) gives the
 * listings whose text contains the query. For the typical search (status, price range, text, no
 * kind-specific clauses: `simple`) the snapshot's fields decide the rest in memory with the same
 * rules as the store filter; otherwise the store checks the full filter on those ids only. The exact
 * total is the number of matches; the page is a slice of them sorted here (same order as the walk:
 * sort key, documents without a value last, ties by _id), and its cards are read by id. The sorted
 * match list is cached per collection version (result-cache.ts), so later pages cost one lookup.
 */
import type { Collection, Doc, Filter, Projection } from '../../store/types';
import { filterTotals, queryKey } from './result-cache';
import { textSnapshot, type SnapshotEntry } from './text-snapshot';
import { inDefaultSearch } from '../../domain/listings/freshness';

export interface TextPagePlan {
  /** Category/city key range plus every other clause, the substring check included. */
  filter: Filter;
  /** The category/city key range over all price bands (the snapshot's scope). */
  scope: Filter;
  /** The text, folded as in the substring clause. */
  folded: string;
  /**
   * Set when the filter is only status live + freshness (domain/listings/freshness.ts; `freshAt`
   * null when stale listings are included) + this price range + the text (decided in memory).
   */
  simple: { min?: number | undefined; max?: number | undefined; freshAt?: Date | null } | null;
  /** Sort key of a match (documents without a value map to ±Infinity so they come last). */
  key: (d: Doc) => number;
  dir: 1 | -1;
  skip: number;
  limit: number;
  projection: Projection;
  withTotal: boolean;
}

const KEY_FIELDS: Projection = { _id: 1, createdAt: 1, 'search.price': 1, 'search.area': 1 };

/** The store filter's rules for status, freshness and `search.price` ($gte/$lte match numbers only). */
function simpleMatch(e: SnapshotEntry, range: NonNullable<TextPagePlan['simple']>) {
  if (e.doc.status !== 'live') return false;
  if (e.doc.availability === 'sold' || e.doc.availability === 'rented') return false;
  if (range.freshAt && !inDefaultSearch(e.doc, range.freshAt)) return false;
  if (range.min === undefined && range.max === undefined) return true;
  const price = (e.doc.search as { price?: unknown } | undefined)?.price;
  if (typeof price !== 'number') return false;
  return (range.min === undefined || price >= range.min) && (range.max === undefined || price <= range.max);
}

async function matchingDocs<T extends Doc>(col: Collection<T>, plan: TextPagePlan): Promise<Doc[]> {
  // The listings containing the text, per scope and text (a price range or sort asks again).
  const hits = await filterTotals.get([col], `text-hits|${queryKey(plan.scope)}|${plan.folded}`, async () =>
    (await textSnapshot(col, plan.scope)).filter((e) => e.text.includes(plan.folded)),
  );
  const { simple } = plan;
  if (simple) return hits.filter((e) => simpleMatch(e, simple)).map((e) => e.doc);
  if (hits.length === 0) return [];
  // The _id list is the top-level key (an index lookup on both adapters); the store checks the
  // whole filter, substring clause included, so the snapshot only narrows.
  return col.find(
    { _id: { $in: hits.map((e) => e.doc._id) }, $and: [plan.filter] },
    { projection: KEY_FIELDS },
  );
}

export async function textPage<T extends Doc>(
  col: Collection<T>,
  plan: TextPagePlan,
): Promise<{ items: T[]; total: number }> {
  const mode = plan.simple ? 'simple' : 'store';
  const ids = await filterTotals.get(
    [col],
    `text-matches|${mode}|${plan.dir}|${queryKey(plan.filter)}`,
    async () =>
      (await matchingDocs(col, plan))
        .map((d) => ({ id: d._id, key: plan.key(d) }))
        .sort((a, b) => plan.dir * (a.key - b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((m) => m.id),
  );
  const pageIds = ids.slice(plan.skip, plan.skip + plan.limit);
  const docs = pageIds.length
    ? await col.find({ _id: { $in: pageIds } }, { projection: plan.projection })
    : [];
  const byId = new Map(docs.map((d) => [d._id, d]));
  // A document deleted between the two reads is left out of the page.
  const items = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { items, total: plan.withTotal ? ids.length : items.length };
}
