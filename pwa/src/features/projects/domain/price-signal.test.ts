import { describe, expect, it } from 'vitest';
import { formatCr, priceRows, priceSignal } from './price-signal';

describe('priceSignal', () => {
  it('compares developer and verified prices', () => {
    expect(priceSignal(100, 90)).toBe('Verified is cheaper');
    expect(priceSignal(90, 100)).toBe('Dev is cheaper');
    expect(priceSignal(100, 100)).toBe('Same');
  });
  it("is '-' when either is missing", () => {
    expect(priceSignal(null, 100)).toBe('-');
    expect(priceSignal(100, undefined)).toBe('-');
    expect(priceSignal(Number.NaN, 1)).toBe('-');
  });
});

describe('formatCr', () => {
  it('uses 2 decimals from 1 Cr and 3 below', () => {
    expect(formatCr(12_345_678)).toBe('₹1.23 Cr');
    expect(formatCr(10_000_000)).toBe('₹1.00 Cr');
    expect(formatCr(8_766_000)).toBe('₹0.877 Cr');
    expect(formatCr(null)).toBe('-');
  });
});

describe('priceRows', () => {
  it('joins both lists by size', () => {
    const rows = priceRows(
      [
        { sizeSqft: 1500, priceINR: 2e7 },
        { sizeSqft: 1000, priceINR: 1e7 },
      ],
      [{ sizeSqft: 1000, priceINR: 9e6, votesUp: 4 }],
    );
    expect(rows).toEqual([
      { sizeSqft: 1000, dev: 1e7, verified: 9e6, votesUp: 4, signal: 'Verified is cheaper' },
      { sizeSqft: 1500, dev: 2e7, verified: null, votesUp: null, signal: '-' },
    ]);
  });
});
