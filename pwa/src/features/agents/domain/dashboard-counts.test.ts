import type { MyListing, ReceivedLead } from '@propai/api/wire';
import { describe, expect, it } from 'vitest';
import { LISTING_BUCKETS, leadSummary, listingBucket, listingCounts } from './dashboard-counts';

type Row = Pick<MyListing, 'status' | 'availability' | 'freshness'>;
const row = (
  status: Row['status'],
  over: { availability?: Row['availability']; stale?: boolean } = {},
): Row => ({
  status,
  availability: over.availability ?? 'available',
  freshness: {
    listedAt: '2026-10-01T00:00:00Z',
    availableAsOf: '2026-10-01T00:00:00Z',
    stale: over.stale ?? false,
    staleAfterDays: 30,
  },
});

const lead = (id: string, createdAt: string, handled = false): ReceivedLead => ({
  id,
  targetType: 'listing',
  targetId: 'x',
  targetTitle: `Home ${id}`,
  link: '/user-property/x',
  name: 'Asha',
  phone: '9876543210',
  message: null,
  createdAt,
  handled,
  handledAt: handled ? createdAt : null,
});

describe('the agent dashboard counts listings', () => {
  it('puts each listing in exactly one bucket', () => {
    expect(listingBucket(row('live'))).toBe('onMarket');
    expect(listingBucket(row('live', { stale: true }))).toBe('toConfirm');
    expect(listingBucket(row('pending'))).toBe('pending');
    expect(listingBucket(row('rejected'))).toBe('rejected');
    expect(listingBucket(row('flagged'))).toBe('flagged');
    // Marked sold or rented wins over stale and over any status.
    expect(listingBucket(row('live', { availability: 'rented', stale: true }))).toBe('closed');
    expect(listingBucket(row('flagged', { availability: 'sold' }))).toBe('closed');
  });

  it('counts the buckets, which add up to the total', () => {
    const counts = listingCounts([
      row('live'),
      row('live'),
      row('live', { stale: true }),
      row('pending'),
      row('rejected'),
      row('live', { availability: 'sold' }),
    ]);
    expect(counts).toEqual({
      onMarket: 2,
      toConfirm: 1,
      pending: 1,
      rejected: 1,
      flagged: 0,
      closed: 1,
      total: 6,
    });
    expect(LISTING_BUCKETS.reduce((sum, b) => sum + counts[b.key], 0)).toBe(counts.total);
  });

  it('counts nothing for no listings', () => {
    expect(listingCounts([]).total).toBe(0);
  });
});

describe('the agent dashboard sums up leads', () => {
  it('counts new against handled, lists the newest first and finds the oldest still open', () => {
    const s = leadSummary(
      [
        lead('b', '2026-11-20T10:00:00Z'),
        lead('d', '2026-11-28T10:00:00Z', true),
        lead('a', '2026-11-10T10:00:00Z'),
        lead('c', '2026-11-25T10:00:00Z', true),
      ],
      3,
    );
    expect(s).toMatchObject({ total: 4, open: 2, handled: 2, oldestOpenAt: '2026-11-10T10:00:00Z' });
    expect(s.newest.map((l) => l.id)).toEqual(['d', 'c', 'b']);
  });

  it('has no oldest open request when all are handled, and nothing for no leads', () => {
    expect(leadSummary([lead('a', '2026-11-10T10:00:00Z', true)]).oldestOpenAt).toBeNull();
    expect(leadSummary([])).toEqual({ total: 0, open: 0, handled: 0, newest: [], oldestOpenAt: null });
  });
});
