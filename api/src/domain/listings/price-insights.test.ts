import { describe, expect, it } from 'vitest';
import { areaBand, median, perSqft, priceInsights } from './price-insights';

describe('price insights maths', () => {
  it('median of odd and even counts, none for empty', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('area band is ±30 %', () => {
    expect(areaBand(1000)).toEqual({ min: 700, max: 1300 });
  });

  it('rent compares monthly rent per sq ft, sale the price', () => {
    expect(perSqft({ category: 'rent', listingType: 'Rent', pricePerMonth: 30_000, areaSqft: 1000 })).toBe(
      30,
    );
    expect(perSqft({ category: 'sale', price: 9_000_000, areaSqft: 1500 })).toBe(6000);
    expect(perSqft({ category: 'sale', price: 9_000_000 })).toBeNull();
  });

  const sale = (price: number, areaSqft = 1000) => ({
    category: 'sale',
    listingType: 'Sell',
    price,
    areaSqft,
  });

  it('needs 5 comparables: with 4 it says how many it found and shows no median', () => {
    const out = priceInsights(
      sale(6_000_000),
      [sale(5e6), sale(5e6), sale(5e6), sale(5e6)],
      'Sector 45, Gurgaon',
    );
    expect(out).toMatchObject({ available: false, comparables: 4, medianPerSqft: null, differencePct: null });
    expect(out.method).toContain('found 4');
  });

  it('with 5 comparables: median, difference and a one-line method', () => {
    const comps = [5e6, 5.5e6, 6e6, 6.5e6, 7e6].map((p) => sale(p));
    expect(priceInsights(sale(6_600_000), comps, 'Sector 45, Gurgaon')).toEqual({
      available: true,
      comparables: 5,
      listingPerSqft: 6600,
      medianPerSqft: 6000,
      differencePct: 10,
      method: 'Median ₹/sq ft (price) of 5 live sale listings in Sector 45, Gurgaon of 700–1,300 sq ft',
    });
  });

  it('without an area nothing is computed', () => {
    const out = priceInsights({ category: 'sale', price: 5e6 }, [], 'X');
    expect(out).toMatchObject({ available: false, listingPerSqft: null });
  });
});
