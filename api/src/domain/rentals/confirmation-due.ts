/**
 * When a landlord must next confirm a listing (the freshness rules of freshness.ts, seen from the
 * poster's side): 'stale' once past its period (hidden from default search until confirmed),
 * 'due' within DUE_SOON_DAYS of it, 'ok' before, 'closed' once marked sold or rented.
 */
import { availabilityOf, DAY_MS, freshnessOf, staleAtFor, type FreshnessInput } from '../listings/freshness';

export const DUE_SOON_DAYS = 7;
export type ConfirmationState = 'closed' | 'stale' | 'due' | 'ok';

export interface ConfirmationDue {
  state: ConfirmationState;
  /** When the listing leaves (or left) default search unless confirmed; null once closed. */
  staleAt: string | null;
  /** Whole days until then (negative once past), null once closed. */
  daysLeft: number | null;
}

/** @example confirmationDue({ category: 'rent', confirmedAt: twentyFiveDaysAgo }, now) // { state: 'due', daysLeft: 5, … } */
export function confirmationDue(l: FreshnessInput, now: Date): ConfirmationDue {
  if (availabilityOf(l) !== 'available') return { state: 'closed', staleAt: null, daysLeft: null };
  const confirmed = new Date(freshnessOf(l, now).availableAsOf);
  const staleAt = staleAtFor(l, confirmed);
  const daysLeft = Math.floor((staleAt.getTime() - now.getTime()) / DAY_MS);
  const state = staleAt.getTime() <= now.getTime() ? 'stale' : daysLeft < DUE_SOON_DAYS ? 'due' : 'ok';
  return { state, staleAt: staleAt.toISOString(), daysLeft };
}
