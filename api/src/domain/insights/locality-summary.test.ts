import { describe, expect, it } from 'vitest';
import type { AreaInsights, Change, Figure } from './insights-schemas';
import { summarizeLocality } from './locality-summary';

const fig = (value: number | null, points: number): Figure => ({ value, points });
const none = fig(null, 0);
const change = (from: Figure, to: Figure, pct: number | null, fromLabel = 'Sep–Nov 2025'): Change => ({
  pct,
  from,
  to,
  fromLabel,
  toLabel: 'Sep–Nov 2026',
});
const noChange = change(none, none, null);
const bhks = (f: (bhk: number) => Figure) => [1, 2, 3, 4, 5].map((bhk) => ({ bhk, ...f(bhk) }));

/** An area with no data at all; each case fills in what it needs. */
function area(locality: string | null = 'Sector 45'): AreaInsights {
  const window = { key: '2026-06/2026-11', label: 'Jun–Nov 2026', start: '', end: '' };
  return {
    area: { kind: locality ? 'locality' : 'city', key: 'k', city: 'Gurgaon', locality },
    asOf: '2026-11-28T10:00:00.000Z',
    levelWindow: window,
    sale: { psf: none, priceByBhk: bhks(() => none) },
    rent: { psf: none, byBhk: bhks(() => none) },
    trend: { windows: [], salePsf: [], rentPsf: [] },
    change: { sale3m: noChange, sale12m: noChange, rent3m: noChange, rent12m: noChange },
    yield: { pct: null, rentPoints: 0, salePoints: 0, byBhk: [] },
    supply: {
      sale: { total: 0, byBhk: bhks(() => none).map(({ bhk }) => ({ bhk, count: 0 })) },
      rent: { total: 0, byBhk: [] },
      projects: { total: 0, byStatus: [], byBhk: [] },
    },
    possession: { projects: 0, delayed: 0, long: 0, medianMonths: null, items: [] },
  };
}

const delayed = (months: number, name = 'Aravali Heights') => ({
  name,
  slug: 'x',
  status: 'Under Construction',
  promised: '2025-06-30',
  expected: '2026-09-30',
  months,
});

