/**
 * An in-memory index of the listings any search can return, kept current write by write
 * (Collection.observe: the embedded store only), so that a new filter's exact total and first page
 * cost a walk over small sorted arrays instead of the store testing thousands of whole documents.
 *
 * Method: only listings that are live and not sold/rented are held (every search requires both),
 * one compact row each (id, price, creation time, staleAt, bedrooms). Each row sits in four
 * posting lists, one per stored band key (`search.kp`, `kpa`, `kt`, `kta`: bands.ts), e.g.
 * 'sale|gurgaon|p072'; price lists are sorted by (price, _id), week lists by (createdAt, _id). A
 * search reads the lists of the bands it needs, in the order seek-pages.ts visits them: the total
 * is a binary search for the price range in each price list and a subtraction of fresh-row counts
 * (with a bedrooms minimum, the one extra clause it decides, a check per row of the range); the
 * page is the first skip + limit matches, read in sort order. Inserting, updating or deleting a listing moves its row
 * (a binary search and one splice per list).
 *
 * Exactness: the answer is seekPage's, item for item (same rows, order, total), because every held
 * row is *regular* — its band keys are the ones listingSearchFields derives from its own price and
 * creation date, and status, availability, staleAt, price, bedrooms and createdAt have their ordinary types —
 * so a band-key range holds exactly the listed bands, band order is value order, and the store's
 * filter reduces to the row checks here. One irregular listing (a key written by hand, a status
 * array…) turns the index off (`usable()` false) until it is gone: searches then run on the store.
 */
import type { Collection, Doc, DocumentObserver } from '../../store/types';
import { NONE, priceBand, weekBand } from '../../domain/search/bands';
import { CLOSED_AVAILABILITY, freshnessCutoff } from '../../domain/listings/freshness';

interface Row {
  id: string;
  /** search.price; -Infinity when absent (it sorts first, as NeDB puts a missing value first). */
  price: number;
  hasPrice: boolean;
  created: number;
  /** staleAt in ms; Infinity when absent (always fresh). */
  staleAt: number;
  /** search.bhk; NaN when absent (no `$gte` matches it). */
  bhk: number;
}

type KeyField = 'kp' | 'kpa' | 'kt' | 'kta';
const KEY_FIELDS: readonly KeyField[] = ['kp', 'kpa', 'kt', 'kta'];
const PRICE_KEY = /^([^|]*)\|([^|]*)\|p(\d{3}|zzz)$/;
const WEEK_KEY = /^([^|]*)\|([^|]*)\|t(\d{5})$/;

type Entry = { row: Row; keys: Record<KeyField, string> } | 'irregular' | null;

const byPrice = (a: Row, b: Row) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byCreated = (a: Row, b: Row) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const orderOf = (field: KeyField) => (field === 'kp' || field === 'kpa' ? byPrice : byCreated);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * A listing's row and keys, null when no search can return it (not live, sold/rented, or without
 * band keys), or 'irregular' when the rules above do not hold for it.
 */
export function listingEntry(doc: Doc): Entry {
  const { status, availability } = doc;
  if (Array.isArray(status) || Array.isArray(availability)) return 'irregular';
  if (status !== 'live') return null;
  if ((CLOSED_AVAILABILITY as readonly unknown[]).includes(availability)) return null;
  const search = doc.search;
  if (search === undefined) return null;
  if (!isPlain(search)) return 'irregular';
  const keys = KEY_FIELDS.map((f) => search[f]);
  if (keys.every((k) => k === undefined)) return null;
  if (!keys.every((k): k is string => typeof k === 'string')) return 'irregular';
  const [kp, kpa, kt, kta] = keys as [string, string, string, string];
  const p = PRICE_KEY.exec(kp);
  const t = WEEK_KEY.exec(kt);
  if (!p || !t || p[1] !== t[1] || p[2] !== t[2]) return 'irregular';
  const [, category, , band] = p;
  const price = search.price;
  if (price !== undefined && (typeof price !== 'number' || !Number.isFinite(price))) return 'irregular';
  const bhk = search.bhk;
  if (bhk !== undefined && (typeof bhk !== 'number' || !Number.isFinite(bhk))) return 'irregular';
  const { createdAt, staleAt } = doc;
  if (!(createdAt instanceof Date) || !Number.isFinite(createdAt.getTime())) return 'irregular';
  if (staleAt !== undefined && !(staleAt instanceof Date && Number.isFinite(staleAt.getTime())))
    return 'irregular';
  if (band !== priceBand(price) || t[3] !== weekBand(createdAt)) return 'irregular';
  if (kpa !== `${category}|*|p${band}` || kta !== `${category}|*|t${t[3]}`) return 'irregular';
  return {
    row: {
      id: doc._id,
      price: price ?? -Infinity,
      hasPrice: price !== undefined,
      created: createdAt.getTime(),
      staleAt: staleAt instanceof Date ? staleAt.getTime() : Infinity,
      bhk: bhk ?? NaN,
    },
    keys: { kp, kpa, kt, kta },
  };
}

