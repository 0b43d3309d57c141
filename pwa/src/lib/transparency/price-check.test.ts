import { describe, expect, it } from 'vitest';
import { adjustedParts, baseParts, fairValueOf, priceVerdict, waterfall } from './price-check';

describe('baseParts', () => {
  it('uses stored fair-value inputs when complete', () => {
    const stored = { land: 1, construction: 2, sgaFin: 3, margin: 4 };
    expect(baseParts(stored, 10_000)).toEqual(stored);
  });
  it('falls back to the 25/55/10/10 split of the base rate', () => {
    expect(baseParts({ land: 1 }, 10_000)).toEqual({
      land: 2500,
      construction: 5500,
      sgaFin: 1000,
      margin: 1000,
    });
  });
  it('is null with neither (never invented)', () => {
    expect(baseParts(null, undefined)).toBeNull();
    expect(baseParts(undefined, 0)).toBeNull();
  });
});

describe('adjustedParts', () => {
  const parts = { land: 100, construction: 100, sgaFin: 100, margin: 100 };
  it('applies bear and bull multipliers', () => {
    expect(adjustedParts(parts, 'bear')).toEqual({
      land: 95,
      construction: 105,
      sgaFin: 110.00000000000001,
      margin: 90,
    });
    const bull = adjustedParts(parts, 'bull');
    expect(bull.land).toBeCloseTo(105);
    expect(bull.construction).toBeCloseTo(95);
    expect(bull.sgaFin).toBeCloseTo(90);
    expect(bull.margin).toBeCloseTo(110);
    expect(fairValueOf(adjustedParts(parts, 'base'))).toBe(400);
  });
  it('applies sliders clamped to ±15 %', () => {
    expect(adjustedParts(parts, 'base', { land: 10 }).land).toBeCloseTo(110);
    expect(adjustedParts(parts, 'base', { land: 40 }).land).toBeCloseTo(115);
    expect(adjustedParts(parts, 'base', { margin: -40 }).margin).toBeCloseTo(85);
  });
});

describe('waterfall', () => {
  it('stacks the parts and ends with the total', () => {
    const bars = waterfall({ land: 1, construction: 2, sgaFin: 3, margin: 4 });
    expect(bars.map((b) => [b.start, b.end])).toEqual([
      [0, 1],
      [1, 3],
      [3, 6],
      [6, 10],
      [0, 10],
    ]);
    expect(bars[4]).toMatchObject({ label: 'Fair value', total: true });
  });
});

describe("priceVerdict (from the buyer's side)", () => {
  it('is Fair within ±3 %, edges included', () => {
    expect(priceVerdict(103, 100)?.verdict).toBe('Fair');
    expect(priceVerdict(97, 100)?.verdict).toBe('Fair');
    expect(priceVerdict(100, 100)?.verdict).toBe('Fair');
  });
  it('is Overpriced when the market asks more than 3 % above fair value', () => {
    expect(priceVerdict(103.1, 100)?.verdict).toBe('Overpriced');
    expect(priceVerdict(117, 100)).toEqual({ verdict: 'Overpriced', gapPct: 17 });
  });
  it('is Undervalued when the market asks more than 3 % below fair value', () => {
    expect(priceVerdict(96.9, 100)?.verdict).toBe('Undervalued');
    expect(priceVerdict(80, 100)).toEqual({ verdict: 'Undervalued', gapPct: -20 });
  });
  it('is null without a market rate or a fair value', () => {
    expect(priceVerdict(undefined, 100)).toBeNull();
    expect(priceVerdict(100, 0)).toBeNull();
  });
});
