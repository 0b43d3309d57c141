/** The project discovery endpoints on a real store seeded small (plus one hand-made project). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { seedIfNeeded } from '../../seed/seed';
import { prepareStore } from '../../startup';
import type { Doc, Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';

let store: Store;
let app: ReturnType<typeof createApp>;
let all: Doc[];

type Card = Record<string, unknown> & { id: string; score: number | null; city: string };
type Page = {
  projects: Card[];
  pagination: { total: number; offset: number; limit: number; hasMore: boolean };
};

beforeAll(async () => {
  store = await openTestStore();
  await seedIfNeeded(store, { listings: 400, projects: 40 });
  await prepareStore(store, loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' }), silentLogger);
  app = createApp({
    store,
    env: loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' }),
    version: 'test',
    log: silentLogger,
  });
  all = await store.collection('projects').find({});
}, 120_000);
afterAll(async () => store.close());

async function get<T = Page>(path: string): Promise<{ status: number; body: T; text: string }> {
  const res = await app.request(path);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as T, text };
}

describe('GET /api/projects/query', () => {
  it('answers cards with pagination (page style and explore style)', async () => {
    const page = await get('/api/projects/query?page=2&limit=10');
    expect(page.status).toBe(200);
    expect(page.body.projects).toHaveLength(10);
    expect(page.body.pagination).toEqual({ total: 40, offset: 10, limit: 10, page: 2, hasMore: true });
    const explore = await get('/api/projects/query?limit=20&offset=30&sortBy=createdAt&sortOrder=desc');
    expect(explore.body.projects).toHaveLength(10);
    expect(explore.body.pagination.hasMore).toBe(false);
    const dates = (
      await get('/api/projects/query?limit=40&sortBy=createdAt&sortOrder=desc')
    ).body.projects.map((p) => String(p.createdAt));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('matches the city through aliases and sorts by score with unscored last', async () => {
    const gurgaon = all.filter((p) => p.city === 'Gurgaon').length;
    const res = await get('/api/projects/query?city=Gurugram&limit=100&sortBy=score');
    expect(res.body.pagination.total).toBe(gurgaon);
    expect(res.body.projects.every((p) => p.city === 'Gurgaon')).toBe(true);
    const scores = res.body.projects.map((p) => p.score);
    const firstNull = scores.indexOf(null);
    const scored = (firstNull === -1 ? scores : scores.slice(0, firstNull)) as number[];
    expect([...scored].sort((a, b) => b - a)).toEqual(scored);
    if (firstNull !== -1) expect(scores.slice(firstNull).every((s) => s === null)).toBe(true);
    expect((await get('/api/projects/query?city=ggn')).body.pagination.total).toBe(gurgaon);
  });

  it('filters by status class, BHK rule, price overlap, property type and text', async () => {
    const ready = await get('/api/projects/query?status=ready&limit=100');
    expect(ready.body.projects.every((p) => p.statusClass === 'ready')).toBe(true);
    expect(ready.body.pagination.total).toBe(
      all.filter((p) => ['Ready to Move', 'Completed'].includes(String(p.status))).length,
    );
    const big = await get('/api/projects/query?bhk=4&limit=100');
    expect(big.body.pagination.total).toBe(all.filter((p) => (p.bhk as number[]).some((b) => b >= 4)).length);
    const budget = await get('/api/projects/query?priceMin=1Cr&priceMax=2Cr&limit=100');
    const inBudget = all.filter((p) => {
      const r = p.priceRange as { min: number; max: number };
      return r.max >= 1e7 && r.min <= 2e7;
    });
    expect(budget.body.pagination.total).toBe(inBudget.length);
    const villas = await get('/api/projects/query?propertyType=villa&limit=100');
    expect(villas.body.pagination.total).toBe(
      all.filter((p) => (p.propertyTypes as string[]).includes('Villa')).length,
    );
    const one = all[0]!;
    const byName = await get(
      `/api/projects/query?search=${encodeURIComponent(String(one.name).toUpperCase())}`,
    );
    expect(byName.body.projects.map((p) => p.id)).toContain(one._id);
    expect((await get('/api/projects/query?q=(.*')).body.pagination.total).toBe(0);
    expect((await get('/api/projects/query?type=rent')).body.projects).toEqual([]);
  });

  it('finds a PIN, a sector or a project name as text; an unknown city= is text too', async () => {
    const loc = (p: Doc) => p.location as { pincode: string; address: string };
    const one = all[3]!;
    const pin = loc(one).pincode;
    const withPin = all.filter((p) => loc(p).pincode === pin || loc(p).address.includes(pin));
    const byPin = await get(`/api/projects/query?q=${pin}&limit=100`);
    expect(byPin.body.pagination.total).toBe(withPin.length);
    expect(byPin.body.projects.map((p) => p.id).sort()).toEqual(withPin.map((p) => p._id).sort());
    // The home form before the app starts sends the text as city=.
    expect((await get(`/api/projects/query?city=${pin}&limit=100`)).body.pagination.total).toBe(
      withPin.length,
    );
    const sector = String(one.sector);
    const bySector = await get(`/api/projects/query?q=${encodeURIComponent(sector)}&limit=100`);
    expect(bySector.body.projects.map((p) => p.id)).toContain(one._id);
    const byName = await get(`/api/projects/query?city=${encodeURIComponent(String(one.name))}`);
    expect(byName.body.projects.map((p) => p.id)).toContain(one._id);
  });

  it('reads a place inside a city as the city plus that place, the same as area=', async () => {
    const inGurgaon = all.filter((p) => p.city === 'Gurgaon');
    let found = 0;
    for (const place of ['Sohna Road', 'Dwarka Expressway', 'Golf Course Road']) {
      const expected = inGurgaon.filter((p) =>
        [p.locality, p.sector, p.microMarket, p.district].some((v) =>
          String(v).toLowerCase().includes(place.toLowerCase()),
        ),
      );
      const asCity = await get(`/api/projects/query?city=${encodeURIComponent(place)}&limit=100`);
      expect(asCity.body.pagination.total, place).toBe(expected.length);
      const asArea = await get(
        `/api/projects/query?city=Gurgaon&area=${encodeURIComponent(place)}&limit=100`,
      );
      expect(asArea.body.pagination.total, place).toBe(expected.length);
      expect(asCity.body.projects.every((p) => p.city === 'Gurgaon')).toBe(true);
      found += expected.length;
    }
    // Not every Gurgaon project: the tiles' counts differ from the city's.
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(inGurgaon.length);
  });

  it('filters verified projects on the server: one count for what is shown', async () => {
    const verified = all.filter((p) => p.verified === true);
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(all.length);
    const res = await get('/api/projects/query?verified=true&limit=100');
    expect(res.body.pagination.total).toBe(verified.length);
    expect(res.body.projects).toHaveLength(verified.length);
    expect(res.body.projects.every((p) => p.verified === true)).toBe(true);
  });

  it('filters by amenities: every one listed, with the editor’s labels for Pool and Park', async () => {
    const has = (p: Doc, label: string) => (p.amenities as string[]).includes(label);
    const gymPool = await get('/api/projects/query?amenities=Gym,Pool&limit=100');
    expect(gymPool.body.pagination.total).toBe(
      all.filter((p) => has(p, 'Gym') && has(p, 'Swimming Pool')).length,
    );
    const park = await get('/api/projects/query?amenities=park&limit=100');
    expect(park.body.pagination.total).toBe(all.filter((p) => has(p, 'Garden')).length);
    expect(park.body.pagination.total).toBeGreaterThan(0);
    // No project records Wi-Fi: none is claimed to have it.
    expect((await get('/api/projects/query?amenities=Wi-Fi')).body.pagination.total).toBe(0);
  });

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['sortBy=drop', 'sortBy'],
      ['priceMin=-5', 'priceMin'],
      ['sortOrder=up', 'sortOrder'],
      ['status=soon', 'status'],
      ['bhk=lots', 'bhk'],
      ['offset=-1', 'offset'],
      ['amenities=Helipad', 'amenities'],
      ['verified=maybe', 'verified'],
    ] as const) {
      const res = await get<{ fields: Record<string, string> }>(`/api/projects/query?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields), query).toEqual([field]);
    }
  });

  it('never sends escrow account numbers or internal fields', async () => {
    const accounts = all
      .map((p) => (p.escrow as { accountNumber?: string } | undefined)?.accountNumber)
      .filter(Boolean);
    const text = (await get('/api/projects/query?limit=100')).text;
    for (const account of accounts) expect(text).not.toContain(String(account));
    expect(text).not.toContain('"search"');
    expect(text).not.toContain('"seeded"');
  });
});

describe('GET /api/projects (featured) and /bulk', () => {
  it('lists featured projects', async () => {
    const res = await get<{ items: Card[] }>('/api/projects?featured=true&limit=12');
    expect(res.body.items.length).toBe(Math.min(12, all.filter((p) => p.featured).length));
    expect(res.body.items.every((p) => p.featured === true)).toBe(true);
  });

  it('answers summaries in the order asked, with the account masked to its last 4 digits', async () => {
    const withEscrow = all.filter((p) => p.escrow).slice(0, 2);
    const ids = [withEscrow[1]!._id, 'nope', withEscrow[0]!._id];
    const res = await get<{ items: (Card & { escrow: { maskedAccount: string } })[] }>(
      `/api/projects/bulk?ids=${ids.join(',')}`,
    );
    expect(res.body.items.map((p) => p.id)).toEqual([withEscrow[1]!._id, withEscrow[0]!._id]);
    const account = String((withEscrow[1]!.escrow as { accountNumber: string }).accountNumber);
    expect(res.body.items[0]!.escrow.maskedAccount).toBe('X'.repeat(account.length - 4) + account.slice(-4));
    expect(res.text).not.toContain(account);
  });

  it('carries the stored AI insights for the comparison, and null where a project has none', async () => {
    const withAi = all.find((p) => p.aiInsights)!;
    const withoutAi = all.find((p) => !p.aiInsights)!;
    const res = await get<{ items: { id: string; aiInsights: unknown }[] }>(
      `/api/projects/bulk?ids=${withAi._id},${withoutAi._id}`,
    );
    const stored = withAi.aiInsights as {
      locationScore: number;
      investmentPotential: string;
      priceGrowth: number;
    };
    expect(res.body.items.map((p) => p.aiInsights)).toEqual([
      {
        locationScore: stored.locationScore,
        investmentPotential: stored.investmentPotential,
        priceGrowth: stored.priceGrowth,
      },
      null,
    ]);
  });

  it('refuses more than 50 ids or none', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `id${i}`).join(',');
    const res = await get<{ fields: Record<string, string> }>(`/api/projects/bulk?ids=${ids}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['ids']);
    expect((await get('/api/projects/bulk')).status).toBe(400);
  });
});

describe('locations and suggestions', () => {
  it('lists states and cities from the data', async () => {
    const states = await get<string[]>('/api/projects/locations/states');
    expect(states.body).toEqual([...new Set(all.map((p) => String(p.state)))].sort());
    const cities = await get<string[]>('/api/projects/locations/cities?state=HARYANA');
    expect(cities.body).toEqual(
      [...new Set(all.filter((p) => p.state === 'Haryana').map((p) => String(p.city)))].sort(),
    );
  });

  it('suggests cities through aliases, projects and developers', async () => {
    const gur = await get<{ type: string; value: string; category: string }[]>(
      '/api/projects/suggestions?q=gur',
    );
    expect(gur.body[0]).toMatchObject({ type: 'city', value: 'Gurgaon', category: 'Location' });
    const one = all[0]!;
    const name = String(one.name);
    const byName = await get<{ type: string; id: string }[]>(
      `/api/projects/suggestions?q=${encodeURIComponent(name)}`,
    );
    expect(byName.body).toContainEqual(
      expect.objectContaining({ type: 'project', id: one._id, category: 'Project' }),
    );
    const dev = await get<{ category: string }[]>(
      `/api/projects/suggestions?q=${encodeURIComponent(String(one.developer))}`,
    );
    expect(dev.body.some((s) => s.category === 'Developer')).toBe(true);
    expect((await get('/api/projects/suggestions?q=g')).status).toBe(400);
    expect((await get('/api/projects/suggestions?q=gurgaon&limit=1')).body).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the discovery endpoints', async () => {
    const doc = await get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    for (const path of [
      '/api/projects/query',
      '/api/projects',
      '/api/projects/bulk',
      '/api/projects/locations/states',
      '/api/projects/locations/cities',
      '/api/projects/suggestions',
      '/api/listings',
      '/api/listings/{slugOrId}',
      '/api/marketplace/browse',
      '/api/user-properties/search',
    ])
      expect(Object.keys(doc.body.paths)).toContain(path);
  });
});
