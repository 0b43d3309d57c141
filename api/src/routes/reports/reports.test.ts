/**
 * GET /api/reports and GET /api/projects/{idOrSlug}/reports through the real app on a real store:
 * the three sorts, since/minScore/limit, one project's reports by id or slug, no author ever
 * shown, and bad parameters named in a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { REPORTS } from '../_shared/report-list';

let store: Store;
let app: ReturnType<typeof createApp>;
const run = Date.now().toString(36);
const P1 = `p1${run}`;
const P2 = `p2${run}`;
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

type Body = { items: Record<string, unknown>[]; total: number };
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Body & Record<string, unknown> };
};

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({ LOG_LEVEL: 'silent', SEED: 'off' }),
    version: 'test',
    log: silentLogger,
  });
  await store.collection('projects').insertMany([
    { _id: P1, slug: `aster-${run}`, name: 'Aster' },
    { _id: P2, slug: `birch-${run}`, name: 'Birch' },
  ]);
  const report = (id: string, projectId: string, score: number, upVotes: number, ageDays: number) => ({
    _id: `${id}${run}`,
    title: `Report ${id}`,
    description: 'x'.repeat(450),
    category: 'Possession Delay',
    projectId,
    projectName: projectId === P1 ? 'Aster' : 'Birch',
    developerName: 'Dev',
    location: 'Noida',
    score,
    upVotes,
    downVotes: upVotes - score,
    authorId: 'secret-author',
    createdAt: day(ageDays),
  });
  await store
    .collection(REPORTS)
    .insertMany([
      report('a', P1, 12, 14, 100),
      report('b', P1, 3, 3, 2),
      report('c', P1, 7, 20, 10),
      report('d', P2, 9, 9, 1),
    ]);
});

afterAll(async () => store.close());

const ids = (b: Body) => b.items.map((i) => String(i.id).replace(run, ''));

describe('GET /api/projects/{idOrSlug}/reports', () => {
  it('lists one project’s reports, top first, by id or slug', async () => {
    const byId = await get(`/api/projects/${P1}/reports`);
    expect(byId.status).toBe(200);
    expect(ids(byId.body)).toEqual(['a', 'c', 'b']);
    expect(byId.body.total).toBe(3);
    const bySlug = await get(`/api/projects/aster-${run}/reports?limit=2`);
    expect(ids(bySlug.body)).toEqual(['a', 'c']);
    expect(bySlug.body.total).toBe(3);
  });

  it('never shows the author, and gives the reading time', async () => {
    const { body } = await get(`/api/projects/${P1}/reports`);
    expect(JSON.stringify(body)).not.toContain('secret-author');
    expect(body.items[0]).toMatchObject({ readingMinutes: 3, projectName: 'Aster', score: 12 });
  });

  it('answers 404 for an unknown project', async () => {
    expect((await get('/api/projects/no-such-project/reports')).status).toBe(404);
  });
});

describe('GET /api/reports', () => {
  it('sorts recent by date and trending by up-votes within 30 days', async () => {
    const recent = await get(`/api/reports?sort=recent&limit=50&since=${day(200).toISOString()}`);
    expect(ids(recent.body).filter((i) => i.length === 1)).toEqual(['d', 'b', 'c', 'a']);
    const trending = await get(`/api/reports?sort=trending&projectId=${P1}`);
    expect(ids(trending.body)).toEqual(['c', 'b']); // 'a' is 100 days old
  });

  it('applies minScore and since', async () => {
    const top = await get(`/api/reports?sort=top&minScore=8&projectId=${P1}`);
    expect(ids(top.body)).toEqual(['a']);
    const since = await get(
      `/api/reports?sort=top&projectId=${P1}&since=${day(20).toISOString().slice(0, 10)}`,
    );
    expect(ids(since.body)).toEqual(['c', 'b']);
  });

  it.each([
    ['sort=best', 'sort'],
    ['limit=0', 'limit'],
    ['since=yesterday', 'since'],
    ['minScore=-1', 'minScore'],
    ['projectId=a%20b', 'projectId'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const { status, body } = await get(`/api/reports?${query}`);
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});
