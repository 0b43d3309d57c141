/**
 * The result cache on a real store (embedded, or FerretDB with MONGODB_TEST_URI): identical queries
 * are answered from the cache, and any write between two identical queries changes the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import { fixtureListing as L } from '../../routes/_shared/listing-fixtures';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { ResultCache } from './result-cache';
import { prepareSearchFields } from './search-fields';

let store: Store;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  await store
    .collection('listings')
    .insertMany([
      L({ slug: 'c-one', title: 'Quiet Corner Flat', price: 5_000_000 }),
      L({ slug: 'c-two', title: 'Quiet Garden Flat', price: 7_000_000 }),
    ]);
  await store.collection('projects').insertOne({
    _id: 'p-zeta',
    name: 'Zeta Cachewood',
    slug: 'zeta-cachewood',
    city: 'Gurgaon',
    locality: 'Sector 45',
    state: 'Haryana',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  await prepareSearchFields(store, silentLogger);
  app = createApp({
    store,
    env: loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' }),
    version: 'test',
    log: silentLogger,
  });
});
afterAll(async () => store.close());

type Page = { items: { slug: string }[]; total: number };
const get = async <T = Page>(path: string) => (await (await app.request(path)).json()) as T;
const slugs = (p: Page) => p.items.map((i) => i.slug).sort();

describe('result cache: a write between two identical queries changes the answer', () => {
  const text = '/api/listings?category=sale&q=quiet&sort=priceLow';
  const banded = '/api/listings?category=sale&city=gurgaon&min=40L&max=1Cr&sort=priceLow';

  it('insert, update and delete each show up in the free-text and the banded search', async () => {
    const listings = store.collection('listings');
    for (const path of [text, banded]) expect((await get(path)).total).toBe(2);
    await listings.insertOne(L({ slug: 'c-three', title: 'Quiet Lane Flat', price: 6_000_000 }));
    expect(slugs(await get(text))).toEqual(['c-one', 'c-three', 'c-two']);
    expect((await get(banded)).total).toBe(3);
    await listings.updateOne({ slug: 'c-one' }, { $set: { status: 'pending' } });
    expect(slugs(await get(text))).toEqual(['c-three', 'c-two']);
    expect(slugs(await get(banded))).toEqual(['c-three', 'c-two']);
    await listings.deleteOne({ slug: 'c-two' });
    expect(await get(text)).toMatchObject({ total: 1, items: [{ slug: 'c-three' }] });
    expect(await get(banded)).toMatchObject({ total: 1, items: [{ slug: 'c-three' }] });
  });

  it('project search and suggestions see a renamed project at once', async () => {
    type Projects = { projects: { name: string }[]; pagination: { total: number } };
    type Suggest = { suggestions?: { value: string }[] } | { value: string }[];
    const names = (s: Suggest) => (Array.isArray(s) ? s : (s.suggestions ?? [])).map((x) => x.value);
    expect((await get<Projects>('/api/projects/query?q=cachewood')).pagination.total).toBe(1);
    expect(names(await get<Suggest>('/api/projects/suggestions?q=cachewood'))).toContain('Zeta Cachewood');
    await store.collection('projects').updateOne({ _id: 'p-zeta' }, { $set: { name: 'Zeta Oakwood' } });
    await prepareSearchFields(store, silentLogger);
    expect((await get<Projects>('/api/projects/query?q=cachewood')).pagination.total).toBe(0);
    expect(names(await get<Suggest>('/api/projects/suggestions?q=cachewood'))).toEqual([]);
  });
});

describe('ResultCache', () => {
  it('computes once per (version, query), again after a write, and stays within its bound', async () => {
    const col = store.collection('cache_probe');
    const cache = new ResultCache(3);
    let runs = 0;
    const compute = () => Promise.resolve((runs += 1));
    expect(await cache.get([col], 'q', compute)).toBe(1);
    expect(await cache.get([col], 'q', compute)).toBe(1);
    await col.insertOne({ x: 1 });
    expect(await cache.get([col], 'q', compute)).toBe(2);
    for (const q of ['a', 'b', 'c', 'd']) await cache.get([col], q, compute);
    expect(cache.size).toBe(3);
  });

  it('shares one computation between identical concurrent lookups and does not keep failures', async () => {
    const col = store.collection('cache_probe2');
    const cache = new ResultCache();
    let runs = 0;
    const slow = () => new Promise<number>((done) => setTimeout(() => done((runs += 1)), 20));
    expect(await Promise.all([cache.get([col], 'q', slow), cache.get([col], 'q', slow)])).toEqual([1, 1]);
    await expect(cache.get([col], 'bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get([col], 'bad', () => Promise.resolve(7))).toBe(7);
  });
});
