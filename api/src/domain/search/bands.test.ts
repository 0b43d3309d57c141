import { describe, expect, it } from 'vitest';
import { NONE, priceBand, priceBands, queryKeys, recentWeeks, weekBand } from './bands';

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
  it('key queries by category, city or any city', () => {
    expect(queryKeys(['sale', 'rent'], 'gurgaon', 'p', ['70'])).toEqual([
      'sale|gurgaon|p70',
      'rent|gurgaon|p70',
    ]);
    expect(queryKeys(['pg'], undefined, 't', ['1'])).toEqual(['pg|*|t1']);
  });
});
