import { describe, expect, it } from 'vitest';
import {
  bandRangeClause,
  bucketField,
  bucketKey,
  NONE,
  priceBand,
  priceBands,
  recentWeeks,
  weekBand,
} from './bands';

describe('bucket bands', () => {
  it('are monotonic in price and cover a range edge to edge', () => {
    expect(Number(priceBand(5_000_000))).toBeLessThan(Number(priceBand(20_000_000)));
    const bands = priceBands(5_000_000, 20_000_000);
    expect(bands[0]).toBe(priceBand(5_000_000));
    expect(bands.at(-1)).toBe(priceBand(20_000_000));
    expect(bands).not.toContain(NONE);
  });
  it('include the no-price bucket only without bounds', () => {
    expect(priceBands()).toContain(NONE);
    expect(priceBand(undefined)).toBe(NONE);
    expect(priceBands(0, 0)).toEqual([]);
  });
  it('walk weeks newest first', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const weeks = recentWeeks(now, 3);
    expect(Number(weeks[0])).toBe(Number(weekBand(now)) + 1);
    expect(Number(weeks[2])).toBe(Number(weekBand(now)) - 1);
  });
  it('keys sort by band, so contiguous bands are one range', () => {
    expect(bucketKey('sale', 'gurgaon', 'p', priceBand(5_000_000))).toBe(
      `sale|gurgaon|p${priceBand(5_000_000)}`,
    );
    expect(bucketField('p', false)).toBe('search.kpa');
    expect(bandRangeClause('search.kp', 'sale|gurgaon|p', ['072', '070', '071'])).toEqual({
      'search.kp': { $gte: 'sale|gurgaon|p070', $lte: 'sale|gurgaon|p072' },
    });
    expect(priceBand(9_000) < priceBand(90_000)).toBe(true);
    expect(priceBand(1e12) < NONE).toBe(true);
  });
});
