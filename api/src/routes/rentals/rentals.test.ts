/**
 * The landlord dashboard and the view count behind it: one view per device per day, the lister's
 * own visits not counted; the caller's rentals only, with their leads and confirmations due; and
 * "rented out" through the existing availability call takes a listing off the market.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';
import type { PostingKit } from '../_shared/posting-test-kit';
import { key, postingKit } from '../_shared/posting-test-kit';
import { LandlordDashboardSchema } from './rentals.schemas';

let kit: PostingKit;
let landlord: { token: string; userId: string };
let buyer: { token: string; userId: string };
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const rent = (over: Record<string, unknown>) =>
  L({ category: 'rent', listingType: 'Rent', pricePerMonth: 30_000, price: undefined, ...over });

let fresh: ReturnType<typeof rent>;
let due: ReturnType<typeof rent>;
let stale: ReturnType<typeof rent>;

beforeAll(async () => {
  kit = await postingKit();
  landlord = await kit.newPoster();
  buyer = await kit.newPoster();
  const mine = { authorId: landlord.userId };
  fresh = rent({ ...mine, confirmedAt: ago(2), staleAt: new Date(Date.now() + 28 * DAY) });
  due = rent({ ...mine, confirmedAt: ago(26), staleAt: new Date(Date.now() + 4 * DAY) });
  stale = rent({ ...mine, category: 'pg', confirmedAt: ago(35), staleAt: ago(5) });
  await kit.store.collection('listings').insertMany([
    fresh,
    due,
    stale,
    L({ ...mine }), // a sale: not on the rentals dashboard
    rent({ authorId: buyer.userId }), // someone else's
  ]);
}, 60_000);
afterAll(() => kit.close());

const view = (id: string, device: string, token?: string) =>
  kit.postJson(`/api/listing-views/${id}`, token ?? '', { device }, token ? {} : { Authorization: '' });
const dashboard = async (token = landlord.token) =>
  LandlordDashboardSchema.parse(await (await kit.get('/api/rentals/landlord', bearer(token))).json());

describe('views', () => {
  it('one per device per day; the lister and unknown devices', async () => {
    expect(await (await view(fresh._id, 'device-aaaa-1111')).json()).toEqual({ counted: true });
    expect(await (await view(fresh._id, 'device-aaaa-1111')).json()).toEqual({ counted: false });
    expect(await (await view(fresh._id, 'device-bbbb-2222', buyer.token)).json()).toEqual({ counted: true });
    expect(await (await view(fresh._id, 'device-cccc-3333', landlord.token)).json()).toEqual({
      counted: false,
    });
    expect((await view('f00000000000000000000999', 'device-aaaa-1111')).status).toBe(404);
    const bad = await view(fresh._id, 'x');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['device']);
  });
});

describe('GET /api/rentals/landlord', () => {
  it('401 signed out', async () => {
    expect((await kit.get('/api/rentals/landlord')).status).toBe(401);
  });

  it("the caller's rentals with views, leads and confirmations due", async () => {
    const sent = await kit.postJson(
      '/api/leads',
      buyer.token,
      { targetType: 'listing', targetId: due._id, name: 'Ravi Tenant', phone: '9876543210' },
      { 'Idempotency-Key': key() },
    );
    expect(sent.status).toBe(201);
    const body = await dashboard();
    expect(body.items.map((i) => i.id).sort()).toEqual([fresh._id, due._id, stale._id].sort());
    const byId = new Map(body.items.map((i) => [i.id, i]));
    expect(byId.get(fresh._id)).toMatchObject({
      views: { total: 2, week: 2 },
      confirmation: { state: 'ok' },
      leads: { total: 0, open: 0 },
    });
    expect(byId.get(due._id)).toMatchObject({
      confirmation: { state: 'due', daysLeft: 3 },
      leads: { total: 1, open: 1, latest: [{ name: 'Ravi Tenant', phone: '9876543210', handled: false }] },
    });
    expect(byId.get(stale._id)!.confirmation.state).toBe('stale');
    expect(body.totals).toEqual({
      listings: 3,
      onMarket: 3,
      viewsWeek: 2,
      openLeads: 1,
      confirmationsDue: 2,
    });
    expect((await dashboard(buyer.token)).items).toHaveLength(1);
  });

  it('rented out (the existing availability call) takes it off the market', async () => {
    const res = await kit.postJson(`/api/my/listings/${due._id}/availability`, landlord.token, {
      status: 'rented',
    });
    expect(res.status).toBe(200);
    const body = await dashboard();
    expect(body.items.find((i) => i.id === due._id)).toMatchObject({
      availability: 'rented',
      confirmation: { state: 'closed' },
    });
    expect(body.totals).toMatchObject({ onMarket: 2, confirmationsDue: 1 });
  });
});
