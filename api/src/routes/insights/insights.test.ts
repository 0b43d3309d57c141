/**
 * Market insights on a real store: every aggregate of a small hand-made market (insights-fixture.ts)
 * computed, stored and served, each answer checked against figures worked out by hand below; the
 * schedule's once-per-period claim; newer figures never overwritten by older ones; the queries'
 * validation; the summaries written from the stored figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  AreaInsightsSchema,
  InsightsOverviewSchema,
  InsightsSummariesSchema,
} from '../../domain/insights/insights-schemas';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import {
  computeMarketInsights,
  MARKET_INSIGHTS,
  OVERVIEW_ID,
} from '../../services/insights/compute-insights';
import { runInsightsUpkeep } from '../../services/insights/insights-upkeep';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import type { MarketArea, MarketOverview, MarketSummaries } from '../../wire';
import { LISTINGS, NOW, PROJECTS } from './insights-fixture';

let store: Store;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({ LOG_LEVEL: 'silent', SEED: 'off' }),
    version: 'test',
    log: silentLogger,
  });
  await store.collection('listings').insertMany(LISTINGS);
  await store.collection('projects').insertMany(PROJECTS);
});

afterAll(async () => {
  await store.close();
});

const get = async <T>(path: string) => {
  const res = await app.request(path);
  return { res, body: (await res.json()) as T };
};
const area = async (city: string, locality?: string) => {
  const q = new URLSearchParams({ city, ...(locality ? { locality } : {}) });
  const { res, body } = await get<MarketArea>(`/api/insights/area?${q.toString()}`);
  expect(res.status).toBe(200);
  return AreaInsightsSchema.parse(body);
};
const fig = (value: number | null, points: number) => ({ value, points });

describe('before the first computation', () => {
  it('answers an empty overview and 404 for a place, saying nothing it does not know', async () => {
    const { res, body } = await get<MarketOverview>('/api/insights');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ asOf: null, levelWindow: null, cities: [], localities: [], minPoints: 5 });
    expect(body.method.length).toBeGreaterThan(5);
    const missing = await app.request('/api/insights/area?city=Gurgaon&locality=Sector%2045');
    expect(missing.status).toBe(404);
  });
});

describe('computing and serving the figures', () => {
  beforeAll(async () => {
    const done = await computeMarketInsights(store, NOW);
    // 30 homes are data points (36 stored: the pending, rejected, plot, PG, office and the
    // rental without an area are not); 6 projects; areas: 2 cities, 3 localities.
    expect(done).toMatchObject({ areas: 5, listings: 30, projects: 6 });
  });

  it('Sector 45: median ₹/sq ft, 3- and 12-month changes, the quarters, from the data points', async () => {
    const a = await area('Gurgaon', 'Sector 45');
    expect(a.area).toEqual({
      kind: 'locality',
      key: 'l:gurgaon|sector 45',
      city: 'Gurgaon',
      locality: 'Sector 45',
    });
    expect(a.asOf).toBe(NOW.toISOString());
    expect(a.levelWindow.label).toBe('Jun–Nov 2026');
    // Jun–Nov 2026: 9,000 10,000 10,000 11,000 11,000 11,500 12,000 13,000 20,000 30,000 → (11,000 + 11,500) / 2.
    expect(a.sale.psf).toEqual(fig(11_250, 10));
    expect(a.trend.windows.map((w) => w.label).slice(3)).toEqual([
      'Sep–Nov 2025',
      'Dec 2025–Feb 2026',
      'Mar–May 2026',
      'Jun–Aug 2026',
      'Sep–Nov 2026',
    ]);
    expect(a.trend.salePsf).toEqual([
      fig(null, 0),
      fig(null, 0),
      fig(null, 0),
      fig(10_000, 5),
      fig(null, 0),
      fig(null, 0),
      fig(11_000, 5),
      fig(12_000, 5),
    ]);
    // (12,000 − 11,000) / 11,000 = 9.09 %; (12,000 − 10,000) / 10,000 = 20 %.
    expect(a.change.sale3m).toEqual({
      pct: 9.1,
      from: fig(11_000, 5),
      to: fig(12_000, 5),
      fromLabel: 'Jun–Aug 2026',
      toLabel: 'Sep–Nov 2026',
    });
    expect(a.change.sale12m).toMatchObject({
      pct: 20,
      from: fig(10_000, 5),
      to: fig(12_000, 5),
      fromLabel: 'Sep–Nov 2025',
    });
  });

  it('Sector 45: median prices and rents by BHK, rent per sq ft and its changes', async () => {
    const a = await area('Gurgaon', 'Sector 45');
    // 2 BHK for sale, Jun–Nov 2026: 90 L, 1 Cr, 1 Cr, 1.1 Cr, 1.1 Cr, 1.15 Cr, 3 Cr → 1.1 Cr. 3 BHK: two, 4 BHK: one.
    expect(a.sale.priceByBhk).toEqual([
      { bhk: 1, ...fig(null, 0) },
      { bhk: 2, ...fig(11_000_000, 7) },
      { bhk: 3, ...fig(null, 2) },
      { bhk: 4, ...fig(null, 1) },
      { bhk: 5, ...fig(null, 0) },
    ]);
    expect(a.rent.byBhk[1]).toEqual({ bhk: 2, ...fig(30_000, 5) });
    expect(a.rent.psf).toEqual(fig(30, 5));
    // No rentals in Jun–Aug 2026: no 3-month change. A year ago ₹22 → ₹30: +36.4 %.
    expect(a.change.rent3m).toMatchObject({ pct: null, from: fig(null, 0), to: fig(30, 5) });
    expect(a.change.rent12m).toMatchObject({ pct: 36.4, from: fig(22, 5), to: fig(30, 5) });
  });

  it('Sector 45: gross rental yield, overall and by BHK', async () => {
    const a = await area('Gurgaon', 'Sector 45');
    // ₹30 × 12 ÷ ₹11,250 = 3.2 %; 2 BHK: ₹30,000 × 12 ÷ ₹1.1 Cr = 3.27 %; 3 BHK: no figure.
    expect(a.yield).toMatchObject({ pct: 3.2, rentPoints: 5, salePoints: 10 });
    expect(a.yield.byBhk[1]).toEqual({ bhk: 2, pct: 3.27, rentPoints: 5, salePoints: 7 });
    expect(a.yield.byBhk[2]).toEqual({ bhk: 3, pct: null, rentPoints: 0, salePoints: 2 });
  });

  it('Sector 45: supply on the market now and projects by BHK and status', async () => {
    const a = await area('Gurgaon', 'Sector 45');
    // For sale and on the market: 10,000 11,000 (2 BHK), 12,000 13,000 and the 2024 one (3 BHK).
    expect(a.supply.sale).toEqual({
      total: 5,
      byBhk: [
        { bhk: 1, count: 0 },
        { bhk: 2, count: 2 },
        { bhk: 3, count: 3 },
        { bhk: 4, count: 0 },
        { bhk: 5, count: 0 },
      ],
    });
    expect(a.supply.rent.total).toBe(3);
    expect(a.supply.projects).toEqual({
      total: 5,
      byStatus: [
        { status: 'New Launch', count: 2 },
        { status: 'Under Construction', count: 2 },
        { status: 'Ready to Move', count: 1 },
        { status: 'Completed', count: 0 },
      ],
      byBhk: [
        { bhk: 1, count: 0 },
        { bhk: 2, count: 2 },
        { bhk: 3, count: 2 },
        { bhk: 4, count: 1 },
        { bhk: 5, count: 1 },
      ],
    });
  });

  it('Sector 45: possession delays of its projects', async () => {
    const a = await area('Gurgaon', 'Sector 45');
    // 4 with a promised date; Aravali Heights 16 months (Jun 2025 → today), Deodar Park 9; median 12.5.
    expect(a.possession).toEqual({
      projects: 4,
      delayed: 2,
      long: 1,
      medianMonths: 12.5,
      items: [
        {
          name: 'Aravali Heights',
          slug: 'aravali-heights',
          status: 'Under Construction',
          promised: '2025-06-30',
          expected: '2026-09-30',
          months: 16,
        },
        {
          name: 'Deodar Park',
          slug: 'deodar-park',
          status: 'Under Construction',
          promised: '2026-03-31',
          expected: '2026-12-31',
          months: 9,
        },
      ],
    });
  });

  it('Gurgaon: the city over all its localities, whatever spelling was typed', async () => {
    const g = await area('Gurugram');
    expect(g.area).toEqual({ kind: 'city', key: 'c:gurgaon', city: 'Gurgaon', locality: null });
    // Sector 45's ten plus Golf Course Road's 25,000 → the 6th of 11: 11,500.
    expect(g.sale.psf).toEqual(fig(11_500, 11));
    // Sep–Nov 2026: 10,000 11,000 12,000 13,000 20,000 25,000 → 12,500: +13.6 % on 11,000, +25 % on 10,000.
    expect(g.change.sale3m.pct).toBe(13.6);
    expect(g.change.sale12m.pct).toBe(25);
    // ₹30 × 12 ÷ ₹11,500 = 3.13 %.
    expect(g.yield.pct).toBe(3.13);
    expect(g.possession).toMatchObject({ projects: 5, delayed: 3, long: 1, medianMonths: 10 });
    expect(g.possession.items.map((p) => p.months)).toEqual([16, 10, 9]);
  });

  it('Noida, Sector 150: three listings, so no figure, and the count says why', async () => {
    const a = await area('Noida', 'Sector 150');
    expect(a.sale.psf).toEqual(fig(null, 3));
    expect(a.yield.pct).toBeNull();
    expect(a.change.sale12m.pct).toBeNull();
  });

  it('the overview lists every city and locality with its headline figures', async () => {
    const { res, body } = await get<MarketOverview>('/api/insights');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    // Asked again with its ETag: unchanged figures answer 304 without a body.
    const again = await app.request('/api/insights', {
      headers: { 'If-None-Match': res.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
    const o = InsightsOverviewSchema.parse(body);
    expect(o.asOf).toBe(NOW.toISOString());
    expect(o.cities.map((r) => r.area.city)).toEqual(['Gurgaon', 'Noida']);
    expect(o.localities.map((r) => r.area.locality)).toEqual(['Golf Course Road', 'Sector 45', 'Sector 150']);
    expect(o.localities[1]).toMatchObject({
      salePsf: fig(11_250, 10),
      sale12m: { pct: 20 },
      rent12m: { pct: 36.4 },
      yield: { pct: 3.2, rentPoints: 5, salePoints: 10 },
      onMarket: 8,
      projects: 5,
      longDelays: 1,
    });
  });

  it("writes each locality's summary from its stored figures", async () => {
    const { body } = await get<MarketSummaries>('/api/insights/summaries?city=gurgaon');
    const s = InsightsSummariesSchema.parse(body);
    expect(s.city).toBe('Gurgaon');
    expect(s.items.map((i) => i.area.locality)).toEqual(['Golf Course Road', 'Sector 45']);
    const sector45 = s.items[1]!;
    expect(sector45.headline).toBe(
      'Sector 45: rents up 36.4 % in 12 months on 10 listings; asking prices up 20 % in 12 months on 10 listings',
    );
    expect(sector45.facts.map((f) => f.text)).toEqual([
      'Asking prices up 20 % in 12 months: median ₹10,000/sq ft in Sep–Nov 2025, ₹12,000/sq ft in Sep–Nov 2026, on 10 listings.',
      'Rents up 36.4 % in 12 months: median ₹22/sq ft a month in Sep–Nov 2025, ₹30/sq ft a month in Sep–Nov 2026, on 10 listings.',
      "Gross rental yield 3.2 % (monthly rent per sq ft × 12 ÷ price per sq ft, on 5 rent and 10 sale listings), in line with Gurgaon's 3.13 %.",
      '1 of its 4 projects has a possession delay of 12 months or more; the longest, Aravali Heights, 16 months (promised 2025-06-30, expected 2026-09-30).',
      '5 homes for sale and 3 for rent on the market now; the commonest for sale is 3 BHK (3).',
    ]);
    expect(s.rules.length).toBeGreaterThan(3);
    const all = await get<MarketSummaries>('/api/insights/summaries');
    expect(all.body.items).toHaveLength(3);
  });
});

describe('requests', () => {
  it.each([
    ['/api/insights/area', 'city'],
    ['/api/insights/area?locality=Sector%2045', 'city'],
    [`/api/insights/area?city=${'x'.repeat(81)}`, 'city'],
    ['/api/insights/area?city=Gurgaon&locality=', 'locality'],
    ['/api/insights/summaries?city=', 'city'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const res = await app.request(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('an unknown place is a 404', async () => {
    const res = await app.request('/api/insights/area?city=Gurgaon&locality=Nowhere');
    expect(res.status).toBe(404);
  });
});

describe('the schedule', () => {
  it('never lets older figures replace newer ones, and drops places left without data', async () => {
    const later = new Date(NOW.getTime() + 2 * 3_600_000);
    await store.collection('listings').deleteMany({ city: 'Noida' });
    await computeMarketInsights(store, later);
    await computeMarketInsights(store, NOW); // a slower process finishing after
    const overview = await store.collection(MARKET_INSIGHTS).findOne({ _id: OVERVIEW_ID });
    expect(overview?.asOf).toBe(later.toISOString());
    expect((await area('Gurgaon', 'Sector 45')).asOf).toBe(later.toISOString());
    expect((await app.request('/api/insights/area?city=Noida&locality=Sector%20150')).status).toBe(404);
  });

  it('recomputes once a period however many processes ask, and not while the figures are fresh', async () => {
    const next = new Date(NOW.getTime() + 5 * 3_600_000);
    const runs = await Promise.all([runInsightsUpkeep(store, next), runInsightsUpkeep(store, next)]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(await runInsightsUpkeep(store, new Date(next.getTime() + 10 * 60_000))).toBeNull();
    expect(await runInsightsUpkeep(store, new Date(next.getTime() + 61 * 60_000))).not.toBeNull();
  });
});
