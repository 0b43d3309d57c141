/**
 * A valuation end to end: the candidate listings of the subject's locality and type from the store
 * (through the `locality` index, one query), the selection and maths of domain/valuation, and the
 * comparables as the page lists them. Sale and rent are estimated separately, each with its own
 * widening step.
 */
import { listingUrl } from '../../domain/search/public-listing';
import { normalizeCity } from '../../domain/search/city-aliases';
import type { Comparable, Deal } from '../../domain/valuation/comparables';
import {
  SELECTION_STEPS,
  MIN_COMPARABLES,
  amountOf,
  closedAt,
  selectComparables,
} from '../../domain/valuation/comparables';
import { estimateFrom, roundPerSqft } from '../../domain/valuation/estimate';
import { estimateMethod, selectionRule } from '../../domain/valuation/method';
import type { ValuationSubject } from '../../domain/valuation/valuation-input';
import type { Doc, Store } from '../../store/types';

/** Enough for the busiest locality and type; beyond it, the newest are read. */
export const MAX_CANDIDATES = 5000;
/** The page lists the comparables closest in size first, at most this many. */
export const COMPARABLES_SHOWN = 50;

const PROJECTION = {
  slug: 1,
  title: 1,
  status: 1,
  category: 1,
  listingType: 1,
  propertyType: 1,
  city: 1,
  locality: 1,
  bhk: 1,
  areaSqft: 1,
  price: 1,
  pricePerMonth: 1,
  floorNo: 1,
  propertyAge: 1,
  availability: 1,
  availabilityChangedAt: 1,
  createdAt: 1,
  updatedAt: 1,
  staleAt: 1,
} as const;

/** Every live listing of the subject's locality, city and type (both deals). */
export async function candidatesFor(store: Store, subject: ValuationSubject): Promise<Doc[]> {
  return store.collection('listings').find(
    {
      locality: subject.locality,
      $and: [
        { 'search.city': normalizeCity(subject.city) },
        { status: 'live' },
        { propertyType: subject.propertyType },
      ],
    },
    { sort: { createdAt: -1 }, limit: MAX_CANDIDATES, projection: PROJECTION },
  );
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);

function comparableCard(c: Comparable<Doc>, deal: Deal) {
  const l = c.listing;
  return {
    url: listingUrl(l),
    title: typeof l.title === 'string' ? l.title : 'Listing',
    state: c.state,
    closedAt: c.state === 'live' ? null : (closedAt(l)?.toISOString() ?? null),
    listedAt: iso(l.createdAt) ?? new Date(0).toISOString(),
    amount: amountOf(l, deal) ?? 0,
    perSqft: roundPerSqft(c.perSqft, deal),
    areaSqft: num(l.areaSqft) ?? 0,
    bhk: num(l.bhk),
    floor: num(l.floorNo),
    age: typeof l.propertyAge === 'string' ? l.propertyAge : null,
  };
}

function estimateOf(subject: ValuationSubject, candidates: Doc[], deal: Deal, now: Date) {
  const selection = selectComparables(subject, candidates as (Doc & { _id: string })[], deal, now);
  const estimate = estimateFrom(subject, selection, deal);
  const byCloseness = [...selection.comparables].sort(
    (a, b) =>
      Math.abs((num(a.listing.areaSqft) ?? 0) - subject.areaSqft) -
      Math.abs((num(b.listing.areaSqft) ?? 0) - subject.areaSqft),
  );
  return {
    ...estimate,
    steps: SELECTION_STEPS.length,
    minComparables: MIN_COMPARABLES,
    rule: selectionRule(subject, estimate),
    method: estimateMethod(subject, estimate),
    comparables: byCloseness.slice(0, COMPARABLES_SHOWN).map((c) => comparableCard(c, deal)),
  };
}

export const VALUATION_NOTES = [
  'Floor and age are shown beside each comparable but do not change the estimate: split further, most localities would have too few listings to compare.',
  'Sold and rented listings count at their last asking price; the price agreed is not known to us.',
  'On the market means approved and confirmed available by its poster within 30 days (rent) or 60 days (sale).',
];

/**
 * @example await valuate(store, { city: 'Gurgaon', locality: 'Sector 45', propertyType: 'Apartment', bhk: 3, areaSqft: 1500 })
 */
export async function valuate(store: Store, subject: ValuationSubject, now = new Date()) {
  const candidates = await candidatesFor(store, subject);
  return {
    sale: estimateOf(subject, candidates, 'sale', now),
    rent: estimateOf(subject, candidates, 'rent', now),
    notes: VALUATION_NOTES,
    computedAt: now.toISOString(),
  };
}
