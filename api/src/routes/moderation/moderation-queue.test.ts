/**
 * The moderation queue that scales (issue 19), on a real temp store: filters (kind, city, poster
 * type, age, reported) with their `total`, newest/oldest order, `reportCount`, bulk decisions with
 * mixed ids and a retry, the admin guards, and the decision history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { newId } from '../../store/new-id';
import { bearer } from '../auth/auth-test-kit';
import { LISTINGS } from '../_shared/create-listing';
import { LISTING_FLAGS } from '../_shared/listing-flags';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';

let kit: PostingKit;
let poster: { token: string; userId: string };
const DAY = 24 * 60 * 60_000;
/** Every listing of this suite carries the tag in its city, so other suites' rows never count. */
const CITY = 'Testpur';

beforeAll(async () => {
  kit = await postingKit();
  poster = await kit.newPoster();
});
afterAll(() => kit.close());

type Row = { id: string; title: string; status: string; reportCount: number; flags?: { open: number } };
type Page = { items: Row[]; total: number; pages: number };
type Bulk = { results: { id: string; ok: boolean; error?: string }[] };

/** A stored pending listing of the given kind, poster and age (days since posting). */
async function listing(
  title: string,
  o: { category?: string; userType?: string; days?: number; city?: string },
) {
  const at = new Date(Date.now() - (o.days ?? 0) * DAY);
  const doc = await kit.store.collection(LISTINGS).insertOne({
    _id: newId(),
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${newId().slice(-6)}`,
    title,
    category: o.category ?? 'sale',
    listingType: o.category === 'rent' || o.category === 'pg' ? 'Rent' : 'Sell',
    status: 'pending',
    verified: false,
    city: o.city ?? CITY,
    locality: 'Sector 1',
    userType: o.userType ?? 'owner',
    authorId: poster.userId,
    contactName: 'Asha Rao',
    photos: [],
    createdAt: at,
    updatedAt: at,
  });
  return doc._id;
}

const queue = async (query: string): Promise<Page> => {
  const res = await kit.get(`/api/admin/listings?city=${CITY}&${query}`, bearer(kit.adminToken));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const titles = (p: Page) => p.items.map((i) => i.title);
const bulk = (body: unknown, token = kit.adminToken) => kit.postJson('/api/admin/listings/bulk', token, body);
const notesFor = async (id: string) =>
  (await kit.store.collection(NOTIFICATIONS).find({ listingId: id })).map((n) => n.type);

describe('filters and order', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      oldSale: await listing('Old sale flat', { days: 40 }),
      weekRent: await listing('Week rent flat', { category: 'rent', userType: 'agent', days: 3 }),
      newPg: await listing('New PG bed', { category: 'pg', userType: 'builder' }),
    };
    // Two users reported the week-old rent listing (open), one report on the sale listing is closed.
    const flags = kit.store.collection(LISTING_FLAGS);
    const flag = (listingId: string, userId: string, open: boolean) =>
      flags.insertOne({
        listingId,
        userId,
        reason: 'fake',
        open,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    await flag(ids.weekRent!, 'u1', true);
    await flag(ids.weekRent!, 'u2', true);
    await flag(ids.oldSale!, 'u3', false);
  });

  it('is newest first by default, oldest first on request', async () => {
    expect(titles(await queue(''))).toEqual(['New PG bed', 'Week rent flat', 'Old sale flat']);
    expect(titles(await queue('sort=oldest'))).toEqual(['Old sale flat', 'Week rent flat', 'New PG bed']);
  });

  it('filters by kind, poster type and age, each with its own total', async () => {
    expect(await queue('kind=rent')).toMatchObject({ total: 1, items: [{ title: 'Week rent flat' }] });
    expect(await queue('posterType=builder')).toMatchObject({ total: 1, items: [{ title: 'New PG bed' }] });
    expect(titles(await queue('age=1d'))).toEqual(['New PG bed']);
    expect(titles(await queue('age=7d'))).toEqual(['New PG bed', 'Week rent flat']);
    expect(titles(await queue('age=30d'))).toHaveLength(2);
    expect(await queue('age=older')).toMatchObject({ total: 1, items: [{ title: 'Old sale flat' }] });
    expect((await queue('kind=commercial')).total).toBe(0);
  });

  it('reported=true keeps listings with open user reports; every row carries its reportCount', async () => {
    const reported = await queue('reported=true');
    expect(reported).toMatchObject({ total: 1, items: [{ title: 'Week rent flat', reportCount: 2 }] });
    expect(reported.items[0]!.flags?.open).toBe(2);
    const all = await queue('');
    expect(all.items.find((i) => i.title === 'Old sale flat')).toMatchObject({ reportCount: 0 });
    expect(all.items.find((i) => i.title === 'Old sale flat')).not.toHaveProperty('flags');
    expect(titles(await queue('reported=false'))).toEqual(['New PG bed', 'Old sale flat']);
  });

  it('refuses unknown filter values with 400 naming the field', async () => {
    for (const q of ['kind=castle', 'posterType=broker', 'age=2y', 'sort=random', 'reported=maybe']) {
      const res = await kit.get(`/api/admin/listings?${q}`, bearer(kit.adminToken));
      expect(res.status).toBe(400);
      const field = q.split('=')[0]!;
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    }
  });
});

describe('bulk decisions', () => {
  it('approves the good ids and reports the bad ones, each alone; a retry changes and notifies nothing', async () => {
    const a = await listing('Bulk A', { city: 'Bulkpur' });
    const b = await listing('Bulk B', { city: 'Bulkpur' });
    const missing = 'c'.repeat(24);
    const res = await bulk({ ids: [a, 'not-an-id', b, missing], action: 'approve' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Bulk).results).toEqual([
      { id: a, ok: true },
      { id: 'not-an-id', ok: false, error: 'Enter a valid listing id.' },
      { id: b, ok: true },
      { id: missing, ok: false, error: 'Listing not found.' },
    ]);
    const stored = await kit.store.collection(LISTINGS).find({ _id: { $in: [a, b] } });
    expect(stored.map((d) => d.status)).toEqual(['live', 'live']);
    expect(await notesFor(a)).toEqual(['listing_approved']);

    const again = await bulk({ ids: [a, b], action: 'approve' });
    expect(((await again.json()) as Bulk).results.every((r) => r.ok)).toBe(true);
    expect(await notesFor(a)).toEqual(['listing_approved']);
    const history = await kit.get(`/api/admin/listings/${a}/history`, bearer(kit.adminToken));
    expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it('rejects in bulk with one reason (required), which each poster sees', async () => {
    const a = await listing('Bulk reject A', { city: 'Bulkpur' });
    const b = await listing('Bulk reject B', { city: 'Bulkpur' });
    const blank = await bulk({ ids: [a, b], action: 'reject', reason: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: { reason: 'Enter a reason for the rejection.' } });
    const res = await bulk({ ids: [a, b], action: 'reject', reason: 'Stock photos.' });
    expect(((await res.json()) as Bulk).results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
    ]);
    for (const id of [a, b]) {
      expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Stock photos.',
      });
      expect(await notesFor(id)).toEqual(['listing_rejected']);
    }
  });

  it('refuses a malformed bulk with 400 naming the field', async () => {
    const many = Array.from({ length: 101 }, () => newId());
    for (const [body, field] of [
      [{ ids: many, action: 'approve' }, 'ids'],
      [{ ids: [], action: 'approve' }, 'ids'],
      [{ ids: [newId()], action: 'delete' }, 'action'],
    ] as const) {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    }
  });
});

describe('guards', () => {
  it('401 anonymous and 403 for a user on the queue, bulk and history', async () => {
    const id = await listing('Guarded', { city: 'Guardpur' });
    const checks = [
      { path: '/api/admin/listings?reported=true', method: 'GET' },
      {
        path: '/api/admin/listings/bulk',
        method: 'POST',
        body: JSON.stringify({ ids: [id], action: 'approve' }),
      },
      { path: `/api/admin/listings/${id}/history`, method: 'GET' },
    ];
    for (const { path, method, body } of checks) {
      const init = { method, headers: { 'Content-Type': 'application/json' }, ...(body ? { body } : {}) };
      expect((await kit.app.request(path, init)).status).toBe(401);
      const asUser = { ...init, headers: { ...init.headers, ...bearer(poster.token) } };
      expect((await kit.app.request(path, asUser)).status).toBe(403);
    }
    expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).toMatchObject({ status: 'pending' });
  });
});

describe('decision history', () => {
  it('records who, when and before/after of each decision, newest first', async () => {
    const id = await listing('Historic flat', { city: 'Historypur' });
    const admin = bearer(kit.adminToken);
    await kit.post(`/api/admin/listings/${id}/reject`, { reason: 'Blurry photos.' }, admin);
    await kit.post(`/api/admin/listings/${id}/approve`, {}, admin);
    const res = await kit.get(`/api/admin/listings/${id}/history`, admin);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as {
      items: {
        by: string;
        at: string;
        sections: string[];
        fields: { path: string; before: unknown; after: unknown }[];
      }[];
    };
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.sections)).toEqual([['moderation'], ['moderation']]);
    const field = (i: number, path: string) => items[i]!.fields.find((f) => f.path === path);
    expect(field(0, 'status')).toMatchObject({ before: 'rejected', after: 'live' });
    expect(field(0, 'rejectionReason')).toMatchObject({ before: 'Blurry photos.', after: null });
    expect(field(1, 'status')).toMatchObject({ before: 'pending', after: 'rejected' });
    expect(field(1, 'rejectionReason')).toMatchObject({ before: null, after: 'Blurry photos.' });
    expect(items[0]!.by).toBeTruthy();
    expect(Date.parse(items[0]!.at)).not.toBeNaN();
    expect((await kit.get(`/api/admin/listings/${'d'.repeat(24)}/history`, admin)).status).toBe(404);
  });
});
