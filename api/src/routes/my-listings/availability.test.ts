/**
 * Freshness end to end: stale and sold/rented listings leave default search (includeStale=1 brings
 * the stale ones back marked), the poster confirms or closes with one call (author only), and the
 * sweep notifies each poster once per stale period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { sweepStaleListings } from '../../services/search/listing-freshness';
import { bearer } from '../auth/auth-test-kit';
import { MyListingsSchema } from '../_shared/listing-cards';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';

let kit: PostingKit;
let author: { token: string; userId: string };
let stranger: { token: string };

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const confirmedOf = new Map<string, Date>();
const rentFor = (confirmedDaysAgo: number, slug: string) => {
  confirmedOf.set(slug, ago(confirmedDaysAgo));
  return L({
    slug,
    category: 'rent',
    listingType: 'Rent',
    pricePerMonth: 30_000,
    locality: 'Fresh Nagar',
    confirmedAt: confirmedOf.get(slug),
    staleAt: new Date(ago(confirmedDaysAgo).getTime() + 30 * DAY),
  });
};
const fresh = rentFor(5, 'fresh-rent');
const stale = rentFor(31, 'stale-rent');
const gone = rentFor(31, 'gone-rent');

const availability = (id: string, token: string, status: unknown) =>
  kit.postJson(`/api/my/listings/${id}/availability`, token, { status });
const slugsOf = async (path: string) =>
  ((await (await kit.get(path)).json()) as { items: { slug: string; stale?: boolean }[] }).items.filter((i) =>
    i.slug.endsWith('-rent'),
  );

beforeAll(async () => {
  kit = await postingKit();
  author = await kit.newPoster();
  stranger = await kit.newPoster();
  await kit.store
    .collection('listings')
    .insertMany([fresh, stale, gone].map((d) => ({ ...d, authorId: author.userId })));
}, 60_000);
afterAll(() => kit.close());

describe('freshness in search and on the page', () => {
  it('default search leaves the stale listing out; includeStale=1 brings it back marked', async () => {
    const q = '/api/listings?category=rent&q=fresh%20nagar';
    expect(await slugsOf(q)).toEqual([expect.objectContaining({ slug: 'fresh-rent' })]);
    expect((await slugsOf('/api/listings?category=rent')).map((c) => c.slug)).toEqual(['fresh-rent']);
    expect((await slugsOf('/api/user-properties/search?type=rent')).map((c) => c.slug)).toEqual([
      'fresh-rent',
    ]);
    const all = await slugsOf('/api/listings?category=rent&includeStale=1');
    expect(all.map((c) => [c.slug, c.stale ?? false]).sort()).toEqual([
      ['fresh-rent', false],
      ['gone-rent', true],
      ['stale-rent', true],
    ]);
    const page = (await (await kit.get('/api/listings/stale-rent')).json()) as { freshness: unknown };
    expect(page.freshness).toEqual({
      listedAt: stale.createdAt.toISOString(),
      availableAsOf: confirmedOf.get('stale-rent')!.toISOString(),
      stale: true,
      staleAfterDays: 30,
    });
  });

  it('only the author may confirm: 401, 403 for another user, 404 unknown, 400 malformed or bad status', async () => {
    expect(
      (await kit.post(`/api/my/listings/${stale._id}/availability`, { status: 'available' })).status,
    ).toBe(401);
    expect((await availability(stale._id, stranger.token, 'available')).status).toBe(403);
    expect((await availability(stale._id, kit.adminToken, 'available')).status).toBe(403);
    expect((await availability('0123456789abcdef01234567', author.token, 'available')).status).toBe(404);
    expect((await availability('nope', author.token, 'available')).status).toBe(400);
    const bad = await availability(stale._id, author.token, 'gone');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { status: 'Choose available, sold or rented.' } });
  });

  it("'available' restarts the clock and brings it back; 'rented' takes it out for good", async () => {
    const ok = await availability(stale._id, author.token, 'available');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      id: stale._id,
      availability: 'available',
      freshness: { stale: false },
    });
    expect((await slugsOf('/api/listings?category=rent')).map((c) => c.slug).sort()).toEqual([
      'fresh-rent',
      'stale-rent',
    ]);
    const rented = await availability(gone._id, author.token, 'rented');
    expect(await rented.json()).toMatchObject({ availability: 'rented', freshness: { stale: false } });
    expect((await availability(gone._id, author.token, 'rented')).status).toBe(200);
    expect((await availability(gone._id, author.token, 'available')).status).toBe(409);
    const withStale = await slugsOf('/api/listings?category=rent&includeStale=1');
    expect(withStale.map((c) => c.slug)).not.toContain('gone-rent');
    const page = (await (await kit.get('/api/listings/gone-rent')).json()) as { availability: string };
    expect(page.availability).toBe('rented');
  });
});

describe('My Listings carries what the one-tap confirmation needs', () => {
  it('each listing has its availability and freshness, typed as the wire says', async () => {
    const saleConfirmed = ago(61);
    const saleStale = L({
      slug: 'mine-sale',
      category: 'sale',
      confirmedAt: saleConfirmed,
      staleAt: ago(1),
      createdAt: ago(90),
    });
    await kit.store.collection('listings').insertOne({ ...saleStale, authorId: author.userId });
    const res = await kit.get('/api/my/listings', bearer(author.token));
    const body = (await res.json()) as { items: unknown[] };
    const parsed = MyListingsSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
    const byId = new Map(parsed.data!.items.map((i) => [i.id, i]));
    expect(byId.get(fresh._id)).toMatchObject({
      availability: 'available',
      freshness: {
        stale: false,
        staleAfterDays: 30,
        availableAsOf: confirmedOf.get('fresh-rent')!.toISOString(),
      },
    });
    expect(byId.get(saleStale._id)).toMatchObject({
      status: 'live',
      availability: 'available',
      freshness: { stale: true, staleAfterDays: 60, availableAsOf: saleConfirmed.toISOString() },
    });
    // Confirming from My Listings: the next read shows the new date and no longer stale.
    const before = Date.now();
    expect((await availability(saleStale._id, author.token, 'available')).status).toBe(200);
    const after = (await (await kit.get('/api/my/listings', bearer(author.token))).json()) as typeof body;
    const row = MyListingsSchema.parse(after).items.find((i) => i.id === saleStale._id)!;
    expect(row.freshness.stale).toBe(false);
    expect(Date.parse(row.freshness.availableAsOf)).toBeGreaterThanOrEqual(before);
    // Sold: marked so, never stale.
    expect((await availability(saleStale._id, author.token, 'sold')).status).toBe(200);
    const sold = MyListingsSchema.parse(
      await (await kit.get('/api/my/listings', bearer(author.token))).json(),
    ).items.find((i) => i.id === saleStale._id)!;
    expect(sold).toMatchObject({ availability: 'sold', freshness: { stale: false } });
  });
});

describe('the stale sweep', () => {
  it('notifies the poster once per stale period, with the listing id', async () => {
    const col = kit.store.collection('listings');
    const old = rentFor(40, 'sweep-rent');
    await col.insertOne({ ...old, authorId: author.userId });
    const notes = () =>
      kit.store.collection(NOTIFICATIONS).find({ userId: author.userId, type: 'listing_stale' });
    expect(await sweepStaleListings(kit.store)).toBe(1);
    expect(await sweepStaleListings(kit.store)).toBe(0);
    expect(await notes()).toEqual([
      expect.objectContaining({ listingId: old._id, link: `/user-property/${old._id}`, closeAs: 'rented' }),
    ]);
    const listed = (await (await kit.get('/api/notifications', bearer(author.token))).json()) as {
      items: { type: string; listingId?: string }[];
    };
    expect(listed.items[0]).toMatchObject({ type: 'listing_stale', listingId: old._id, closeAs: 'rented' });
    // Confirmed, then stale again later: a new period, one new notification.
    expect((await availability(old._id, author.token, 'available')).status).toBe(200);
    await col.updateOne({ _id: old._id }, { $set: { staleAt: ago(1) } });
    expect(await sweepStaleListings(kit.store)).toBe(1);
    expect(await notes()).toHaveLength(2);
  });
});
