/**
 * What the tenant view (/rentals/tenant) picks out of the account's lists (pure): saved listings
 * that are rentals, saved listing searches for rentals, and the callback requests sent about
 * rentals, each with its one-line state. "Rental" means a listing of category rent or pg — the two
 * the Rent menu searches (/browse/listings?category=rent and /pg).
 */
import type { FavoriteItem, SavedSearch, SentLead } from '@propai/api/wire';
import { formatDay, formatTimeAgo } from '../../../lib/format';

export const RENTAL_CATEGORIES = ['rent', 'pg'] as const;

export const isRentalCategory = (category: string | null | undefined): boolean =>
  (RENTAL_CATEGORIES as readonly string[]).includes((category ?? '').toLowerCase());

type SavedListing = Extract<FavoriteItem, { type: 'listing' }> & {
  card: NonNullable<Extract<FavoriteItem, { type: 'listing' }>['card']>;
};

/** Saved listings still public whose category is rent or PG, in the order given (newest saved first). */
export function savedRentals(items: readonly FavoriteItem[]): SavedListing[] {
  return items.filter(
    (i): i is SavedListing => i.type === 'listing' && i.card !== null && isRentalCategory(i.card.category),
  );
}

/** Saved listing searches for rent or PG (a search with no category covers sale homes too: left out). */
export function rentalSearches(items: readonly SavedSearch[]): SavedSearch[] {
  return items.filter((s) => s.kind === 'listings' && isRentalCategory(s.filters.category));
}

/**
 * @example searchAlertText({ active: true, lastAlertAt: null }) // 'Alerts on · no new matches sent yet'
 */
export function searchAlertText(s: Pick<SavedSearch, 'active' | 'lastAlertAt'>, now = Date.now()): string {
  if (!s.active) return 'Alerts paused';
  return s.lastAlertAt
    ? `Alerts on · last alert ${formatTimeAgo(s.lastAlertAt, now)}`
    : 'Alerts on · no new matches sent yet';
}

export interface RentalEnquiries {
  rentals: SentLead[];
  /** Requests about other things (homes for sale, projects, agents): counted, not listed here. */
  others: number;
}

export function rentalEnquiries(items: readonly SentLead[]): RentalEnquiries {
  const rentals = items.filter((l) => l.targetType === 'listing' && isRentalCategory(l.category));
  return { rentals, others: items.length - rentals.length };
}

/** Where one request stands: listed or not, and whether the lister marked it handled. */
export function enquiryState(l: Pick<SentLead, 'stillListed' | 'handled' | 'createdAt'>): {
  text: string;
  tone: 'open' | 'done' | 'gone';
} {
  const sent = `Sent ${formatDay(l.createdAt)}`;
  if (l.stillListed === false) return { text: `${sent} · no longer listed`, tone: 'gone' };
  if (l.handled) return { text: `${sent} · the lister marked it handled`, tone: 'done' };
  return { text: `${sent} · waiting for a call back`, tone: 'open' };
}
