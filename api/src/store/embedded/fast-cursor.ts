/**
 * find and count on a loaded NeDB datastore, with NeDB's results and a fraction of its work.
 *
 * NeDB's Cursor tests every candidate its index gives with `model.match`, which re-reads the query
 * for each document, sorts every match before slicing out the page, and deep-copies the page. Here:
 *  - the query is compiled once (compiled-query.ts, the same meaning as `model.match`);
 *  - the candidates are NeDB's own (`_getCandidatesAsync`: the same index choice and TTL removal),
 *    read inside NeDB's executor like its Cursor, so no write is seen half-applied;
 *  - a count only counts; an unsorted read stops at its limit, as NeDB's does;
 *  - a sorted page keeps only the first skip + limit matches in a bounded heap, ordered by NeDB's
 *    comparison (`compareThings` per sort key, then the candidate order, as NeDB's stable sort), so
 *    the page and its order are NeDB's exactly without sorting every match;
 *  - the projection and the copy are NeDB's own (its Cursor's `_project` and `findAsync`'s copy),
 *    applied to the page only.
 * Uses NeDB internals (`executor`, `_getCandidatesAsync`, `Cursor#_project`, `Cursor#mapFn`): the
 * package is pinned to 4.1.2, and fast-cursor.test.ts compares every path with NeDB's own cursor.
 */
import type Datastore from '@seald-io/nedb';
import { compareThings, deepCopy } from '@seald-io/nedb/lib/model.js';
import type { Doc, Projection, SortSpec } from '../types';
import { compileQuery, dotPath } from './compiled-query';

type Query = Record<string, unknown>;

interface Internals {
  executor: { pushAsync<R>(task: () => Promise<R>): Promise<R> };
  _getCandidatesAsync(query: Query): Promise<Doc[]>;
  compareStrings?: (a: string, b: string) => number;
}

interface NedbCursor {
  _project(docs: Doc[]): Doc[];
  mapFn: (docs: Doc[]) => Doc[];
}

export interface FastFindOptions {
  sort?: SortSpec | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
  projection?: Projection | undefined;
}

const internals = (ds: Datastore) => ds as unknown as Internals;

/** Runs `read` on the candidates inside NeDB's executor, as its Cursor does. */
function withCandidates<R>(ds: Datastore, query: Query, read: (candidates: Doc[]) => R): Promise<R> {
  const db = internals(ds);
  return db.executor.pushAsync(async () => read(await db._getCandidatesAsync(query)));
}

/** The same number as `ds.countAsync(query)`. */
export function fastCount(ds: Datastore, query: Query): Promise<number> {
  const matches = compileQuery(query);
  return withCandidates(ds, query, (candidates) => {
    let n = 0;
    for (const doc of candidates) if (matches(doc)) n += 1;
    return n;
  });
}

/** The same documents, in the same order, as NeDB's `findAsync(query, projection).sort().skip().limit()`. */
export async function fastFind(ds: Datastore, query: Query, options: FastFindOptions): Promise<Doc[]> {
  const matches = compileQuery(query);
  const skip = options.skip || 0;
  const limit = options.limit || 0;
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : null;
  const page = await withCandidates(ds, query, (candidates) =>
    sort
      ? sortedPage(candidates, matches, sort, skip, limit, internals(ds).compareStrings)
      : firstMatches(candidates, matches, skip, limit),
  );
  const picked = pickProjection(options.projection);
  if (picked) return page.map((doc) => deepCopy(picked(doc)));
  // NeDB's own projection and copy (findAsync's cursor, never executed), on the page alone.
  const cursor = ds.findAsync(query, options.projection ?? {}) as unknown as NedbCursor;
  return cursor.mapFn(cursor._project(page));
}

/**
 * NeDB's pick-type projection (Cursor#_project: `$set` of each field's getDotValue on `{}`, then
 * `_id`, then findAsync's deep copy) for the common case it reduces to: only 1s (and `_id` 0 or 1),
 * and no field inside another (`a` with `a.b`), where NeDB's `$set` only creates objects of its own.
 * The caller deep-copies the result. Null for every other projection (NeDB then projects).
 */
