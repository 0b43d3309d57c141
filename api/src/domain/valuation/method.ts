/**
 * The valuation's rule in words, written from the same fields the figure came from, so the page
 * states exactly which selection step and how many listings produced it (DECISIONS.md: "AI means
 * computed with a stated method").
 */
import { groupIndian } from '../format/display';
import { MIN_COMPARABLES, SELECTION_STEPS } from './comparables';
import type { Estimate } from './estimate';
import type { ValuationSubject } from './valuation-input';

const pct = (share: number) => `±${Math.round(share * 100)} %`;

/** The selection rule of the estimate's step, one sentence. */
export function selectionRule(subject: ValuationSubject, e: Estimate): string {
  const step = SELECTION_STEPS.find((s) => s.step === e.step) ?? SELECTION_STEPS[0]!;
  const what = [
    subject.propertyType,
    e.sameBhk && subject.bhk !== undefined
      ? `${subject.bhk} BHK`
      : subject.bhk !== undefined
        ? 'any BHK'
        : '',
  ]
    .filter(Boolean)
    .join(', ');
  const closedWord = e.deal === 'sale' ? 'sold' : 'rented out';
  return (
    `${e.deal === 'sale' ? 'Sale' : 'Rent'} listings in ${subject.locality}, ${subject.city}: ${what}, ` +
    `${groupIndian(e.areaBand.min)}–${groupIndian(e.areaBand.max)} sq ft (${pct(step.areaTolerance)} of ` +
    `${groupIndian(subject.areaSqft)} sq ft); on the market now, or ${closedWord} in the last ` +
    `${e.closedWithinMonths} months at their last asking ${e.deal === 'sale' ? 'price' : 'rent'}.`
  );
}

/** How the figure was computed from those listings, or why there is none. */
export function estimateMethod(subject: ValuationSubject, e: Estimate): string {
  const steps = SELECTION_STEPS.length;
  const widened = e.step > 1 ? ` (widened to step ${e.step} of ${steps})` : ` (step 1 of ${steps})`;
  if (!e.available) {
    return `Not enough comparable listings: found ${e.count}, needs at least ${MIN_COMPARABLES}${widened}.`;
  }
  const closed = e.closed > 0 ? `, ${e.closed} ${e.deal === 'sale' ? 'sold' : 'rented out'}` : '';
  return (
    `Median ₹/sq ft of ${e.count} comparable listings (${e.live} on the market${closed})${widened} × ` +
    `${groupIndian(subject.areaSqft)} sq ft; the range is their lower to upper quartile ₹/sq ft × the same area.`
  );
}
