import { describe, expect, it } from 'vitest';
import { availabilityView } from './availability-view';

const freshness = { availableAsOf: '2026-01-05T00:00:00.000Z', stale: true };
const at = Date.parse('2026-03-01T09:00:00.000Z');

describe('availability row', () => {
  it("shows the server's freshness until the poster answers", () => {
    expect(availabilityView({ availability: 'available', freshness })).toEqual({
      kind: 'open',
      asOf: freshness.availableAsOf,
      stale: true,
    });
    expect(availabilityView({})).toEqual({ kind: 'open', stale: false });
    expect(availabilityView({ availability: 'sold', freshness })).toEqual({ kind: 'closed', status: 'sold' });
  });

  it('an answer waiting on the device (or just tapped) shows at once, dated when tapped', () => {
    const write = { listingId: 'l', status: 'available' as const, queuedAt: at, state: 'waiting' as const };
    expect(availabilityView({ availability: 'available', freshness, write })).toEqual({
      kind: 'open',
      asOf: '2026-03-01T09:00:00.000Z',
      stale: false,
    });
    expect(availabilityView({ freshness, tapped: { status: 'rented', at } })).toEqual({
      kind: 'closed',
      status: 'rented',
    });
  });

  it('a refused answer leaves the server’s word', () => {
    const write = { listingId: 'l', status: 'sold' as const, queuedAt: at, state: 'failed' as const };
    expect(
      availabilityView({ availability: 'available', freshness, write, tapped: { status: 'sold', at } }),
    ).toEqual({ kind: 'open', asOf: freshness.availableAsOf, stale: true });
  });
});
