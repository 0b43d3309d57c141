/**
 * The moderation queue, My Listings and discovery visibility on a real temp store: a posted
 * listing is pending and invisible, an admin approves it (live in GET /api/listings, author
 * notified) or rejects it with a reason (the author sees it in My Listings and a notification).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { bearer } from '../auth/auth-test-kit';
import { LISTINGS } from '../_shared/create-listing';
import { officeBody, pgBody } from '../_shared/posting-fixtures';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { REASON_MESSAGE } from './moderation.routes';

let kit: PostingKit;
let poster: { token: string; userId: string };

beforeAll(async () => {
  kit = await postingKit();
  poster = await kit.newPoster();
});
afterAll(() => kit.close());

type Card = {
  id: string;
  status: string;
  rejectionReason?: string;
  title: string;
  cover?: string;
  photos?: string[];
};
type Page = {
  items: (Card & { authorId: string; contactName: string })[];
  total: number;
  page: number;
  pages: number;
};

async function postOffice(title: string) {
  const res = await kit.postJson('/api/commercial-listings', poster.token, {
    ...officeBody(await kit.photos(poster.token, 2)),
    title,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string; slug: string }).id;
}
const publicSearch = async (q: string) =>
  ((await (await kit.get(`/api/listings?q=${encodeURIComponent(q)}`)).json()) as { items: { id: string }[] })
    .items;
const myListings = async () =>
  ((await (await kit.get('/api/my/listings', bearer(poster.token))).json()) as { items: Card[] }).items;
const notificationsOf = (userId: string) =>
  kit.store.collection(NOTIFICATIONS).find({ userId }, { sort: { createdAt: 1 } });

describe('admin only', () => {
  it('401 anonymous, 403 for a poster on the queue, approve and reject', async () => {
    const id = await postOffice('Access check office');
    for (const [method, path] of [
      ['GET', '/api/admin/listings'],
      ['POST', `/api/admin/listings/${id}/approve`],
      ['POST', `/api/admin/listings/${id}/reject`],
    ] as const) {
      const init = {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: '{"reason":"x"}' } : {}),
      };
      expect((await kit.app.request(path, init)).status).toBe(401);
      expect(
        (await kit.app.request(path, { ...init, headers: { ...init.headers, ...bearer(poster.token) } }))
          .status,
      ).toBe(403);
    }
    expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).toMatchObject({ status: 'pending' });
  });
});

describe('the queue', () => {
  it('lists pending listings newest first with author, contact and photos, 20 a page', async () => {
    const a = await postOffice('Queue office A');
    const b = await postOffice('Queue office B');
    const res = await kit.get('/api/admin/listings?status=pending', bearer(kit.adminToken));
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(page).toMatchObject({ page: 1, total: page.items.length, pages: 1 });
    const item = page.items.find((i) => i.id === a)!;
    expect(item).toMatchObject({
      status: 'pending',
      authorId: poster.userId,
      contactName: 'Asha Rao',
      title: 'Queue office A',
    });
    expect(item.photos).toHaveLength(2);
    expect(item.cover).toBe(item.photos![0]);
  });

  it('refuses an unknown status or page (400)', async () => {
    expect((await kit.get('/api/admin/listings?status=gone', bearer(kit.adminToken))).status).toBe(400);
    expect((await kit.get('/api/admin/listings?page=0', bearer(kit.adminToken))).status).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approval makes the listing appear in discovery, notifies the author once, shows live in My Listings', async () => {
    const id = await postOffice('Zephyrine Heights office suite');
    expect(await publicSearch('Zephyrine')).toEqual([]);
    expect((await kit.get(`/api/listings/${id}`)).status).toBe(404);
    const before = (await notificationsOf(poster.userId)).length;

    const res = await kit.post(`/api/admin/listings/${id}/approve`, undefined, bearer(kit.adminToken));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'live' });
    expect((await publicSearch('Zephyrine')).map((i) => i.id)).toEqual([id]);
    expect((await kit.get(`/api/listings/${id}`)).status).toBe(200);

    // Approving again changes nothing and does not notify twice.
    expect(
      (await kit.post(`/api/admin/listings/${id}/approve`, undefined, bearer(kit.adminToken))).status,
    ).toBe(200);
    const notes = await notificationsOf(poster.userId);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)).toMatchObject({
      type: 'listing_approved',
      link: '/my/listings',
      title: 'Your listing is live',
    });
    expect((await myListings()).find((i) => i.id === id)).toMatchObject({ status: 'live' });
  });

  it('rejection needs a reason, then the author sees it and gets a notification', async () => {
    const id = await postOffice('Rejected office');
    for (const body of [{}, { reason: '   ' }]) {
      const res = await kit.post(`/api/admin/listings/${id}/reject`, body, bearer(kit.adminToken));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: REASON_MESSAGE, fields: { reason: REASON_MESSAGE } });
    }
    const res = await kit.post(
      `/api/admin/listings/${id}/reject`,
      { reason: 'Photos do not show the property.' },
      bearer(kit.adminToken),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Photos do not show the property.',
    });
    expect((await myListings()).find((i) => i.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Photos do not show the property.',
    });
    expect((await notificationsOf(poster.userId)).at(-1)).toMatchObject({
      type: 'listing_rejected',
      link: '/my/listings',
      body: '"Rejected office": Photos do not show the property.',
    });
    expect(await publicSearch('Rejected office')).toEqual([]);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await kit.post(
      `/api/admin/listings/${'b'.repeat(24)}/approve`,
      undefined,
      bearer(kit.adminToken),
    );
    expect(res.status).toBe(404);
  });
});

describe('GET /api/my/listings', () => {
  it('401 without a session', async () => {
    expect((await kit.get('/api/my/listings')).status).toBe(401);
  });

  it("only the caller's listings, newest first, in the contract's card shape", async () => {
    const other = await kit.newPoster();
    const theirs = await kit.postJson(
      '/api/pg-listings',
      other.token,
      pgBody(await kit.photos(other.token, 1)),
    );
    expect(theirs.status).toBe(201);
    const newest = await postOffice('Newest office');
    const items = await myListings();
    expect(items[0]).toMatchObject({
      id: newest,
      title: 'Newest office',
      category: 'commercial',
      listingType: 'Rent',
      status: 'pending',
      pricePerMonth: 90000,
      city: 'Gurgaon',
      locality: 'Sector 44',
    });
    expect(items[0]!.cover).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    expect(items[0]).not.toHaveProperty('rejectionReason');
    const stamps = items.map((i) => (i as unknown as { createdAt: string }).createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const theirId = ((await theirs.json()) as { id: string }).id;
    expect(items.map((i) => i.id)).not.toContain(theirId);
  });
});
