/**
 * The project lists on a hand-made store whose answers are worked out here: three developers with
 * known delivery records and five projects. /browse-projects reads GET /api/projects/query (its
 * developer filter and possession sort), /past-projects reads GET /api/projects/past.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { prepareStore } from '../../startup';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import type { DeveloperList, PastProjects, ProjectPage } from '../../wire';

let store: Store;
let app: ReturnType<typeof createApp>;
const env = loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' });

const past = (name: string, status: string, delayMonths: number, city: string, handedOver?: string) => ({
  name,
  year: handedOver ? Number(handedOver.slice(0, 4)) : 2026,
  status,
  delayMonths,
  occupancyPct: 50 + delayMonths,
  city,
  locality: `${city} Central`,
  units: 200,
  ...(handedOver ? { handedOver, promised: '2018-01' } : {}),
});

const developers = [
  {
    _id: 'dev-alpha',
    name: 'Alpha Builders',
    slug: 'alpha-builders',
    past: [
      past('Alpha One', 'Delivered', 0, 'Gurgaon', '2018-01'),
      past('Alpha Two', 'Delivered', 2, 'Gurgaon', '2019-03'),
      past('Alpha Three', 'Delivered late', 12, 'Noida', '2020-01'),
      past('Alpha Four', 'Stalled', 24, 'Gurgaon'),
    ],
  },
  {
    _id: 'dev-beta',
    name: 'Beta Homes',
    slug: 'beta-homes',
    past: [
      past('Beta One', 'Delivered late', 20, 'Gurugram', '2021-09'),
      past('Beta Two', 'Delivered late', 6, 'Noida', '2022-07'),
      past('Beta Three', 'Under Construction', 0, 'Noida'),
    ],
  },
  { _id: 'dev-gamma', name: 'Gamma Estates', slug: 'gamma-estates', past: [] },
];

const project = (
  n: number,
  developerId: string,
  city: string,
  possession: object,
  status = 'Under Construction',
) => ({
  _id: `p-${n}`,
  name: `Test Project ${n}`,
  slug: `test-project-${n}`,
  developerId,
  developer: developers.find((d) => d._id === developerId)!.name,
  city,
  status,
  possession,
  priceRange: { min: n * 1_000_000, max: n * 2_000_000 },
  createdAt: new Date(Date.UTC(2026, 0, n)),
});

beforeAll(async () => {
  store = await openTestStore();
  await store.collection('developers').insertMany(developers);
  await store.collection('projects').insertMany([
    project(1, 'dev-alpha', 'Gurgaon', {
      promised: '2027-03-31',
      revised: '2028-06-30',
      year: 2028,
      quarter: 'Q2',
    }),
    project(2, 'dev-alpha', 'Noida', { promised: '2026-12-31', year: 2026, quarter: 'Q4' }),
    project(3, 'dev-beta', 'Gurgaon', { promised: '2025-06-30', year: 2025, quarter: 'Q2' }, 'Ready to Move'),
    project(4, 'dev-beta', 'Gurgaon', { year: 2029, quarter: 'Q1' }),
    project(5, 'dev-alpha', 'Gurgaon', {}),
  ]);
  await prepareStore(store, env, silentLogger);
  app = createApp({ store, env, version: 'test', log: silentLogger });
}, 60_000);
afterAll(async () => store.close());

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /api/projects/query for /browse-projects', () => {
  it('filters by developer slug (or id), alone and with city and status', async () => {
    const alpha = await get<ProjectPage>('/api/projects/query?developer=alpha-builders&limit=10');
    expect(alpha.body.projects.map((p) => p.id).sort()).toEqual(['p-1', 'p-2', 'p-5']);
    expect(alpha.body.pagination.total).toBe(3);
    const byId = await get<ProjectPage>('/api/projects/query?developer=dev-beta');
    expect(byId.body.projects.map((p) => p.id).sort()).toEqual(['p-3', 'p-4']);
    const both = await get<ProjectPage>('/api/projects/query?developer=beta-homes&city=ggn&status=under');
    expect(both.body.projects.map((p) => p.id)).toEqual(['p-4']);
    const none = await get<ProjectPage>('/api/projects/query?developer=no-such-builder');
    expect([none.status, none.body.pagination.total, none.body.projects]).toEqual([200, 0, []]);
  });

  it('sorts by expected possession (revised, else promised, else the quarter), unknown last', async () => {
    const soonest = await get<ProjectPage>('/api/projects/query?sortBy=possession');
    // p-3 2025-06-30, p-2 2026-12-31, p-1 2028-06-30 (revised), p-4 2029-03-31 (quarter), p-5 none.
    expect(soonest.body.projects.map((p) => p.id)).toEqual(['p-3', 'p-2', 'p-1', 'p-4', 'p-5']);
    const latest = await get<ProjectPage>('/api/projects/query?sortBy=possession&sortOrder=desc');
    expect(latest.body.projects.map((p) => p.id)).toEqual(['p-4', 'p-1', 'p-2', 'p-3', 'p-5']);
  });

  it('pages newest first with a total', async () => {
    const first = await get<ProjectPage>(
      '/api/projects/query?sortBy=createdAt&sortOrder=desc&limit=2&offset=0',
    );
    expect(first.body.projects.map((p) => p.id)).toEqual(['p-5', 'p-4']);
    expect(first.body.pagination).toEqual({ total: 5, offset: 0, limit: 2, page: 1, hasMore: true });
    const last = await get<ProjectPage>(
      '/api/projects/query?sortBy=createdAt&sortOrder=desc&limit=2&offset=4',
    );
    expect(last.body.projects.map((p) => p.id)).toEqual(['p-1']);
    expect(last.body.pagination.hasMore).toBe(false);
  });

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, field] of [
      ['developer=%24where', 'developer'],
      ['developer=a.b', 'developer'],
      ['sortBy=delay', 'sortBy'],
    ] as const) {
      const res = await get<{ fields: Record<string, string> }>(`/api/projects/query?${query}`);
      expect([query, res.status, Object.keys(res.body.fields)]).toEqual([query, 400, [field]]);
    }
  });
});

describe('GET /api/projects/developers', () => {
  it('lists developers with listed projects, A→Z, counted (in one city when asked)', async () => {
    const all = await get<DeveloperList>('/api/projects/developers');
    expect(all.body.items).toEqual([
      { slug: 'alpha-builders', name: 'Alpha Builders', projects: 3 },
      { slug: 'beta-homes', name: 'Beta Homes', projects: 2 },
    ]);
    const noida = await get<DeveloperList>('/api/projects/developers?city=Noida');
    expect(noida.body.items).toEqual([{ slug: 'alpha-builders', name: 'Alpha Builders', projects: 1 }]);
  });
});

describe('GET /api/projects/past', () => {
  it('lists every delivery, longest delay first, with the promised and actual possession', async () => {
    const res = await get<PastProjects>('/api/projects/past');
    expect(res.status).toBe(200);
    expect(res.body.items.map((d) => [d.name, d.delayMonths, d.onTime])).toEqual([
      ['Beta One', 20, false],
      ['Alpha Three', 12, false],
      ['Beta Two', 6, false],
      ['Alpha Two', 2, true],
      ['Alpha One', 0, true],
    ]);
    expect(res.body.items[0]).toMatchObject({
      developer: 'Beta Homes',
      developerSlug: 'beta-homes',
      city: 'Gurugram',
      promised: '2018-01',
      handedOver: '2021-09',
      occupancyPct: 70,
      units: 200,
    });
    expect(res.body.pagination).toEqual({ total: 5, offset: 0, limit: 20, page: 1, hasMore: false });
    expect(res.body.method).toMatch(/within 3 months/);
  });

  it('summarises each developer by hand: Alpha 2 of 3 on time, median 2; Beta 0 of 2, median 13', async () => {
    const res = await get<PastProjects>('/api/projects/past');
    expect(res.body.developers).toEqual([
      {
        developer: 'Alpha Builders',
        developerSlug: 'alpha-builders',
        delivered: 3,
        onTime: 2,
        onTimePct: 67,
        medianDelayMonths: 2,
        stalled: 1,
      },
      {
        developer: 'Beta Homes',
        developerSlug: 'beta-homes',
        delivered: 2,
        onTime: 0,
        onTimePct: 0,
        medianDelayMonths: 13,
        stalled: 0,
      },
    ]);
  });

  it('filters by city in any spelling and by developer; the summary and the counts follow', async () => {
    const gurgaon = await get<PastProjects>('/api/projects/past?city=gurugram');
    expect(gurgaon.body.items.map((d) => d.name)).toEqual(['Beta One', 'Alpha Two', 'Alpha One']);
    expect(
      gurgaon.body.developers.map((s) => [s.developerSlug, s.delivered, s.medianDelayMonths, s.stalled]),
    ).toEqual([
      ['alpha-builders', 2, 1, 1],
      ['beta-homes', 1, 20, 0],
    ]);
    expect(gurgaon.body.facets.developers).toEqual([
      { value: 'alpha-builders', label: 'Alpha Builders', count: 2 },
      { value: 'beta-homes', label: 'Beta Homes', count: 1 },
    ]);
    const beta = await get<PastProjects>('/api/projects/past?developer=beta-homes');
    expect(beta.body.items.map((d) => d.name)).toEqual(['Beta One', 'Beta Two']);
    expect(beta.body.developers.map((s) => s.developerSlug)).toEqual(['beta-homes']);
    expect(beta.body.facets.cities).toEqual([
      { value: 'Gurgaon', label: 'Gurgaon', count: 1 },
      { value: 'Noida', label: 'Noida', count: 1 },
    ]);
    const nowhere = await get<PastProjects>('/api/projects/past?city=Atlantis');
    expect([nowhere.body.items, nowhere.body.developers]).toEqual([[], []]);
  });

  it('sorts by delay ascending, by handover, and pages', async () => {
    const asc = await get<PastProjects>('/api/projects/past?sort=delay&order=asc&limit=2');
    expect(asc.body.items.map((d) => d.delayMonths)).toEqual([0, 2]);
    expect(asc.body.pagination).toEqual({ total: 5, offset: 0, limit: 2, page: 1, hasMore: true });
    const page3 = await get<PastProjects>('/api/projects/past?sort=delay&order=asc&limit=2&page=3');
    expect(page3.body.items.map((d) => d.delayMonths)).toEqual([20]);
    expect(page3.body.pagination.hasMore).toBe(false);
    const recent = await get<PastProjects>('/api/projects/past?sort=handover');
    expect(recent.body.items.map((d) => d.handedOver)).toEqual([
      '2022-07',
      '2021-09',
      '2020-01',
      '2019-03',
      '2018-01',
    ]);
  });

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['order=up', 'order'],
      ['limit=500', 'limit'],
      ['page=0', 'page'],
      ['developer=%7B%22%24gt%22%3A%22%22%7D', 'developer'],
      [`city=${'x'.repeat(101)}`, 'city'],
    ] as const) {
      const res = await get<{ fields: Record<string, string> }>(`/api/projects/past?${query}`);
      expect([query, res.status, Object.keys(res.body.fields)]).toEqual([query, 400, [field]]);
    }
  });

  it('sends public fields only', async () => {
    const res = await app.request('/api/projects/past');
    const text = await res.text();
    expect(text).not.toContain('dev-alpha');
    expect(text).not.toContain('_id');
  });
});
