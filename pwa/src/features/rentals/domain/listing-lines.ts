/** A landlord's listing in words: its moderation state and when it must be confirmed. */
import type { LandlordListing } from '@propai/api/wire';
import { formatDay } from '../../../lib/format';

export function statusText(l: LandlordListing): string | null {
  if (l.status === 'pending') return 'Waiting for approval';
  if (l.status === 'rejected') return 'Not approved';
  if (l.status === 'flagged') return 'Hidden after reports';
  return null;
}

/** @example confirmationText({ confirmation: { state: 'due', daysLeft: 3, staleAt } }) // 'Confirm by 4 Dec (3 days left)' */
export function confirmationText(l: LandlordListing): string {
  const c = l.confirmation;
  if (c.state === 'closed') return l.availability === 'rented' ? 'Rented out' : 'Closed';
  const by = c.staleAt ? formatDay(c.staleAt) : '';
  if (c.state === 'stale') return `Hidden from search since ${by} — confirm it is still available`;
  if (c.state === 'due') {
    const days = c.daysLeft ?? 0;
    return `Confirm by ${by} (${days === 0 ? 'today' : days === 1 ? '1 day left' : `${days} days left`})`;
  }
  return `Next confirmation by ${by}`;
}
