/**
 * Favourites through the real app on a real store: session, types and ids, idempotent toggles
 * (explicit state and Idempotency-Key), 404 for missing things, paging with public cards, removed
 * things kept with `card: null`, and the merge of the device-only shortlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthKit, authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import type { z } from '@hono/zod-openapi';
import { FAVORITES } from './favorites.routes';
import { FavoriteIds, FavoritePage, FavoriteState, MergeAnswer } from './favorites.schemas';

/** The answer parses with its declared schema and loses nothing (as wire-answers.test.ts). */
function expectDescribed(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

let kit: AuthKit;
let buyer: { token: string; userId: string };
let other: { token: string; userId: string };

const hex = (n: number) => n.toString(16).padStart(24, '0');
const listingIds = Array.from({ length: 25 }, (_, i) => hex(0xa000 + i));

beforeAll(async () => {
  kit = await authKit();
  buyer = await kit.signIn(freshEmail('buyer'));
  other = await kit.signIn(freshEmail('other'));
  const t0 = Date.now() - 1000 * 60 * 60;
  await kit.store.collection('listings').insertMany(
    listingIds.map((_id, i) => ({
      _id,
      slug: `home-${i}`,
      title: `Home ${i}`,
      category: 'sale',
      status: 'live',
      price: 5_000_000 + i,
      city: 'Gurgaon',
      authorId: 'someone',
      contactPhone: '9876543210',
      createdAt: new Date(t0 + i),
    })),
  );
  await kit.store.collection('listings').insertOne({
    _id: hex(0xb001),
    title: 'Pending',
    category: 'sale',
    status: 'pending',
    authorId: 'someone',
    createdAt: new Date(),
  });
  await kit.store
    .collection('projects')
    .insertOne({ _id: hex(0xc001), slug: 'aravali-heights', name: 'Aravali Heights', createdAt: new Date() });
  await kit.store.collection('reports').insertOne({
    _id: hex(0xd001),
    title: 'Delay at Aravali',
    description: 'Tower B is late',
    score: 3,
    authorId: 'secret-author',
    createdAt: new Date(),
  });
  await kit.store.collection('reports').insertOne({
    _id: hex(0xd002),
    title: 'Awaiting moderation',
    description: 'Not public yet',
    status: 'pending',
    createdAt: new Date(),
  });
});

afterAll(async () => {
  await kit.close();
});

type State = { type: string; id: string; saved: boolean };
type Page = {
  items: { type: string; id: string; savedAt: string; card: Record<string, unknown> | null }[];
  total: number;
  page: number;
  pages: number;
};

const toggle = (path: string, body: unknown, token = buyer.token, extra: Record<string, string> = {}) =>
  kit.post(`/api/favorites/${path}`, body, { ...bearer(token), ...extra });
const read = async <T>(path: string, token = buyer.token) => {
  const res = await kit.get(path, bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('favourites', () => {
  it('need a session (401)', async () => {
    expect((await kit.post(`/api/favorites/listing/${listingIds[0]}`, {})).status).toBe(401);
    expect((await kit.get(`/api/favorites/status?type=listing&id=${listingIds[0]}`)).status).toBe(401);
    expect((await kit.get('/api/favorites')).status).toBe(401);
    expect((await kit.get('/api/favorites/ids')).status).toBe(401);
    expect((await kit.post('/api/favorites/merge', { items: [] })).status).toBe(401);
  });

  it('refuse an unknown type or a malformed id (400) and a thing that does not exist (404)', async () => {
    const bad = await toggle(`house/${listingIds[0]}`, {});
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.type).toMatch(/listing/);
    expect((await toggle('listing/a.b', {})).status).toBe(400);
    expect((await toggle('listing/%24where', {})).status).toBe(400);
    expect((await toggle('listing', {})).status).toBe(404); // no id segment: no route
    expect((await toggle(`listing/${hex(0xeeee)}`, {})).status).toBe(404);
    expect((await toggle(`listing/${hex(0xb001)}`, {})).status).toBe(404); // pending: not public
    expect((await toggle(`report/${hex(0xeeee)}`, { saved: true })).status).toBe(404);
    expect((await toggle(`report/${hex(0xd002)}`, { saved: true })).status).toBe(404); // pending
    expect((await toggle(`listing/${listingIds[0]}`, { saved: 'yes' })).status).toBe(400);
    expect((await kit.get(`/api/favorites/status?type=project&id=nope`, bearer(buyer.token))).status).toBe(
      404,
    );
    expect((await kit.get('/api/favorites?types=listing,house', bearer(buyer.token))).status).toBe(400);
    expect((await kit.get('/api/favorites?limit=500', bearer(buyer.token))).status).toBe(400);
  });

  it('set the wanted state idempotently; toggle without one; userProperty and slugs accepted', async () => {
    const id = listingIds[0]!;
    const first = await toggle(`userProperty/home-0`, { saved: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ type: 'listing', id, saved: true });
    // A replay from the outbox (same state, no key) stores nothing more.
    expect(await (await toggle(`listing/${id}`, { saved: true })).json()).toMatchObject({ saved: true });
    expect(await kit.store.collection(FAVORITES).count({ userId: buyer.userId })).toBe(1);
    expect(await read<State>(`/api/favorites/status?type=userProperty&id=${id}`)).toEqual({
      type: 'listing',
      id,
      saved: true,
    });
    // Another user sees their own state only.
    expect((await read<State>(`/api/favorites/status?type=listing&id=${id}`, other.token)).saved).toBe(false);

    // A toggle under an Idempotency-Key runs once, however often it is sent.
    const headers = { 'Idempotency-Key': 'fav-toggle-0001' };
    const off = await toggle(`listing/${id}`, {}, buyer.token, headers);
    expect(await off.json()).toMatchObject({ saved: false });
    const replay = await toggle(`listing/${id}`, {}, buyer.token, headers);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toMatchObject({ saved: false });
    expect((await read<State>(`/api/favorites/status?type=listing&id=${id}`)).saved).toBe(false);
    // Unsaving what is not saved is fine; toggling with no body saves.
    expect(await (await toggle(`listing/${id}`, { saved: false })).json()).toMatchObject({ saved: false });
    const noBody = await kit.app.request(`/api/favorites/listing/${id}`, {
      method: 'POST',
      headers: bearer(buyer.token),
    });
    expect(await noBody.json()).toMatchObject({ saved: true });
  });

  it('list newest first in pages, with public cards of every type', async () => {
    const u = await kit.signIn(freshEmail('pager'));
    for (const id of listingIds)
      expect((await toggle(`listing/${id}`, { saved: true }, u.token)).status).toBe(200);
    expect((await toggle('project/aravali-heights', { saved: true }, u.token)).status).toBe(200);
    expect((await toggle(`report/${hex(0xd001)}`, { saved: true }, u.token)).status).toBe(200);

    const p1 = await read<Page>('/api/favorites?limit=10', u.token);
    expectDescribed(FavoritePage, p1);
    expectDescribed(FavoritePage, await read<Page>('/api/favorites?limit=10&page=3', u.token));
    expect(p1).toMatchObject({ total: 27, page: 1, pages: 3 });
    expect(p1.items.map((i) => i.type).slice(0, 2)).toEqual(['report', 'project']);
    expect(p1.items[1]?.card).toMatchObject({ name: 'Aravali Heights', slug: 'aravali-heights' });
    expect(p1.items[0]?.card).toMatchObject({ title: 'Delay at Aravali' });
    expect(JSON.stringify(p1)).not.toContain('secret-author');
    expect(JSON.stringify(p1)).not.toContain('9876543210');
    const p3 = await read<Page>('/api/favorites?limit=10&page=3', u.token);
    expect(p3.items.map((i) => i.id)).toEqual(listingIds.slice(0, 7).reverse());
    expect(p3.items[0]?.card).toMatchObject({ title: 'Home 6', url: `/user-property/${listingIds[6]}` });

    const onlyListings = await read<Page>('/api/favorites?types=userProperty&limit=50', u.token);
    expect(onlyListings.total).toBe(25);
    const reports = await read<Page>('/api/favorites?types=report', u.token);
    expect(reports.items.map((i) => i.type)).toEqual(['report']);
    const ids = await read<{ items: { type: string; id: string }[] }>('/api/favorites/ids', u.token);
    expect(ids.items).toHaveLength(27);
    expectDescribed(FavoriteIds, ids);
    expectDescribed(
      FavoriteState,
      await read<State>(`/api/favorites/status?type=report&id=${hex(0xd001)}`, u.token),
    );
    expect(ids.items[0]).toEqual({ type: 'report', id: hex(0xd001) });
  });

  it('keep a removed or hidden thing with card null, and let it be unsaved', async () => {
    const u = await kit.signIn(freshEmail('removed'));
    const gone = listingIds[24]!;
    await toggle(`listing/${gone}`, { saved: true }, u.token);
    await toggle(`listing/${listingIds[23]}`, { saved: true }, u.token);
    await kit.store.collection('listings').deleteOne({ _id: gone });
    await kit.store
      .collection('listings')
      .updateOne({ _id: listingIds[23] }, { $set: { status: 'rejected' } });
    const page = await read<Page>('/api/favorites', u.token);
    expectDescribed(FavoritePage, page);
    expect(page.items.map((i) => [i.id, i.card])).toEqual([
      [listingIds[23], null],
      [gone, null],
    ]);
    expect((await read<State>(`/api/favorites/status?type=listing&id=${gone}`, u.token)).saved).toBe(true);
    expect(await (await toggle(`listing/${gone}`, { saved: false }, u.token)).json()).toMatchObject({
      saved: false,
    });
    // Saving it again is a 404 now.
    expect((await toggle(`listing/${gone}`, { saved: true }, u.token)).status).toBe(404);
  });

  it('merge the device-only shortlist: nothing lost, nothing doubled, missing ones named', async () => {
    const u = await kit.signIn(freshEmail('merge'));
    await toggle(`listing/${listingIds[1]}`, { saved: true }, u.token);
    const items = [
      { type: 'userProperty', id: 'home-1' },
      { type: 'listing', id: listingIds[2] },
      { type: 'listing', id: listingIds[2] },
      { type: 'project', id: 'aravali-heights' },
      { type: 'listing', id: hex(0xeeee) },
    ];
    const res = await kit.post('/api/favorites/merge', { items }, bearer(u.token));
    expect(res.status).toBe(200);
    const merged = await res.json();
    expectDescribed(MergeAnswer, merged);
    expect(merged).toEqual({
      saved: 2,
      already: 1,
      missing: [{ type: 'listing', id: hex(0xeeee) }],
    });
    expect(await kit.store.collection(FAVORITES).count({ userId: u.userId })).toBe(3);
    const again = await kit.post('/api/favorites/merge', { items }, bearer(u.token));
    expect(await again.json()).toMatchObject({ saved: 0, already: 3 });

    const tooMany = Array.from({ length: 101 }, () => ({ type: 'listing', id: listingIds[0] }));
    const refused = await kit.post('/api/favorites/merge', { items: tooMany }, bearer(u.token));
    expect(refused.status).toBe(400);
    const badType = await kit.post(
      '/api/favorites/merge',
      { items: [{ type: 'x', id: 'y' }] },
      bearer(u.token),
    );
    expect(badType.status).toBe(400);
  });
});
