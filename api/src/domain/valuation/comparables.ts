/**
 * Which listings a valuation compares with, and how far it widens when there are too few.
 *
 * A comparable is a listing of the same city and locality and the same property type, posted for
 * the same deal (sale: 'Sell' homes and plots; rent: 'Rent' homes, never PGs or commercial), live
 * (approved), with a price and an area, and either
 *  - on the market now: in default search (not marked sold/rented, confirmed within its freshness
 *    period: domain/listings/freshness.ts), or
 *  - closed recently: marked sold/rented (the sale or rent deal it was posted for) within the step's
 *    window, counted at its last asking price (the deal price is not known to us).
 * Then the step's rules: the same BHK (homes) or not, and an area within ±tolerance of the subject's.
 *
 * Steps are tried in order and the first with at least MIN_COMPARABLES wins; the answer names the
 * step, so the page states exactly which rule produced the figure. Fewer than MIN_COMPARABLES
 * after the last step: no estimate ("not enough comparable listings").
 *
 * Floor and age are not used: with 5–50 listings per locality and type, splitting them further
 * would leave too few to compare. Each comparable carries its own floor and age so the owner can
 * judge, and the page says so.
 */
import { CLOSED_AVAILABILITY, inDefaultSearch } from '../listings/freshness';
import type { ValuationSubject } from './valuation-input';
import { hasBedrooms } from './valuation-input';

export const MIN_COMPARABLES = 5;
export type Deal = 'sale' | 'rent';

export interface SelectionStep {
  /** 1-based, as the page names it. */
  step: number;
  /** The area band: ±this share of the subject's area. */
  areaTolerance: number;
  /** Closed listings count if they closed within this many months. */
  closedWithinMonths: number;
  sameBhk: boolean;
}

export const SELECTION_STEPS: readonly SelectionStep[] = [
  { step: 1, areaTolerance: 0.25, closedWithinMonths: 12, sameBhk: true },
  { step: 2, areaTolerance: 0.5, closedWithinMonths: 24, sameBhk: true },
  { step: 3, areaTolerance: 0.5, closedWithinMonths: 24, sameBhk: false },
];

/** The fields of a stored listing the selection reads (a whole document may be passed). */
export interface CandidateListing {
  readonly [field: string]: unknown;
  _id: string;
  status?: unknown;
  category?: unknown;
  listingType?: unknown;
  propertyType?: unknown;
  city?: unknown;
  locality?: unknown;
  bhk?: unknown;
  areaSqft?: unknown;
  price?: unknown;
  pricePerMonth?: unknown;
  availability?: unknown;
  availabilityChangedAt?: unknown;
  updatedAt?: unknown;
  staleAt?: unknown;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
const date = (v: unknown) =>
  v instanceof Date && Number.isFinite(v.getTime())
    ? v
    : typeof v === 'string' && Number.isFinite(Date.parse(v))
      ? new Date(v)
      : undefined;
const fold = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');

/** The amount compared: the asking price (sale) or the monthly rent (rent). */
export function amountOf(l: CandidateListing, deal: Deal): number | undefined {
  return deal === 'sale' ? num(l.price) : (num(l.pricePerMonth) ?? num(l.price));
}

/** ₹ per sq ft of a candidate for the deal, or undefined without both figures. */
export function perSqftOf(l: CandidateListing, deal: Deal): number | undefined {
  const amount = amountOf(l, deal);
  const area = num(l.areaSqft);
  return amount && area ? amount / area : undefined;
}

/** Whether the listing was posted for this deal: 'Sell' homes and plots, or 'Rent' homes. */
export function isDeal(l: CandidateListing, deal: Deal): boolean {
  if (deal === 'sale') return l.listingType === 'Sell' && (l.category === 'sale' || l.category === 'plot');
  return l.listingType === 'Rent' && l.category === 'rent';
}

/** When a closed listing closed: its availability change, else its last update. */
export function closedAt(l: CandidateListing): Date | undefined {
  return date(l.availabilityChangedAt) ?? date(l.updatedAt);
}

export type MarketState = 'live' | 'sold' | 'rented';

/** 'live' (on the market now), the closing mark, or null when it does not count in this step. */
export function marketStateAt(l: CandidateListing, step: SelectionStep, now: Date): MarketState | null {
  const closed = (CLOSED_AVAILABILITY as readonly unknown[]).includes(l.availability);
  if (!closed) return inDefaultSearch(l, now) ? 'live' : null;
  const at = closedAt(l);
  if (!at) return null;
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - step.closedWithinMonths);
  return at.getTime() >= since.getTime() && at.getTime() <= now.getTime()
    ? (l.availability as MarketState)
    : null;
}

/** The area band of a step around the subject's area, whole sq ft. */
export function areaBandOf(areaSqft: number, step: SelectionStep): { min: number; max: number } {
  return {
    min: Math.round(areaSqft * (1 - step.areaTolerance)),
    max: Math.round(areaSqft * (1 + step.areaTolerance)),
  };
}

export interface Comparable<L extends CandidateListing = CandidateListing> {
  listing: L;
  state: MarketState;
  perSqft: number;
}

/** The comparables of one step (no minimum applied). */
export function comparablesAt<L extends CandidateListing>(
  subject: ValuationSubject,
  candidates: readonly L[],
  deal: Deal,
  step: SelectionStep,
  now: Date,
): Comparable<L>[] {
  const band = areaBandOf(subject.areaSqft, step);
  const bhk = hasBedrooms(subject.propertyType) && step.sameBhk ? subject.bhk : undefined;
  const out: Comparable<L>[] = [];
  for (const l of candidates) {
    if (l.status !== 'live' || !isDeal(l, deal)) continue;
    if (fold(l.city) !== fold(subject.city) || fold(l.locality) !== fold(subject.locality)) continue;
    if (l.propertyType !== subject.propertyType) continue;
    if (bhk !== undefined && num(l.bhk) !== bhk) continue;
    const area = num(l.areaSqft);
    if (!area || area < band.min || area > band.max) continue;
    const perSqft = perSqftOf(l, deal);
    const state = perSqft === undefined ? null : marketStateAt(l, step, now);
    if (perSqft === undefined || state === null) continue;
    // A sale listing closes as 'sold', a rental as 'rented'; the other mark is a slip, not a deal.
    if (state !== 'live' && state !== (deal === 'sale' ? 'sold' : 'rented')) continue;
    out.push({ listing: l, state, perSqft });
  }
  return out;
}

export interface Selection<L extends CandidateListing = CandidateListing> {
  /** The step that gave at least MIN_COMPARABLES, else the last one tried. */
  step: SelectionStep;
  /** Whether the step found enough: false means no estimate. */
  enough: boolean;
  comparables: Comparable<L>[];
}

/**
 * Tries the steps in order; the first with enough comparables wins.
 * @example selectComparables(subject, docs, 'sale', new Date()).step.step // 1, 2 or 3
 */
export function selectComparables<L extends CandidateListing>(
  subject: ValuationSubject,
  candidates: readonly L[],
  deal: Deal,
  now: Date,
): Selection<L> {
  // A plot has no BHK, so the step that drops it would repeat the one before.
  const steps = hasBedrooms(subject.propertyType)
    ? SELECTION_STEPS
    : SELECTION_STEPS.filter((s) => s.sameBhk);
  let last: Selection<L> | null = null;
  for (const step of steps) {
    const comparables = comparablesAt(subject, candidates, deal, step, now);
    last = { step, enough: comparables.length >= MIN_COMPARABLES, comparables };
    if (last.enough) return last;
  }
  return last!;
}
