import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import type { Store } from '../store/types';
import { seedIfNeeded } from './seed';

const SMALL = { listings: 150, projects: 12, seed: 3 };
/** The listings on the market now (the history's closed listings carry `availability`). */
const CURRENT = { availability: { $exists: false } };
/** One closed listing of the 24-month history per current listing (seed/listing-history.ts). */
const CLOSED = { availability: { $in: ['sold', 'rented'] } };
let dir = '';
let store: Store | null = null;

async function freshStore(): Promise<Store> {
  dir = await mkdtemp(join(tmpdir(), 'propai-seed-'));
  store = await openStore({ dataDir: dir });
  return store;
}

afterEach(async () => {
  await store?.close();
  store = null;
  await rm(dir, { recursive: true, force: true });
});

describe('seedIfNeeded on the embedded store', () => {
  it('seeds once; a second call and a reopened store do nothing', { timeout: 120_000 }, async () => {
    const s = await freshStore();
    const first = await seedIfNeeded(s, SMALL);
    expect(first.seeded).toBe(true);
    expect(first.counts.listings).toBe(150);
    expect(first.counts.closedListings).toBe(150);
    expect(await s.collection('listings').count(CURRENT)).toBe(150);
    expect(await s.collection('listings').count(CLOSED)).toBe(150);
    // Today's listings are stamped fresh when seeded; the closed ones keep their own dates.
    const now = Date.now();
    for (const l of await s.collection('listings').find(CURRENT, { projection: { staleAt: 1 } }))
      expect((l.staleAt as Date).getTime()).toBeGreaterThan(now);
    expect(await s.collection('projects').count()).toBe(12);

    const again = await seedIfNeeded(s, SMALL);
    expect(again).toEqual({ seeded: false, counts: first.counts });

    await s.close();
    store = await openStore({ dataDir: dir });
    expect((await seedIfNeeded(store, SMALL)).seeded).toBe(false);
    expect(await store.collection('listings').count(CURRENT)).toBe(150);
    expect(await store.collection('users').count({ email: 'admin@propai.example', role: 'admin' })).toBe(1);
  });

  it('seeds once when two calls race', { timeout: 120_000 }, async () => {
    const s = await freshStore();
    const results = await Promise.all([seedIfNeeded(s, SMALL), seedIfNeeded(s, SMALL)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(results.map((r) => r.counts.listings)).toEqual([150, 150]);
    expect(await s.collection('listings').count()).toBe(300);
    expect(await s.collection('users').count({ role: 'admin' })).toBe(1);
  });

  it('stores photos and floor plans the documents point at', { timeout: 120_000 }, async () => {
    const s = await freshStore();
    await seedIfNeeded(s, SMALL);
    const listing = await s.collection('listings').findOne({ category: 'sale' });
    const url = (listing?.photos as string[])[0] ?? '';
    expect(url).toMatch(/^\/api\/files\/.+/);
    const photo = await s.files.get(url.replace('/api/files/', ''));
    expect(photo?.info.contentType).toBe('image/webp');
    expect(photo?.data.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const plan = await s.collection('floorplans').findOne({});
    const png = await s.files.get(String(plan?.imageUrl).replace('/api/files/', ''));
    expect(png?.data.subarray(1, 4).toString('latin1')).toBe('PNG');
    const project = await s.collection('projects').findOne({ _id: String(plan?.projectId) });
    expect(project?.floorPlanKey).toBeTruthy();
  });

  it(
    'clears a crashed seed (stale lock) and seeds again without touching user data',
    { timeout: 120_000 },
    async () => {
      const s = await freshStore();
      const long = new Date(Date.now() - 60 * 60_000);
      await s
        .collection('meta')
        .insertOne({ _id: 'seed', state: 'running', owner: 'dead', startedAt: long, heartbeatAt: long });
      await s.collection('listings').insertMany([{ _id: 'half-done', seeded: true, title: 'partial' }]);
      await s.collection('listings').insertOne({ _id: 'real-user-listing', title: 'posted by a person' });
      const r = await seedIfNeeded(s, SMALL);
      expect(r.seeded).toBe(true);
      expect(await s.collection('listings').count({ _id: 'half-done' })).toBe(0);
      expect(await s.collection('listings').count({ _id: 'real-user-listing' })).toBe(1);
      expect(await s.collection('listings').count({ seeded: true })).toBe(300);
    },
  );
});