export function pickProjection(projection: Projection | undefined): ((doc: Doc) => Doc) | null {
  if (!projection) return null;
  const { _id, ...rest } = projection;
  const fields = Object.keys(rest);
  if (fields.length === 0 || fields.some((f) => rest[f] !== 1 || f === '' || f.split('.').includes('')))
    return null;
  if (fields.some((f) => fields.some((g) => g !== f && g.startsWith(`${f}.`)))) return null;
  const keepId = _id !== 0;
  const steps = fields.map((f) => ({ read: dotPath(f), parts: f.split('.') }));
  return (doc) => {
    const out: Record<string, unknown> = {};
    for (const { read, parts } of steps) {
      const value = read(doc);
      if (value === undefined) continue;
      let at = out;
      for (let i = 0; i < parts.length - 1; i++) {
        const part = parts[i] as string;
        at = (at[part] ??= {}) as Record<string, unknown>;
      }
      at[parts[parts.length - 1] as string] = value;
    }
    if (keepId) out._id = doc._id;
    return out as Doc;
  };
}

/** Cursor without a sort: skip, then stop at the limit. */
function firstMatches(candidates: Doc[], matches: (d: Doc) => boolean, skip: number, limit: number): Doc[] {
  const out: Doc[] = [];
  let skipped = 0;
  for (const doc of candidates) {
    if (!matches(doc)) continue;
    if (skip > skipped) skipped += 1;
    else {
      out.push(doc);
      if (limit && out.length >= limit) break;
    }
  }
  return out;
}

interface Ranked {
  doc: Doc;
  keys: unknown[];
  /** Position among the candidates: NeDB's sort is stable, so ties keep this order. */
  at: number;
}

function sortedPage(
  candidates: Doc[],
  matches: (d: Doc) => boolean,
  sort: SortSpec,
  skip: number,
  limit: number,
  compareStrings: ((a: string, b: string) => number) | undefined,
): Doc[] {
  const criteria = Object.entries(sort).map(([key, direction]) => ({ read: dotPath(key), direction }));
  const compare = (a: Ranked, b: Ranked): number => {
    for (let i = 0; i < criteria.length; i++) {
      const c =
        (criteria[i] as (typeof criteria)[number]).direction *
        compareThings(a.keys[i], b.keys[i], compareStrings);
      if (c !== 0) return c;
    }
    return a.at - b.at;
  };
  const rank = (doc: Doc, at: number): Ranked => ({ doc, keys: criteria.map((c) => c.read(doc)), at });
  // NeDB: limit 0 means all; the page is [skip, skip + limit) of the sorted matches.
  let ranked: Ranked[];
  if (limit) {
    const heap = new BoundedHeap<Ranked>(skip + limit, compare);
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i] as Doc;
      if (matches(doc)) heap.offer(rank(doc, i));
    }
    ranked = heap.sorted();
  } else {
    ranked = [];
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i] as Doc;
      if (matches(doc)) ranked.push(rank(doc, i));
    }
    ranked.sort(compare);
  }
  return ranked.slice(skip).map((r) => r.doc);
}

/**
 * The `size` smallest items under `compare` (a total order): a max-heap whose root is the largest
 * kept item, so a new item only enters when it sorts before the root.
 */
export class BoundedHeap<T> {
  private readonly items: T[] = [];

  constructor(
    private readonly size: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    if (this.size <= 0) return;
    if (this.items.length < this.size) {
      this.items.push(item);
      this.up(this.items.length - 1);
    } else if (this.compare(item, this.items[0] as T) < 0) {
      this.items[0] = item;
      this.down(0);
    }
  }

  sorted(): T[] {
    return [...this.items].sort(this.compare);
  }

  private up(i: number): void {
    const { items } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(items[i] as T, items[parent] as T) <= 0) return;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }

  private down(i: number): void {
    const { items } = this;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < items.length && this.compare(items[l] as T, items[top] as T) > 0) top = l;
      if (r < items.length && this.compare(items[r] as T, items[top] as T) > 0) top = r;
      if (top === i) return;
      [items[i], items[top]] = [items[top] as T, items[i] as T];
      i = top;
    }
  }
}
