import { describe, expect, it } from 'vitest';
import type { CandidateListing } from './comparables';
import { selectComparables } from './comparables';
import { estimateFrom } from './estimate';
import { estimateMethod, selectionRule } from './method';
import type { ValuationSubject } from './valuation-input';
import { areaInSqft } from './valuation-input';

const NOW = new Date('2026-11-01T00:00:00Z');
const fresh = new Date(NOW.getTime() + 86_400_000);
let n = 0;
const sale = (perSqft: number, over: Partial<CandidateListing> = {}): CandidateListing => ({
  _id: `s${++n}`,
  status: 'live',
  category: 'sale',
  listingType: 'Sell',
  propertyType: 'Apartment',
  city: 'Gurgaon',
  locality: 'Sector 45',
  bhk: 3,
  areaSqft: 1000,
  price: perSqft * 1000,
  staleAt: fresh,
  ...over,
});

const subject: ValuationSubject = {
  city: 'Gurgaon',
  locality: 'Sector 45',
  propertyType: 'Apartment',
  bhk: 3,
  areaSqft: 1500,
};

describe('the estimate: median ₹/sq ft × area, quartile range', () => {
  it('five comparables at 8,000…12,000 ₹/sq ft for 1,500 sq ft', () => {
    // ₹/sq ft sorted: 8000 9000 10000 11000 12000 → q1 (h=1) 9000, median 10000, q3 (h=3) 11000.
    const comps = [12_000, 8_000, 10_000, 9_000, 11_000].map((p) =>
      sale(p, { areaSqft: 1500, price: p * 1500 }),
    );
    const e = estimateFrom(subject, selectComparables(subject, comps, 'sale', NOW), 'sale');
    expect(e).toMatchObject({
      available: true,
      count: 5,
      live: 5,
      closed: 0,
      step: 1,
      areaBand: { min: 1125, max: 1875 },
      perSqft: { q1: 9000, median: 10_000, q3: 11_000 },
      low: 13_500_000,
      mid: 15_000_000,
      high: 16_500_000,
    });
    expect(estimateMethod(subject, e)).toBe(
      'Median ₹/sq ft of 5 comparable listings (5 on the market) (step 1 of 3) × 1,500 sq ft; ' +
        'the range is their lower to upper quartile ₹/sq ft × the same area.',
    );
    expect(selectionRule(subject, e)).toBe(
      'Sale listings in Sector 45, Gurgaon: Apartment, 3 BHK, 1,125–1,875 sq ft (±25 % of 1,500 sq ft); ' +
        'on the market now, or sold in the last 12 months at their last asking price.',
    );
  });

  it('six comparables (an even count) and one sold: interpolated quartiles, rounded to ₹1,000', () => {
    // 7000 8000 9000 10000 11000 13000 → h(q1)=1.25: 8250; median 9500; h(q3)=3.75: 10750.
    const comps = [7_000, 8_000, 9_000, 10_000, 11_000].map((p) =>
      sale(p, { areaSqft: 1400, price: p * 1400 }),
    );
    const sold = sale(13_000, {
      areaSqft: 1400,
      price: 13_000 * 1400,
      availability: 'sold',
      availabilityChangedAt: new Date('2026-09-01T00:00:00Z'),
    });
    const e = estimateFrom(subject, selectComparables(subject, [...comps, sold], 'sale', NOW), 'sale');
    expect(e).toMatchObject({
      count: 6,
      live: 5,
      closed: 1,
      perSqft: { q1: 8250, median: 9500, q3: 10_750 },
      low: 12_375_000,
      mid: 14_250_000,
      high: 16_125_000,
    });
    expect(estimateMethod(subject, e)).toContain('(5 on the market, 1 sold)');
  });

  it('rent: ₹/sq ft in paise, amounts to ₹100', () => {
    // 1,000 sq ft homes renting for 25,000 … 33,000: ₹25, 27, 29, 31, 33 /sq ft → median 29 × 1,500.
    const rents = [25_000, 27_000, 29_000, 31_000, 33_333].map((r) =>
      sale(0, { category: 'rent', listingType: 'Rent', price: undefined, pricePerMonth: r, areaSqft: 1200 }),
    );
    const e = estimateFrom(subject, selectComparables(subject, rents, 'rent', NOW), 'rent');
    // per sq ft: 20.8333, 22.5, 24.1667, 25.8333, 27.7775 → quartiles at ranks 1, 2, 3.
    expect(e.perSqft).toEqual({ q1: 22.5, median: 24.17, q3: 25.83 });
    expect([e.low, e.mid, e.high]).toEqual([33_800, 36_300, 38_800]);
  });

  it('below 5: no figures, and the method says how many were found', () => {
    // Two 1,000 sq ft homes: outside ±25 % of 1,500 (step 1), inside ±50 % (steps 2 and 3).
    const e = estimateFrom(
      subject,
      selectComparables(subject, [sale(9000), sale(9500)], 'sale', NOW),
      'sale',
    );
    expect(e).toMatchObject({ available: false, count: 2, perSqft: null, low: null, mid: null, high: null });
    expect(estimateMethod(subject, e)).toBe(
      'Not enough comparable listings: found 2, needs at least 5 (widened to step 3 of 3).',
    );
  });
});

describe('areas in any unit', () => {
  it.each([
    [1500, 'sq ft', 1500],
    [100, 'sq m', 1076], // 1 sq m = 10.7639 sq ft
    [200, 'sq yd', 1800], // 1 sq yd = 9 sq ft
    [1, 'acre', 43_560], // 4046.86 sq m
  ] as const)('%d %s = %d sq ft', (area, unit, sqft) => {
    expect(areaInSqft(area, unit)).toBe(sqft);
  });
});
