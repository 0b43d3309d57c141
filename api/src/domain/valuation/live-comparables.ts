/**
 * The comparables a seller competes with: the valuation's own selection (comparables.ts: same
 * locality, type, BHK, area band, widened step by step until MIN_COMPARABLES) run over the
 * listings on the market now only. Sold and rented listings are taken out before the selection, so
 * the steps widen until enough live ones are found; the valuation's estimate (which also counts
 * recent sales at their last asking price) stays the fair-range figure beside it.
 */
import { groupIndian } from '../format/display';
import { CLOSED_AVAILABILITY } from '../listings/freshness';
import type { CandidateListing, Deal, Selection } from './comparables';
import { SELECTION_STEPS, areaBandOf, selectComparables } from './comparables';
import { roundPerSqft } from './estimate';
import { quartiles } from './quartiles';
import type { ValuationSubject } from './valuation-input';

const CLOSED: readonly unknown[] = CLOSED_AVAILABILITY;

/** Candidates not marked sold or rented (the selection still checks freshness and the rest). */
export function notClosed<L extends CandidateListing>(candidates: readonly L[]): L[] {
  return candidates.filter((l) => !CLOSED.includes(l.availability));
}

/**
 * @example selectLiveComparables(subject, docs, 'sale', new Date()).comparables.every((c) => c.state === 'live') // true
 */
export function selectLiveComparables<L extends CandidateListing>(
  subject: ValuationSubject,
  candidates: readonly L[],
  deal: Deal,
  now: Date,
): Selection<L> {
  return selectComparables(subject, notClosed(candidates), deal, now);
}

export interface PriceSpread {
  /** Every comparable's ₹/sq ft, rounded as shown (estimate.ts), lowest first. */
  values: number[];
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/**
 * The comparables' ₹/sq ft and their quartiles (quartiles.ts, linear interpolation, computed on
 * the unrounded figures like the estimate's); null below MIN_COMPARABLES.
 */
export function spreadOf(selection: Selection, deal: Deal): PriceSpread | null {
  if (!selection.enough) return null;
  const raw = selection.comparables.map((c) => c.perSqft);
  const q = quartiles(raw);
  if (!q) return null;
  const values = raw.map((v) => roundPerSqft(v, deal)).sort((a, b) => a - b);
  return {
    values,
    min: values[0]!,
    q1: roundPerSqft(q.q1, deal),
    median: roundPerSqft(q.median, deal),
    q3: roundPerSqft(q.q3, deal),
    max: values[values.length - 1]!,
  };
}

/**
 * The position's rule in one line, from the same fields the figures came from.
 * @example positionRule(subject, 'sale', selection)
 *   // 'Against the ₹/sq ft of 12 sale listings on the market now in Sector 45, Gurgaon: Apartment,
 *   //  3 BHK, 1,125–1,875 sq ft (±25 % of 1,500 sq ft; step 1 of 3).'
 */
export function positionRule(subject: ValuationSubject, deal: Deal, selection: Selection): string {
  const { step, comparables } = selection;
  const band = areaBandOf(subject.areaSqft, step);
  const bhk = subject.bhk === undefined ? '' : step.sameBhk ? `, ${subject.bhk} BHK` : ', any BHK';
  const steps = SELECTION_STEPS.length;
  const n = comparables.length;
  const what = `${n} ${deal === 'sale' ? 'sale' : 'rent'} listing${n === 1 ? '' : 's'}`;
  return (
    `Against the ₹/sq ft of ${what} on the market now in ${subject.locality}, ${subject.city}: ` +
    `${subject.propertyType}${bhk}, ${groupIndian(band.min)}–${groupIndian(band.max)} sq ft ` +
    `(±${Math.round(step.areaTolerance * 100)} % of ${groupIndian(subject.areaSqft)} sq ft; ` +
    `step ${step.step} of ${steps}).`
  );
}
