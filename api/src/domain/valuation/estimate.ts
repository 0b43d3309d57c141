/**
 * The estimate from a selection of comparables (comparables.ts): the median ₹/sq ft of the
 * comparables × the subject's area, and the range from the lower to the upper quartile of their
 * ₹/sq ft (quartiles.ts, linear interpolation) × the area — the middle half of what comparable
 * homes ask. Amounts are rounded to ₹1,000 (sale) or ₹100 (monthly rent), ₹/sq ft to whole rupees
 * (sale) or paise (rent, where ₹/sq ft is small). No estimate with fewer than MIN_COMPARABLES.
 */
import type { Comparable, Deal, Selection } from './comparables';
import { MIN_COMPARABLES, areaBandOf } from './comparables';
import { quartiles } from './quartiles';
import type { ValuationSubject } from './valuation-input';

export interface Estimate {
  deal: Deal;
  /** Fewer than MIN_COMPARABLES after every step: no figures, the page says so. */
  available: boolean;
  /** Comparables behind the figure (or found, when not enough). */
  count: number;
  live: number;
  closed: number;
  step: number;
  areaBand: { min: number; max: number };
  closedWithinMonths: number;
  sameBhk: boolean;
  perSqft: { q1: number; median: number; q3: number } | null;
  /** Rupees (sale) or rupees a month (rent). */
  low: number | null;
  mid: number | null;
  high: number | null;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** ₹/sq ft as shown: paise for rents (₹28.75), whole rupees for sales. */
export const roundPerSqft = (value: number, deal: Deal) =>
  deal === 'rent' ? Math.round(value * 100) / 100 : Math.round(value);
/** Amounts as shown: a sale to ₹1,000, a monthly rent to ₹100. */
export const roundAmount = (value: number, deal: Deal) => roundTo(value, deal === 'sale' ? 1000 : 100);

/**
 * @example estimateFrom(subject, selection, 'sale')
 *   // → { available: true, count: 7, perSqft: { q1: 9000, median: 10000, q3: 11000 },
 *   //     low: 13_500_000, mid: 15_000_000, high: 16_500_000, … } for 1,500 sq ft
 */
export function estimateFrom(subject: ValuationSubject, selection: Selection, deal: Deal): Estimate {
  const { step, comparables } = selection;
  const closed = comparables.filter((c: Comparable) => c.state !== 'live').length;
  const base = {
    deal,
    count: comparables.length,
    live: comparables.length - closed,
    closed,
    step: step.step,
    areaBand: areaBandOf(subject.areaSqft, step),
    closedWithinMonths: step.closedWithinMonths,
    sameBhk: step.sameBhk && subject.bhk !== undefined,
  };
  const q = comparables.length >= MIN_COMPARABLES ? quartiles(comparables.map((c) => c.perSqft)) : null;
  if (!q) return { ...base, available: false, perSqft: null, low: null, mid: null, high: null };
  return {
    ...base,
    available: true,
    perSqft: {
      q1: roundPerSqft(q.q1, deal),
      median: roundPerSqft(q.median, deal),
      q3: roundPerSqft(q.q3, deal),
    },
    low: roundAmount(q.q1 * subject.areaSqft, deal),
    mid: roundAmount(q.median * subject.areaSqft, deal),
    high: roundAmount(q.q3 * subject.areaSqft, deal),
  };
}
