/**
 * The agent dashboard's figures (pure), each counted from one API answer the page already has:
 * listings by where they stand (GET /api/my/listings) and callback requests new against handled
 * (GET /api/leads/received). Every bucket is exclusive, so the buckets add up to the total.
 */
import type { MyListing, ReceivedLead } from '@propai/api/wire';

export type ListingBucket = 'onMarket' | 'toConfirm' | 'pending' | 'rejected' | 'flagged' | 'closed';

/** In the order the dashboard shows them, with the words it uses. */
export const LISTING_BUCKETS: readonly { key: ListingBucket; label: string }[] = [
  { key: 'onMarket', label: 'On the market' },
  { key: 'toConfirm', label: 'To confirm' },
  { key: 'pending', label: 'Waiting for approval' },
  { key: 'rejected', label: 'Not approved' },
  { key: 'flagged', label: 'Hidden after reports' },
  { key: 'closed', label: 'Sold or rented' },
];

/**
 * Where one listing stands: marked sold or rented first (out of search for good, whatever else),
 * then its moderation status; a live one is "to confirm" once unconfirmed past its period (out of
 * default search until the poster taps "still available").
 */
export function listingBucket(l: Pick<MyListing, 'status' | 'availability' | 'freshness'>): ListingBucket {
  if (l.availability === 'sold' || l.availability === 'rented') return 'closed';
  if (l.status === 'pending') return 'pending';
  if (l.status === 'rejected') return 'rejected';
  if (l.status === 'flagged') return 'flagged';
  return l.freshness.stale ? 'toConfirm' : 'onMarket';
}

export function listingCounts(
  items: readonly Pick<MyListing, 'status' | 'availability' | 'freshness'>[],
): Record<ListingBucket, number> & { total: number } {
  const counts = { onMarket: 0, toConfirm: 0, pending: 0, rejected: 0, flagged: 0, closed: 0, total: 0 };
  for (const l of items) {
    counts[listingBucket(l)] += 1;
    counts.total += 1;
  }
  return counts;
}

export interface LeadSummary {
  total: number;
  /** Not yet marked handled. */
  open: number;
  handled: number;
  /** The newest few, newest first. */
  newest: ReceivedLead[];
  /** When the oldest request still open was sent; null when none is open. */
  oldestOpenAt: string | null;
}

export function leadSummary(items: readonly ReceivedLead[], shown = 3): LeadSummary {
  const byNewest = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const open = byNewest.filter((l) => !l.handled);
  return {
    total: items.length,
    open: open.length,
    handled: items.length - open.length,
    newest: byNewest.slice(0, shown),
    oldestOpenAt: open.at(-1)?.createdAt ?? null,
  };
}
