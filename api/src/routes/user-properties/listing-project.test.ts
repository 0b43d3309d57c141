/**
 * A home posted in a new project: POST /api/user-properties takes an optional `project` (id or
 * slug) that must exist (400 naming `project` otherwise), stores the project's id, and the listing
 * detail answers `project: { slug, name }` read from the project (null without one), at both
 * detail addresses and in the seeded data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { homeBody } from '../_shared/posting-fixtures';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { UNKNOWN_PROJECT } from './listing-project';

let kit: PostingKit;
let poster: { token: string; userId: string };
const PROJECT = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', slug: 'aravali-heights', name: 'Aravali Heights' };

beforeAll(async () => {
  kit = await postingKit();
  poster = await kit.newPoster();
  await kit.store.collection('projects').insertOne({ ...PROJECT, city: 'Gurgaon', locality: 'Sector 45' });
}, 60_000);
afterAll(() => kit.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

async function post(extra: Record<string, unknown>) {
  const photos = await kit.photos(poster.token, 1);
  return kit.postJson('/api/user-properties', poster.token, { ...homeBody(photos), ...extra });
}

async function detail(id: string) {
  const a = await kit.get(`/api/listings/${id}`, bearer(poster.token));
  const b = await kit.get(`/api/user-properties/${id}`, bearer(poster.token));
  expect([a.status, b.status]).toEqual([200, 200]);
  const body = await json(a);
  expect(await json(b)).toEqual(body);
  return body;
}

describe('a listing records its project', () => {
  it.each([PROJECT.slug, PROJECT._id, 'ARAVALI-HEIGHTS'])('by slug or id (%s)', async (ref) => {
    const res = await post({ project: ref });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await kit.store.collection('listings').findOne({ _id: id }))?.projectId).toBe(PROJECT._id);
    expect((await detail(id)).project).toEqual({ slug: PROJECT.slug, name: PROJECT.name });
  });

  it('without one the detail says null', async () => {
    for (const extra of [{}, { project: '' }, { project: '  ' }]) {
      const res = await post(extra);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await detail(id)).project).toBeNull();
    }
  });

  it('an unknown or malformed project is refused, naming the field, and nothing is stored', async () => {
    const before = await kit.store.collection('listings').count({});
    for (const project of ['no-such-project', 'bbbbbbbbbbbbbbbbbbbbbbbb', '{"$gt":""}', 'a b', '../x']) {
      const res = await post({ project });
      expect(res.status, project).toBe(400);
      const body = await json(res);
      expect(body.fields, project).toEqual({ project: UNKNOWN_PROJECT });
    }
    for (const project of [{ $ne: null }, 42, ['aravali-heights']]) {
      const wrongType = await post({ project });
      expect(wrongType.status).toBe(400);
      // An operator key is refused by the JSON-keys guard, which names its path (project.$ne).
      expect(Object.keys((await json(wrongType)).fields as object)).toEqual([
        expect.stringMatching(/^project\b/),
      ]);
    }
    expect(await kit.store.collection('listings').count({})).toBe(before);
  });

  it('names the project as it is now, and null once the project is gone', async () => {
    const res = await post({ project: PROJECT.slug });
    const { id } = (await res.json()) as { id: string };
    const projects = kit.store.collection('projects');
    await projects.updateOne({ _id: PROJECT._id }, { $set: { name: 'Aravali Heights II' } });
    expect((await detail(id)).project).toEqual({ slug: PROJECT.slug, name: 'Aravali Heights II' });
    await projects.deleteOne({ _id: PROJECT._id });
    expect((await detail(id)).project).toBeNull();
    await projects.insertOne({ ...PROJECT, city: 'Gurgaon', locality: 'Sector 45' });
  });
});
