/**
 * The market's past: homes for sale and rent listed over the 24 months before BASE_DATE and since
 * sold or rented, so market insights have trends to compute and a valuation has recently closed
 * comparables. Each is what such a listing looks like in real use: posted (createdAt), live and
 * confirmed by its poster along the way (confirmedAt, staleAt), then marked sold or rented by the
 * poster (`availability`, `availabilityChangedAt` and `updatedAt` at the closing, as
 * services/search/listing-freshness.ts `markAvailability` writes them).
 *
 * Prices follow the locality's drift (market-trend.ts): a listing of 18 months ago asks what the
 * market asked then. Every field but the dates, the closing and the price comes from the same
 * builder as the listings of today (listings.ts `composeListing`), from a stream of its own
 * (`closed-listing`, k), so the history never changes the listings on the market now. Ids count on
 * from the current listings (`counter`), so they stay unique by construction.
 */
import { confirmationFields, staleAfterDays } from '../domain/listings/freshness';
import { BASE_DATE, daysBefore } from './dates';
import type { ListingDoc } from './entities';
import { composeListing, type ListingInputs, type ListingPlan } from './listings';
import { LOCALITIES } from './localities';
import { localityTrend, trendFactor } from './market-trend';
import { rngFor } from './prng';
import { formatInr, roundPrice, roundTo } from './text';

/** How far back the history goes. */
export const HISTORY_DAYS = 730;
/** Closed listings the demo data gets per current listing (a parameter of the generator). */
export const CLOSED_PER_LISTING = 1;

const DAY_MS = 86_400_000;
/** Days from listing to closing: homes for sale take longer than rentals. */
const TIME_TO_CLOSE = { sale: [20, 150], rent: [7, 60] } as const;

/** Sale or rent by position, 55 : 45 in every 100 consecutive closed listings (like categoryOf). */
export function closedCategory(k: number): { category: 'sale' | 'rent'; slot: number } {
  const slot = (k * 37) % 100;
  return { category: slot < 55 ? 'sale' : 'rent', slot };
}

/** The k-th closed listing; `counterBase` is the number of current listings. */
export function makeClosedListing(
  seed: number,
  k: number,
  counterBase: number,
  inputs: ListingInputs,
): ListingDoc {
  const rng = rngFor(seed, 'closed-listing', k);
  const { category, slot } = closedCategory(k);
  let closedAt = BASE_DATE;
  const plan: ListingPlan = {
    category,
    slot,
    counter: counterBase + k,
    dates(r) {
      const [min, max] = TIME_TO_CLOSE[category];
      const days = r.int(min, max);
      // Listed at a second within the window that still leaves time to close before BASE_DATE.
      const span = (HISTORY_DAYS - days - 1) * DAY_MS;
      const createdAt = new Date(
        daysBefore(HISTORY_DAYS).getTime() + Math.floor(r.range(0, span) / 1000) * 1000,
      );
      closedAt = new Date(createdAt.getTime() + days * DAY_MS + r.int(0, 86_399) * 1000);
      return { createdAt, updatedAt: closedAt };
    },
    status: () => 'live',
  };
  const doc = composeListing(rng, plan, seed, inputs);
  return { ...repriced(seed, doc), ...closingFields(doc, closedAt) };
}

/** Today's asking price or rent scaled back to when the listing was posted. */
function repriced(seed: number, doc: ListingDoc): ListingDoc {
  const place = LOCALITIES.find(
    (l) => l.city === doc.city && l.locality === doc.locality && l.sector === doc.sector,
  );
  if (!place) return doc;
  const trend = localityTrend(seed, place);
  if (doc.category === 'rent' && doc.pricePerMonth) {
    const rent = Math.max(
      5000,
      roundTo(doc.pricePerMonth * trendFactor(trend.rent, doc.createdAt, BASE_DATE), 500),
    );
    return {
      ...doc,
      pricePerMonth: rent,
      ...(doc.securityDeposit
        ? { securityDeposit: rent * Math.round(doc.securityDeposit / doc.pricePerMonth) }
        : {}),
      description: doc.description.replace(formatInr(doc.pricePerMonth), formatInr(rent)),
    };
  }
  if (doc.price) {
    const price = roundPrice(doc.price * trendFactor(trend.price, doc.createdAt, BASE_DATE));
    return { ...doc, price, description: doc.description.replace(formatInr(doc.price), formatInr(price)) };
  }
  return doc;
}

/**
 * Confirmed when posted and then, when it took longer than its freshness period to close, again
 * a few days before each period ran out (a listing left unconfirmed would have left search); then
 * marked sold or rented by its poster.
 */
function closingFields(doc: ListingDoc, closedAt: Date) {
  const kind = { category: doc.category, listingType: doc.listingType };
  const period = staleAfterDays(kind);
  const step = (period - 3) * DAY_MS;
  let confirmed = doc.createdAt.getTime();
  while (confirmed + step < closedAt.getTime()) confirmed += step;
  return {
    ...confirmationFields(kind, new Date(confirmed)),
    availability: doc.category === 'rent' ? ('rented' as const) : ('sold' as const),
    availabilityChangedAt: closedAt,
    updatedAt: closedAt,
  };
}
