import { describe, expect, it } from 'vitest';
import {
  BAND_COLOURS,
  bandColour,
  bandOf,
  bandRange,
  bandThresholds,
  median,
  MIN_BAND_VALUES,
  quantileSorted,
  UNBANDED_COLOUR,
} from './price-bands';

const hundreds = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 100);

describe('colour bands: quintiles by nearest rank', () => {
  it('takes the value at rank ceil(p·n)', () => {
    expect(quantileSorted([1, 2, 3, 4, 5], 0.2)).toBe(1);
    expect(quantileSorted([1, 2, 3, 4, 5], 0.4)).toBe(2);
    expect(quantileSorted([1, 2, 3, 4, 5], 0.8)).toBe(4);
    expect(quantileSorted([7], 0.5)).toBe(7);
  });

  it('cuts ten values into five bands of two (upper bound inclusive)', () => {
    const values = hundreds(10);
    const cuts = bandThresholds(values);
    expect(cuts).toEqual([200, 400, 600, 800]);
    const sizes = [0, 0, 0, 0, 0];
    for (const v of values) sizes[bandOf(v, cuts)!]! += 1;
    expect(sizes).toEqual([2, 2, 2, 2, 2]);
  });

  it('cuts twelve values by hand: ranks 3, 5, 8 and 10', () => {
    // 0.2·12 = 2.4 → 3; 0.4·12 = 4.8 → 5; 0.6·12 = 7.2 → 8; 0.8·12 = 9.6 → 10.
    expect(bandThresholds(hundreds(12).reverse())).toEqual([300, 500, 800, 1000]);
  });

  it('gives no bands below the minimum count, and ignores zero, negative and non-numbers', () => {
    expect(bandThresholds(hundreds(MIN_BAND_VALUES - 1))).toBeNull();
    expect(bandThresholds([...hundreds(MIN_BAND_VALUES - 1), 0, -5, Number.NaN])).toBeNull();
    expect(bandThresholds(hundreds(MIN_BAND_VALUES))).not.toBeNull();
  });

  it('merges equal cuts instead of making empty bands', () => {
    const same = [...Array<number>(8).fill(5000), 6000, 7000];
    // Quintiles 5000, 5000, 5000, 5000 → one cut; the top band holds 6000 and 7000.
    expect(bandThresholds(same)).toEqual([5000]);
    expect(bandOf(5000, [5000])).toBe(0);
    expect(bandOf(6000, [5000])).toBe(1);
    // All equal: a cut at the maximum would leave the top band empty, so there is none.
    expect(bandThresholds(Array<number>(12).fill(900))).toEqual([]);
  });

  it('has no band for a missing or unusable figure', () => {
    expect(bandOf(null, [1, 2])).toBeNull();
    expect(bandOf(undefined, [1, 2])).toBeNull();
    expect(bandOf(0, [1, 2])).toBeNull();
    expect(bandOf(10, null)).toBeNull();
  });

  it('describes each band as an (exclusive, inclusive] range', () => {
    const cuts = [200, 400, 600, 800];
    expect(bandRange(0, cuts)).toEqual([null, 200]);
    expect(bandRange(2, cuts)).toEqual([400, 600]);
    expect(bandRange(4, cuts)).toEqual([800, null]);
  });

  it('spreads fewer bands over the palette from cheap to dear', () => {
    expect([0, 1, 2, 3, 4].map((b) => bandColour(b, 5))).toEqual([...BAND_COLOURS]);
    expect(bandColour(0, 2)).toBe(BAND_COLOURS[0]);
    expect(bandColour(1, 2)).toBe(BAND_COLOURS[4]);
    expect(bandColour(0, 1)).toBe(BAND_COLOURS[2]);
    expect(bandColour(null, 5)).toBe(UNBANDED_COLOUR);
  });

  it('takes a median (mean of the middle two for an even count)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
