/**
 * Market insights: what counts, how each figure is made, and the method lines the pages print.
 * DECISIONS.md: every figure is computed from stored data by a rule stated in one line, with the
 * number of data points behind it; below MIN_POINTS there is no figure, and the page says so.
 *
 * Data points:
 * - a listing counts when it is a home (HOME_TYPES) for sale or rent with a price and an area, was
 *   approved (status 'live', whether still on the market, stale, or since sold or rented: its asking
 *   price was real when it was listed), and is dated by when it was listed (`createdAt`);
 * - "on the market" (supply) = live, not sold or rented, and confirmed recently enough to be in
 *   default search (domain/listings/freshness.ts);
 * - a project counts where it stands (city, locality); its possession delay is possession-delay.ts.
 */
import { HOME_TYPES } from '../posting/sale-rules';
import { LEVEL_MONTHS, TREND_QUARTERS } from './market-windows';

/** A median needs at least this many listings; a change needs it on both sides. */
export const MIN_POINTS = 5;
/** A possession delay counts as long from this many months. */
export const LONG_DELAY_MONTHS = 12;
/** Bedrooms are grouped 1 … 5, and 5 means "5 or more". */
export const MAX_BHK = 5;
/** How many delayed projects an area lists (longest delay first). */
export const DELAYED_LISTED = 5;
/** How often the aggregates are recomputed (services/insights/insights-upkeep.ts). */
export const RECOMPUTE_EVERY_MINUTES = 60;

export const HOME_PROPERTY_TYPES: readonly string[] = HOME_TYPES;

export const PROJECT_STATUSES = ['New Launch', 'Under Construction', 'Ready to Move', 'Completed'] as const;
/** Statuses of a project whose homes are handed over: its possession date is history. */
export const HANDED_OVER = ['Ready to Move', 'Completed'] as const;

/** The method, one line per figure, as every insights page shows it. */
export const METHOD_LINES = {
  listings: `Listings: homes (${HOME_TYPES.join(', ')}) for sale or rent with a price and an area that were approved, whether still on the market or since sold or rented, dated by when they were listed.`,
  salePsf: `Median ₹/sq ft: the middle asking price per sq ft of the homes for sale listed in the last ${LEVEL_MONTHS} months.`,
  rentByBhk: `Median rent by BHK: the middle monthly rent of the homes for rent with that many bedrooms listed in the last ${LEVEL_MONTHS} months (5 means 5 or more).`,
  change: `Change over 3 and 12 months: the median ₹/sq ft of the last three months (rent: monthly rent per sq ft) against the same median three months earlier and twelve months earlier. ${TREND_QUARTERS} quarters are charted.`,
  yield: `Rental yield (gross): median monthly rent per sq ft × 12 ÷ median sale price per sq ft, both from the last ${LEVEL_MONTHS} months; by BHK, median rent × 12 ÷ median price of that BHK.`,
  supply:
    'Supply: homes on the market now (approved, not sold or rented, confirmed by their poster recently enough to be in search) and projects by BHK and status.',
  possession: `Possession delay: months from the date promised at RERA registration to the revised date, or to today when the promised date has passed and the homes are not handed over; long from ${LONG_DELAY_MONTHS} months.`,
  minimum: `A figure needs at least ${MIN_POINTS} listings (a change: ${MIN_POINTS} on each side); with fewer it is not shown, and the page says how many there were.`,
  schedule: `Computed from the whole database every ${RECOMPUTE_EVERY_MINUTES} minutes and stored; each page shows when ("as of").`,
} as const;

/** Bedrooms as a group: 1 … MAX_BHK (more counts as MAX_BHK); null without a usable count. */
export function bhkGroup(bhk: unknown): number | null {
  if (typeof bhk !== 'number' || !Number.isFinite(bhk) || bhk < 1) return null;
  return Math.min(MAX_BHK, Math.floor(bhk));
}

/** Percent change from `from` to `to`, one decimal. */
export function changePct(from: number, to: number): number {
  return Math.round(((to - from) / from) * 1000) / 10;
}

/** Gross yield in percent, two decimals: monthly rent × 12 ÷ price. */
export function grossYieldPct(monthlyRent: number, price: number): number {
  return Math.round(((monthlyRent * 12) / price) * 10_000) / 100;
}
