/**
 * "Listings stay fresh" (DECISIONS.md): a listing whose poster has not confirmed it is still
 * available for a while leaves DEFAULT search results and carries a "may no longer be available"
 * note on its page, until the poster confirms with one tap.
 *
 * Rule: rent and PG listings (and commercial for rent) go stale 30 days after `confirmedAt`; sale
 * listings, plots and commercial for sale after 60. `confirmedAt` is set when the listing is posted
 * and again each time the poster answers "Still available"; approval by a moderator does NOT reset
 * it (the moderator checks the content, not whether the home is still on the market; the queue
 * takes hours, not weeks). Listings stored before this rule existed start their clock on the first
 * start-up that has it (their posters were never asked). A listing marked sold or rented leaves
 * search for good and its page says so; it is never "stale".
 *
 * `staleAt` (= confirmedAt + the period) is stored on the listing so a search filters on one field.
 */

export const STALE_AFTER_DAYS = { rent: 30, sale: 60 } as const;
export const DAY_MS = 86_400_000;

export const AVAILABILITY = ['available', 'sold', 'rented'] as const;
export type Availability = (typeof AVAILABILITY)[number];
/** Marks that take a listing out of search for good. */
export const CLOSED_AVAILABILITY = ['sold', 'rented'] as const;

/** Any stored listing (the index signature lets a whole document be passed). */
export interface FreshnessInput {
  readonly [field: string]: unknown;
  category?: unknown;
  listingType?: unknown;
}

/** Whether a listing is let by the month (rent, PG, commercial for rent) rather than sold. */
export function isRental(l: FreshnessInput): boolean {
  return l.category === 'rent' || l.category === 'pg' || l.listingType === 'Rent';
}

/** 30 for rentals and PGs, 60 for sales, plots and commercial for sale. */
export function staleAfterDays(l: FreshnessInput): number {
  return isRental(l) ? STALE_AFTER_DAYS.rent : STALE_AFTER_DAYS.sale;
}

/** The moment an unconfirmed listing leaves default search. */
export function staleAtFor(l: FreshnessInput, confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + staleAfterDays(l) * DAY_MS);
}

/** The stored fields a (re)confirmation writes. */
export function confirmationFields(l: FreshnessInput, now: Date): { confirmedAt: Date; staleAt: Date } {
  return { confirmedAt: now, staleAt: staleAtFor(l, now) };
}

const asDate = (v: unknown): Date | undefined => {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : undefined;
  return d && Number.isFinite(d.getTime()) ? d : undefined;
};

export interface Freshness {
  listedAt: string;
  availableAsOf: string;
  stale: boolean;
  staleAfterDays: number;
}

/**
 * The page's freshness block. `availableAsOf` is the last confirmation (posting counts as one);
 * a listing with no confirmation stored yet counts from its creation date.
 * @example freshnessOf({ category: 'rent', createdAt, confirmedAt }, now)
 *   // → { listedAt: '2026-10-01T…', availableAsOf: '2026-10-01T…', stale: true, staleAfterDays: 30 }
 */
export function freshnessOf(l: FreshnessInput, now: Date): Freshness {
  const listed = asDate(l.createdAt) ?? new Date(0);
  const confirmed = asDate(l.confirmedAt) ?? listed;
  const closed = (CLOSED_AVAILABILITY as readonly unknown[]).includes(l.availability);
  return {
    listedAt: listed.toISOString(),
    availableAsOf: confirmed.toISOString(),
    stale: !closed && now.getTime() >= staleAtFor(l, confirmed).getTime(),
    staleAfterDays: staleAfterDays(l),
  };
}

/** A listing's availability as stored ('available' when never marked). */
export function availabilityOf(l: FreshnessInput): Availability {
  return l.availability === 'sold' || l.availability === 'rented' ? l.availability : 'available';
}

/**
 * Search clauses (store query language): not sold/rented, and unless `includeStale` not stale at
 * `now`. A listing with no `staleAt` yet (written before start-up's backfill) counts as fresh.
 * `now` is rounded down to the minute so cached answers and counts are shared for a minute.
 */
export function freshnessClauses(now: Date, includeStale: boolean): Record<string, unknown>[] {
  const clauses: Record<string, unknown>[] = [{ availability: { $nin: [...CLOSED_AVAILABILITY] } }];
  if (!includeStale)
    clauses.push({ $or: [{ staleAt: { $exists: false } }, { staleAt: { $gt: freshnessCutoff(now) } }] });
  return clauses;
}

/**
 * Live listings past their freshness period and not closed: the admin dashboard's "live but
 * unconfirmed" figure and the moderation queue's `stale=true` filter, one definition so the tile's
 * number is what the queue lists.
 */
export function staleLiveFilter(now: Date): Record<string, unknown> {
  return { status: 'live', staleAt: { $lte: now }, availability: { $nin: [...CLOSED_AVAILABILITY] } };
}

/**
 * A listing still on the market (`open`: never marked, or available) or marked sold or rented
 * (`closed`: it stays live, with its badge, but is out of default search): the admin dashboard's
 * two "live" figures and the moderation queue's `market=` filter, one definition for both.
 */
export function marketFilter(market: 'open' | 'closed'): Record<string, unknown> {
  return { availability: { [market === 'open' ? '$nin' : '$in']: [...CLOSED_AVAILABILITY] } };
}

/** `now` rounded down to the minute: a listing is in default search while `staleAt` is after it. */
export function freshnessCutoff(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** The same test as the clauses, in memory (the text search's snapshot). */
export function inDefaultSearch(l: FreshnessInput, now: Date): boolean {
  if ((CLOSED_AVAILABILITY as readonly unknown[]).includes(l.availability)) return false;
  return !(l.staleAt instanceof Date) || l.staleAt.getTime() > freshnessCutoff(now).getTime();
}
