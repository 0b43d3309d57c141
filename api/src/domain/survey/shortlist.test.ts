/** The shortlist score: each factor's scale, unknown factors re-weighted, reasons from stored numbers. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, localityMedians, rankByScore, shortlistScore } from './shortlist';

const none = localityMedians([]);
const fair = { land: 2000, construction: 4500, sgaFin: 800, margin: 700 }; // 8,000 ₹/sqft

describe('each factor by its stated scale', () => {
  it.each([
    [
      '15 % under fair value',
      { marketPricePsf: 6800, fairValue: fair },
      1,
      '₹/sqft 15 % under its fair value',
    ],
    ['at fair value', { marketPricePsf: 8000, fairValue: fair }, 0.5, '₹/sqft at its fair value'],
    ['15 % over fair value', { marketPricePsf: 9200, fairValue: fair }, 0, '₹/sqft 15 % over its fair value'],
    [
      'over the top of the scale',
      { marketPricePsf: 12000, fairValue: fair },
      0,
      '₹/sqft 50 % over its fair value',
    ],
  ])('fair value: %s', (_, p, value, text) => {
    const r = shortlistScore(p, none).factors.fairValue!;
    expect(r.value).toBeCloseTo(value, 5);
    expect(r.basis).toBe('fairValue');
    expect(r.text).toBe(text);
  });

  it.each([
    [{ rentalYieldPct: 5 }, 'yield', 1, 'rental yield 5 %'],
    [{ rentalYieldPct: 2.5 }, 'yield', 0.5, 'rental yield 2.5 %'],
    [{ priceChange12mPct: 15 }, 'momentum', 1, 'prices up 15 % in 12 months'],
    [{ priceChange12mPct: -5 }, 'momentum', 0, 'prices down 5 % in 12 months'],
    [{ priceChange12mPct: 0 }, 'momentum', 0.25, 'prices flat over 12 months'],
  ] as const)('%j → %s %d', (stats, factor, value, text) => {
    const r = shortlistScore({ stats }, none).factors[factor]!;
    expect(r.value).toBeCloseTo(value, 5);
    expect(r.text).toBe(text);
  });

  it('trust is the transparency score out of 10', () => {
    const r = shortlistScore({ score: 8.2 }, none).factors.trust!;
    expect(r.value).toBeCloseTo(0.82, 5);
    expect(r.text).toBe('transparency score 8.2 / 10');
  });
});

describe('fair value without a stored one: the locality median', () => {
  const locality = (psf: number) => ({ city: 'Gurgaon', locality: 'Sector 65', marketPricePsf: psf });
  const peers = [locality(10000), locality(11000), locality(12000)];

  it('compares with the median of 3 or more projects in the same locality', () => {
    const p = locality(10120);
    const medians = localityMedians([...peers, p]);
    const r = shortlistScore(p, medians).factors.fairValue!;
    // Median of 10000, 10120, 11000, 12000 is 10560: 10120 is 4.2 % under it.
    expect(r).toMatchObject({ basis: 'localityMedian', dataPoints: 4, figure: -4.2 });
    expect(r.text).toBe("₹/sqft 4 % under its locality's median");
  });

  it('is unknown with fewer than 3 projects there, or no price', () => {
    const p = locality(10000);
    expect(shortlistScore(p, localityMedians([p, locality(9000)])).unknown).toContain('fairValue');
    expect(
      shortlistScore({ city: 'Gurgaon', locality: 'Sector 65' }, localityMedians(peers)).unknown,
    ).toContain('fairValue');
  });

  it('prefers the stored fair value over the locality median', () => {
    const p = { ...locality(10000), fairValue: fair };
    expect(shortlistScore(p, localityMedians([...peers, p])).factors.fairValue!.basis).toBe('fairValue');
  });
});

describe('unknown factors are left out and the rest re-weighted', () => {
  it('scores the weighted mean of the known factors only', () => {
    // yield 4 % → 0.8 (w .25), momentum +5 % → 0.5 (w .2): (0.2 + 0.1) / 0.45 = 66.7
    const r = shortlistScore({ stats: { rentalYieldPct: 4, priceChange12mPct: 5 } }, none);
    expect(r.score).toBe(67);
    expect(r.unknown).toEqual(['fairValue', 'trust']);
    expect(r.reason).toBe('rental yield 4 % · prices up 5 % in 12 months');
  });

  it('uses every weight when all four are known', () => {
    const r = shortlistScore(
      {
        marketPricePsf: 8000,
        fairValue: fair,
        stats: { rentalYieldPct: 5, priceChange12mPct: 15 },
        score: 6,
      },
      none,
    );
    // .35 × .5 + .25 × 1 + .2 × 1 + .2 × .6 = 0.745
    expect(r.score).toBe(75);
    expect(r.unknown).toEqual([]);
    expect(r.reason).toBe('rental yield 5 % · prices up 15 % in 12 months');
  });

  it('has no score with fewer than 2 known factors, and says so', () => {
    expect(shortlistScore({ score: 9 }, none)).toMatchObject({
      score: null,
      reason: 'transparency score 9 / 10',
    });
    expect(shortlistScore({}, none)).toMatchObject({
      score: null,
      unknown: ['fairValue', 'yield', 'momentum', 'trust'],
      reason: 'Too little data to score this project.',
    });
  });

  it('takes the caller’s weights', () => {
    const p = { stats: { rentalYieldPct: 5, priceChange12mPct: -5 } };
    expect(shortlistScore(p, none, { ...DEFAULT_WEIGHTS, momentum: 0 }).score).toBe(100);
  });

  it('breaks a tie between equally strong factors by weight', () => {
    const r = shortlistScore({ stats: { rentalYieldPct: 5, priceChange12mPct: 15 }, score: 10 }, none);
    expect(r.reason).toBe('rental yield 5 % · prices up 15 % in 12 months');
  });
});

it('ranks best score first and unscored last', () => {
  const ranked = rankByScore([
    { id: 'a', score: null },
    { id: 'b', score: 40 },
    { id: 'c', score: 90 },
  ]);
  expect(ranked.map((r) => r.id)).toEqual(['c', 'b', 'a']);
});
