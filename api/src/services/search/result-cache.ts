/**
 * A small in-process LRU of discovery results, keyed by (collection, its write version, query).
 *
 * Staleness guarantee: a cached answer is NEVER older than the last write made through the store.
 * Each lookup first reads `collection.version()` (types.ts), which changes after every write once
 * it is visible; an entry is only found under the version that was current when its computation
 * started, so any write completed before the lookup makes the old entry unreachable (it ages out of
 * the LRU). A result computed while a write lands is filed under the older version and can only be
 * newer than that version promises. Not covered (as in the store): writes that bypass the adapter,
 * and TTL expiry before the sweep — so do not cache collections with TTL indexes. Entries also
 * expire after `maxAgeMs` (default 60 s) because some queries depend on the clock ("new this week").
 *
 * Identical concurrent lookups share one computation (hot queries under load). Memory is bounded by
 * `max` entries (default 500). Cached values are shared: callers must treat them as read-only.
 */
import type { Collection, Doc } from '../../store/types';

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/** Collection objects are per store, so this keeps two open stores (tests) apart. */
const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(col: object): number {
  let id = ids.get(col);
  if (id === undefined) {
    nextId += 1;
    id = nextId;
    ids.set(col, id);
  }
  return id;
}

export class ResultCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly max = 500,
    private readonly maxAgeMs = 60_000,
  ) {}

  /**
   * `query` must be a normalised description of everything the result depends on; `cols` are the
   * collections it reads (the key holds each one's identity and version).
   */
  async get<R>(cols: Collection<Doc>[], query: string, compute: () => Promise<R>): Promise<R> {
    const versions = await Promise.all(cols.map(async (c) => `${c.name}#${idOf(c)}@${await c.version()}`));
    const key = `${versions.join(',')}|${query}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at <= this.maxAgeMs) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<R>;
    }
    const value = compute();
    this.entries.set(key, { at: now, value });
    // A failure is not cached: the next identical request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Stable text for a query object: keys sorted at every level, Dates as ISO strings. */
export function queryKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      const o = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(o)
          .sort()
          .map((k) => [k, o[k]]),
      );
    }
    return v;
  });
}

/** The process-wide caches: search results and filter totals. */
export const searchResults = new ResultCache(500);
export const filterTotals = new ResultCache(500);
