/**
 * Buckets that turn "sort everything that matches" into "sort one small bucket at a time".
 *
 * The embedded store (NeDB) uses one index per query, only for a top-level equality or range
 * (its `$in` is evaluated outside the index), and sorts every match in memory: at 100,000
 * listings a plain filtered query costs 100 ms to seconds. So each listing carries sortable
 * string keys such as 'sale|gurgaon|p072' (category, city, zero-padded band): the bands a query
 * needs are one contiguous key range, which the index answers directly, and a sorted page is read
 * band by band in sort order (seek-pages.ts), sorting only the bands it opens. A twin key with
 * '*' for the city serves searches without a city. Bands are geometric (×1.25), so each holds a
 * similar share of listings whatever the price level; week bands serve "newest first".
 */

export type Family = 'p' | 'a' | 't';

const RATIO = Math.log(1.25);
const PRICE_BANDS = { lo: 30, hi: 96 } as const; // ₹ 800 … ₹ 2 billion
const AREA_BANDS = { lo: 15, hi: 62 } as const; // 30 … 1,000,000 sq ft
const WEEK_MS = 7 * 86_400_000;
/** The "no value" bucket: sorts after every band, read last whatever the direction. */
export const NONE = 'zzz';

const pad = (n: number) => String(n).padStart(3, '0');

function geometricBand(value: number | undefined, lo: number, hi: number): string {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return NONE;
  return pad(Math.min(hi, Math.max(lo, Math.floor(Math.log(value) / RATIO))));
}

export const priceBand = (price: number | undefined) => geometricBand(price, PRICE_BANDS.lo, PRICE_BANDS.hi);
export const areaBand = (area: number | undefined) => geometricBand(area, AREA_BANDS.lo, AREA_BANDS.hi);
/** Weeks since 1970, five digits (to the year 3886). */
export const weekBand = (at: Date) =>
  String(Math.max(0, Math.floor(at.getTime() / WEEK_MS))).padStart(5, '0');

/** Bands covering [min, max] in ascending order (edges included), then the no-value bucket when open. */
function bandRange(lo: number, hi: number, band: (v: number) => string, min?: number, max?: number) {
  const from = min !== undefined && min > 0 ? Number(band(min)) : lo;
  const to = max !== undefined ? (max <= 0 ? lo - 1 : Number(band(max))) : hi;
  const out: string[] = [];
  for (let b = from; b <= to; b++) out.push(pad(b));
  // A listing without a price/area can only match when neither bound is set.
  if (min === undefined && max === undefined) out.push(NONE);
  return out;
}

export const priceBands = (min?: number, max?: number) =>
  bandRange(PRICE_BANDS.lo, PRICE_BANDS.hi, priceBand, min, max);
export const areaBands = (min?: number, max?: number) =>
  bandRange(AREA_BANDS.lo, AREA_BANDS.hi, areaBand, min, max);

/** Week bands from the week after `now` back `weeks` weeks, newest first. */
export function recentWeeks(now: Date, weeks: number): string[] {
  const top = Number(weekBand(now)) + 1;
  return Array.from({ length: Math.min(weeks, top + 1) }, (_, i) => String(top - i).padStart(5, '0'));
}

/** The stored key of one document in one family, e.g. 'sale|gurgaon|p072' ('*' as city for the twin). */
export function bucketKey(category: string, cityKey: string, family: Family, band: string): string {
  return `${category}|${cityKey}|${family}${band}`;
}

/** The stored field holding a family's keys: with a city, or the any-city twin. */
export function bucketField(family: Family, withCity: boolean): string {
  return `search.k${family}${withCity ? '' : 'a'}`;
}

/**
 * A range over the keys of contiguous bands (in any order): one indexed range query.
 * @example bandRangeClause('search.kp', 'sale|gurgaon|p', ['070', '072']) → { 'search.kp': { $gte: 'sale|gurgaon|p070', $lte: 'sale|gurgaon|p072' } }
 */
export function bandRangeClause(field: string, prefix: string, bands: readonly string[]) {
  const sorted = [...bands].sort();
  return { [field]: { $gte: prefix + sorted[0], $lte: prefix + sorted[sorted.length - 1] } };
}