describe('locality summaries (rules in locality-summary.ts)', () => {
  it("writes the issue's example from the numbers", () => {
    const a = area();
    a.change.rent12m = change(fig(30, 60), fig(31.8, 80), 6);
    a.possession = {
      projects: 5,
      delayed: 3,
      long: 2,
      medianMonths: 14,
      items: [delayed(20), delayed(13), delayed(4)],
    };
    const s = summarizeLocality(a, null);
    expect(s.headline).toBe(
      'Sector 45: rents up 6 % in 12 months on 140 listings; 2 of its 5 projects have possession delays of 12 months or more',
    );
    expect(s.facts).toEqual([
      {
        topic: 'rent',
        text: 'Rents up 6 % in 12 months: median ₹30/sq ft a month in Sep–Nov 2025, ₹31.80/sq ft a month in Sep–Nov 2026, on 140 listings.',
        points: 140,
      },
      {
        topic: 'possession',
        text: '2 of its 5 projects have possession delays of 12 months or more; the longest, Aravali Heights, 20 months (promised 2025-06-30, expected 2026-09-30).',
        points: 5,
      },
    ]);
  });

  it.each([
    ['a rise', 9.1, 'Asking prices up 9.1 % in 12 months'],
    ['a fall', -4, 'Asking prices down 4 % in 12 months'],
    ['under 1 % reads steady, with its sign', -0.6, 'Asking prices steady over 12 months (−0.6 %)'],
  ])('price move: %s', (_case, pct, start) => {
    const a = area();
    a.change.sale12m = change(fig(10_000, 6), fig(10_910, 9), pct);
    const fact = summarizeLocality(a, null).facts[0]!;
    expect(fact.topic).toBe('sale');
    expect(fact.text.startsWith(start)).toBe(true);
    expect(fact.text).toContain('on 15 listings');
  });

  it('falls back to the 3-month change, then to the median alone, and never invents a change', () => {
    const a = area();
    a.change.sale3m = change(fig(11_000, 5), fig(12_000, 5), 9.1, 'Jun–Aug 2026');
    expect(summarizeLocality(a, null).facts[0]!.text).toBe(
      'Asking prices up 9.1 % in 3 months: median ₹11,000/sq ft in Jun–Aug 2026, ₹12,000/sq ft in Sep–Nov 2026, on 10 listings.',
    );
    const b = area();
    b.sale.psf = fig(11_250, 10);
    expect(summarizeLocality(b, null).facts[0]!.text).toBe(
      'Median asking price ₹11,250/sq ft in Jun–Nov 2026, on 10 listings; too few listings earlier to measure a change.',
    );
  });

  it('gives the rent of the BHK with the most listings when rents have no change', () => {
    const a = area();
    a.rent.byBhk = bhks((b) => (b === 2 ? fig(30_000, 7) : b === 3 ? fig(42_000, 9) : fig(null, 2)));
    expect(summarizeLocality(a, null).facts[0]).toEqual({
      topic: 'rent',
      text: 'Median rent for a 3 BHK ₹42,000 a month in Jun–Nov 2026, on 9 listings.',
      points: 9,
    });
  });

  it.each([
    [3.2, 2.9, "above Gurgaon's 2.9 %"],
    [2.5, 2.9, "below Gurgaon's 2.9 %"],
    [3.0, 2.9, "in line with Gurgaon's 2.9 %"],
  ])("compares a %s %% yield with the city's %s %%", (pct, cityPct, words) => {
    const a = area();
    a.sale.psf = fig(11_250, 10);
    a.yield = { pct, rentPoints: 5, salePoints: 10, byBhk: [] };
    const city = area(null);
    city.yield = { pct: cityPct, rentPoints: 50, salePoints: 90, byBhk: [] };
    const fact = summarizeLocality(a, city).facts.find((f) => f.topic === 'yield')!;
    expect(fact.text).toBe(
      `Gross rental yield ${pct} % (monthly rent per sq ft × 12 ÷ price per sq ft, on 5 rent and 10 sale listings), ${words}.`,
    );
    expect(fact.points).toBe(15);
  });

  it.each([
    [{ projects: 1, delayed: 0, long: 0 }, 'Its one project has no possession delay.'],
    [
      { projects: 1, delayed: 1, long: 0 },
      'Its one project, Aravali Heights, has a possession delay of 5 months (promised 2025-06-30, expected 2026-09-30).',
    ],
    [{ projects: 3, delayed: 0, long: 0 }, 'None of its 3 projects has a possession delay.'],
    [{ projects: 4, delayed: 2, long: 0 }, '2 of its 4 projects are delayed, none by 12 months or more.'],
    [{ projects: 4, delayed: 1, long: 0 }, '1 of its 4 projects is delayed, none by 12 months or more.'],
  ])('possession without long delays: %o', (counts, text) => {
    const a = area();
    a.possession = { ...counts, medianMonths: null, items: counts.delayed ? [delayed(5)] : [] };
    expect(summarizeLocality(a, null).facts.find((f) => f.topic === 'possession')?.text).toBe(text);
  });

  it('says how many listings there were when there are too few for any figure', () => {
    const a = area();
    a.yield = { pct: null, rentPoints: 2, salePoints: 3, byBhk: [] };
    a.supply.sale = {
      total: 3,
      byBhk: bhks(() => none).map(({ bhk }) => ({ bhk, count: bhk === 2 ? 3 : 0 })),
    };
    a.supply.rent.total = 2;
    const s = summarizeLocality(a, null);
    expect(s.facts).toEqual([
      { topic: 'supply', text: '3 homes for sale and 2 for rent on the market now.', points: 5 },
      {
        topic: 'data',
        text: 'Too few listings to measure prices or rents: 3 for sale and 2 for rent in Jun–Nov 2026 (5 needed).',
        points: 5,
      },
    ]);
    expect(s.headline).toBe('Sector 45: 5 homes on the market; too few listings to measure prices yet');
  });

  it('names the commonest BHK for sale only with enough homes on sale', () => {
    const a = area();
    a.supply.sale = { total: 8, byBhk: [2, 3, 4].map((bhk) => ({ bhk, count: bhk === 3 ? 5 : 1 })) };
    expect(summarizeLocality(a, null).facts[0]!.text).toBe(
      '8 homes for sale and 0 for rent on the market now; the commonest for sale is 3 BHK (5).',
    );
  });

  it('leads with the larger of the price and rent moves', () => {
    const a = area();
    a.change.sale12m = change(fig(10_000, 6), fig(10_300, 6), 3);
    a.change.rent12m = change(fig(30, 6), fig(33, 6), 10);
    a.yield = { pct: 3.1, rentPoints: 6, salePoints: 6, byBhk: [] };
    expect(summarizeLocality(a, null).headline).toBe(
      'Sector 45: rents up 10 % in 12 months on 12 listings; asking prices up 3 % in 12 months on 12 listings',
    );
  });
});
