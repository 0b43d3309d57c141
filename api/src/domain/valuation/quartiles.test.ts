import { describe, expect, it } from 'vitest';
import { quantile, quartiles } from './quartiles';

describe('quartiles by linear interpolation (type 7)', () => {
  it.each([
    // values, q1, median, q3 — worked by hand: rank h = (n − 1)·p from 0
    [[10], 10, 10, 10],
    [[1, 2], 1.25, 1.5, 1.75],
    [[1, 2, 3, 4], 1.75, 2.5, 3.25], // h = 0.75, 1.5, 2.25
    [[5, 1, 4, 2, 3], 2, 3, 4], // sorted 1..5: h = 1, 2, 3
    [[6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49], 25.5, 40, 42.5], // h = 2.5, 5, 7.5
  ])('%j → q1 %d, median %d, q3 %d', (values, q1, median, q3) => {
    expect(quartiles(values)).toEqual({ q1, median, q3 });
  });

  it('none for an empty sample; non-finite values are dropped', () => {
    expect(quartiles([])).toBeNull();
    expect(quantile([Number.NaN, 4, Number.POSITIVE_INFINITY], 0.5)).toBe(4);
  });

  it('the ends are the minimum and maximum', () => {
    expect(quantile([3, 9, 1], 0)).toBe(1);
    expect(quantile([3, 9, 1], 1)).toBe(9);
  });
});