/** First position in a sorted list whose item is not before `probe` under `compare`. */
function lowerBound<T>(list: readonly T[], probe: (item: T) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (probe(list[mid] as T)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface IndexPageQuery {
  /** The page's key field and band keys in visiting order (seekPage's `page`). */
  field: KeyField;
  keys: readonly string[];
  /** The total's price key field and band keys (seekPage's `count`). */
  countField: 'kp' | 'kpa';
  countKeys: readonly string[];
  min?: number | undefined;
  max?: number | undefined;
  /** `search.bhk` at least this (the `{ 'search.bhk': { $gte } }` clause), when set. */
  bhkMin?: number | undefined;
  /** Freshness cutoff source; null when stale listings are included. */
  freshAt: Date | null;
  descending: boolean;
  /** The last band (the no-value one) is read on its own, as seekPage's `isolateLast`. */
  isolateLast: boolean;
  skip: number;
  limit: number;
  withTotal: boolean;
}

export class ListingSearchIndex implements DocumentObserver {
  private readonly lists: Record<KeyField, Map<string, Row[]>> = {
    kp: new Map(),
    kpa: new Map(),
    kt: new Map(),
    kta: new Map(),
  };
  private readonly held = new Map<string, { row: Row; keys: Record<KeyField, string> }>();
  private readonly irregular = new Set<string>();
  /** freshCounts' memory, per list object; a list's entry is dropped when the list changes. */
  private fresh = new WeakMap<Row[], { cutoff: number; counts: Int32Array }>();

  /** False while some listing breaks the rules the answers rely on (see the header). */
  usable(): boolean {
    return this.irregular.size === 0;
  }

  get size(): number {
    return this.held.size;
  }

  /** The posting list of one band key, made empty the first time the key is seen. */
  private postingList(field: KeyField, key: string): Row[] {
    let list = this.lists[field].get(key);
    if (!list) this.lists[field].set(key, (list = []));
    return list;
  }

  reset(docs: readonly Doc[]): void {
    for (const field of KEY_FIELDS) this.lists[field].clear();
    this.fresh = new WeakMap();
    this.held.clear();
    this.irregular.clear();
    for (const doc of docs) {
      const entry = listingEntry(doc);
      if (entry === 'irregular') this.irregular.add(doc._id);
      else if (entry) {
        this.held.set(doc._id, entry);
        for (const field of KEY_FIELDS) this.postingList(field, entry.keys[field]).push(entry.row);
      }
    }
    for (const field of KEY_FIELDS) for (const list of this.lists[field].values()) list.sort(orderOf(field));
  }

  insert(doc: Doc): void {
    const entry = listingEntry(doc);
    if (entry === 'irregular') this.irregular.add(doc._id);
    else if (entry) {
      this.held.set(doc._id, entry);
      for (const field of KEY_FIELDS) {
        const list = this.postingList(field, entry.keys[field]);
        const order = orderOf(field);
        list.splice(
          lowerBound(list, (r) => order(r, entry.row) < 0),
          0,
          entry.row,
        );
        this.fresh.delete(list);
      }
    }
  }

  remove(doc: Doc): void {
    this.irregular.delete(doc._id);
    const entry = this.held.get(doc._id);
    if (!entry) return;
    this.held.delete(doc._id);
    for (const field of KEY_FIELDS) {
      const list = this.lists[field].get(entry.keys[field]);
      if (!list) continue;
      const order = orderOf(field);
      const at = lowerBound(list, (r) => order(r, entry.row) < 0);
      if (list[at] === entry.row) list.splice(at, 1);
      this.fresh.delete(list);
      if (list.length === 0) this.lists[field].delete(entry.keys[field]);
    }
  }

  update(before: Doc, after: Doc): void {
    this.remove(before);
    this.insert(after);
  }

  /**
   * For a price list and a freshness cutoff: how many of its first i rows are fresh, for every i,
   * so a price range's total is one subtraction. Kept per list until the list changes or the
   * cutoff (a minute: freshnessCutoff) moves on.
   */
  private freshCounts(list: Row[], cutoff: number): Int32Array {
    const known = this.fresh.get(list);
    if (known && known.cutoff === cutoff) return known.counts;
    const counts = new Int32Array(list.length + 1);
    for (let i = 0; i < list.length; i++)
      counts[i + 1] = (counts[i] as number) + ((list[i] as Row).staleAt > cutoff ? 1 : 0);
    this.fresh.set(list, { cutoff, counts });
    return counts;
  }

  /** seekPage's answer: the page's ids in order and the exact total. */
  page(q: IndexPageQuery): { ids: string[]; total: number } {
    const cutoff = q.freshAt ? freshnessCutoff(q.freshAt).getTime() : -Infinity;
    const bounded = q.min !== undefined || q.max !== undefined;
    const min = q.min ?? -Infinity;
    const max = q.max ?? Infinity;
    const { bhkMin } = q;
    const matches = (r: Row) =>
      r.staleAt > cutoff &&
      (!bounded || (r.hasPrice && r.price >= min && r.price <= max)) &&
      (bhkMin === undefined || r.bhk >= bhkMin);
    let total = 0;
    if (q.withTotal) {
      for (const key of q.countKeys) {
        const list = this.lists[q.countField].get(key);
        if (!list) continue;
        // Sorted by price: only the rows in [min, max] need their freshness checked.
        const from = bounded ? lowerBound(list, (r) => !r.hasPrice || r.price < min) : 0;
        const to = bounded ? lowerBound(list, (r) => !r.hasPrice || r.price <= max) : list.length;
        if (bhkMin !== undefined) {
          for (let i = from; i < to; i++) if (matches(list[i] as Row)) total += 1;
        } else if (!q.freshAt) total += to - from;
        else {
          const fresh = this.freshCounts(list, cutoff);
          total += (fresh[to] as number) - (fresh[from] as number);
        }
      }
    }
    // seekPage's walk, step for step: bands in growing groups (1, 1, 1, 2, 4… bands; the
    // no-value band alone when isolated), a group before the page only counted, and the walk
    // ends once the page is full or as many matches were seen as the total counts.
    const value = q.field === 'kt' || q.field === 'kta' ? (r: Row) => r.created : (r: Row) => r.price;
    const inOrder = (key: string, visit: (r: Row) => boolean) => {
      const list = this.lists[q.field].get(key);
      if (!list) return true;
      if (!q.descending) {
        for (const r of list) if (matches(r) && !visit(r)) return false;
        return true;
      }
      // Descending by value, ties still by ascending _id: each run of equal values read forwards.
      for (let end = list.length - 1; end >= 0;) {
        const v = value(list[end] as Row);
        let start = end;
        while (start > 0 && value(list[start - 1] as Row) === v) start -= 1;
        for (let i = start; i <= end; i++)
          if (matches(list[i] as Row) && !visit(list[i] as Row)) return false;
        end = start - 1;
      }
      return true;
    };
    const limit = q.withTotal ? total : Infinity;
    const ids: string[] = [];
    const keys = q.keys;
    let skipLeft = q.skip;
    let need = q.limit;
    let seen = 0;
    let size = 1;
    for (let i = 0; i < keys.length && need > 0 && seen < limit;) {
      const end = q.isolateLast && i < keys.length - 1 ? keys.length - 1 : keys.length;
      const group = keys.slice(i, Math.min(i + size, end));
      i += group.length;
      if (i > 2) size *= 2;
      let inGroup: number | undefined;
      if (skipLeft > 0) {
        let c = 0;
        for (const key of group) inOrder(key, () => ((c += 1), true));
        inGroup = c;
        if (inGroup <= skipLeft) {
          skipLeft -= inGroup;
          seen += inGroup;
          continue;
        }
      }
      let toSkip = skipLeft;
      let read = 0;
      for (const key of group) {
        const more = inOrder(key, (r) => {
          if (toSkip > 0) toSkip -= 1;
          else {
            ids.push(r.id);
            read += 1;
          }
          return read < need;
        });
        if (!more) break;
      }
      need -= read;
      seen += inGroup ?? skipLeft + read;
      skipLeft = 0;
    }
    return { ids, total: q.withTotal ? total : ids.length };
  }
}

const indexes = new WeakMap<object, Promise<ListingSearchIndex | null>>();

/**
 * The collection's index, built on first use and then kept current by the store; null where the
 * store cannot report its writes (MongoDB) or the build failed (searches then use the store).
 */
export function listingIndex(col: Collection<Doc>): Promise<ListingSearchIndex | null> {
  let found = indexes.get(col);
  if (!found) {
    const observe = col.observe?.bind(col);
    found = observe
      ? (async () => {
          const index = new ListingSearchIndex();
          await observe(index);
          return index;
        })().catch(() => null)
      : Promise.resolve(null);
    indexes.set(col, found);
  }
  return found;
}

export { NONE };
