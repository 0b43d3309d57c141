/**
 * Quartiles of a sample, for the valuation's range (domain/valuation/estimate.ts). One stated
 * method, so the page can say how its figures were made and a test can compute them by hand:
 * linear interpolation between the closest ranks ("type 7", the default of spreadsheets' QUARTILE.INC
 * and of numpy): sort the n values, the p-quantile sits at rank h = (n − 1)·p counted from 0, and a
 * fractional rank is read between its two neighbours.
 */

/** The p-quantile (0 ≤ p ≤ 1) of `values` by linear interpolation; null for an empty sample. */
export function quantile(values: readonly number[], p: number): number | null {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const h = (xs.length - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const below = xs[lo]!;
  const above = xs[Math.min(lo + 1, xs.length - 1)]!;
  return below + (h - lo) * (above - below);
}

export interface Quartiles {
  q1: number;
  median: number;
  q3: number;
}

/**
 * @example quartiles([1, 2, 3, 4]) // → { q1: 1.75, median: 2.5, q3: 3.25 }
 */
export function quartiles(values: readonly number[]): Quartiles | null {
  const median = quantile(values, 0.5);
  if (median === null) return null;
  return { q1: quantile(values, 0.25)!, median, q3: quantile(values, 0.75)! };
}
