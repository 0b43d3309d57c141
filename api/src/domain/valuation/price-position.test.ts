import { describe, expect, it } from 'vitest';
import { askingPerSqft, pricePosition, versusRange } from './price-position';

const VALUES = [8000, 9000, 10_000, 11_000, 12_000];
const Q = { q1: 9000, q3: 11_000 };

describe('where an asking ₹/sq ft sits among comparables', () => {
  it.each([
    // yours, below, same, above, band
    [10_500, 3, 0, 2, 'middle'],
    [10_000, 2, 1, 2, 'middle'], // a tie is neither higher nor lower
    [9000, 1, 1, 3, 'middle'], // on the lower quartile: inside the middle half
    [8500, 1, 0, 4, 'below'],
    [11_500, 4, 0, 1, 'above'],
    [12_000, 4, 1, 0, 'above'], // equal to the highest: not above every one
    [12_001, 5, 0, 0, 'highest'],
    [7999, 0, 0, 5, 'lowest'],
  ] as const)('%d → higher than %d, same as %d, lower than %d (%s)', (yours, below, same, above, band) => {
    expect(pricePosition(VALUES, Q, yours)).toEqual({ count: 5, below, same, above, band });
  });

  it("rounds the seller's ₹/sq ft as the comparables are: whole rupees for a sale, paise for a rent", () => {
    expect(askingPerSqft(15_000_000, 1450, 'sale')).toBe(10_345); // 10,344.83
    expect(askingPerSqft(35_000, 1450, 'rent')).toBe(24.14); // 24.1379
  });
});

describe('the asking amount against the valuation range', () => {
  const range = { low: 13_500_000, mid: 15_000_000, high: 16_500_000 };
  it.each([
    [15_500_000, 'within', 3],
    [13_500_000, 'within', -10], // the ends belong to the range
    [13_000_000, 'below', -13],
    [18_000_000, 'above', 20],
  ] as const)('%d is %s, %d %% from the middle', (amount, where, pct) => {
    expect(versusRange(amount, range)).toEqual({ where, fromMidPct: pct });
  });
});
