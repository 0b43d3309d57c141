/**
 * Buckets that turn "sort everything that matches" into "sort one small bucket at a time".
 *
 * The embedded store (NeDB) uses one index per query and sorts every match in memory, which at
 * 100,000 listings costs ~100 ms a query. So each listing carries bucket keys such as
 * 'sale|gurgaon|p72' (category, city, price band): a query asks the index for the buckets it needs
 * with $in, and a sorted page is read bucket by bucket in sort order (see seek-pages.ts), sorting
 * only the few hundred documents of the buckets it actually opens. Bands are geometric (×1.25), so
 * every band holds a similar share of a city's listings whatever the price level.
 */

export type Family = 'p' | 'a' | 't';

const RATIO = Math.log(1.25);
const PRICE_BANDS = { lo: 30, hi: 96 } as const; // ₹ 800 … ₹ 2 billion
const AREA_BANDS = { lo: 15, hi: 62 } as const; // 30 … 1,000,000 sq ft
const WEEK_MS = 7 * 86_400_000;
/** The "no value" bucket, read last whatever the direction. */
export const NONE = 'n';

function geometricBand(value: number | undefined, lo: number, hi: number): string {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return NONE;
  return String(Math.min(hi, Math.max(lo, Math.floor(Math.log(value) / RATIO))));
}

export const priceBand = (price: number | undefined) => geometricBand(price, PRICE_BANDS.lo, PRICE_BANDS.hi);
export const areaBand = (area: number | undefined) => geometricBand(area, AREA_BANDS.lo, AREA_BANDS.hi);
export const weekBand = (at: Date) => String(Math.floor(at.getTime() / WEEK_MS));

/** Bands covering [min, max] in ascending order (edges included), then the no-value bucket when open. */
function bandRange(lo: number, hi: number, band: (v: number) => string, min?: number, max?: number) {
  const from = min !== undefined && min > 0 ? Number(band(min)) : lo;
  const to = max !== undefined ? (max <= 0 ? lo - 1 : Number(band(max))) : hi;
  const out: string[] = [];
  for (let b = from; b <= to; b++) out.push(String(b));
  // A listing without a price/area can only match when neither bound is set.
  if (min === undefined && max === undefined) out.push(NONE);
  return out;
}

export const priceBands = (min?: number, max?: number) =>
  bandRange(PRICE_BANDS.lo, PRICE_BANDS.hi, priceBand, min, max);
export const areaBands = (min?: number, max?: number) =>
  bandRange(AREA_BANDS.lo, AREA_BANDS.hi, areaBand, min, max);

/** Week buckets from the week after `now` back `weeks` weeks, newest first. */
export function recentWeeks(now: Date, weeks: number): string[] {
  const top = Number(weekBand(now)) + 1;
  return Array.from({ length: weeks }, (_, i) => String(top - i));
}

/** 'sale|gurgaon|p72' and its any-city twin 'sale|*|p72', stored as a two-element array. */
export function bucketKeys(category: string, cityKey: string, family: Family, band: string): string[] {
  return [`${category}|${cityKey}|${family}${band}`, `${category}|*|${family}${band}`];
}

/** The keys a query asks for: every category × (its city or '*') × band. */
export function queryKeys(
  categories: readonly string[],
  cityKey: string | undefined,
  family: Family,
  bands: readonly string[],
): string[] {
  const city = cityKey ?? '*';
  return categories.flatMap((c) => bands.map((b) => `${c}|${city}|${family}${b}`));
}
