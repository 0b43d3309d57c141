/**
 * GET /api/admin/dashboard through the real app on a real store: guards, and every figure equal to
 * what the store holds after real actions (listings posted and moderated through the API, sign-ins
 * with a wrong code, callback requests), with India's midnight as the day's start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { homeBody } from '../_shared/posting-fixtures';
import { postingKit, type PostingKit } from '../_shared/posting-test-kit';
import { istMidnight } from './admin-dashboard.routes';

let kit: PostingKit;
let admin: Record<string, string>;

type Dashboard = {
  listings: Record<'pending' | 'live' | 'onMarket' | 'closed' | 'rejected' | 'flagged' | 'stale', number>;
  reports: { pending: number };
  week: { newUsers: number; leads: number };
  today: { signInFailures: number; since: string };
};
const dashboard = async () => {
  const res = await kit.get('/api/admin/dashboard', admin);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as Dashboard;
};

async function postHome(token: string): Promise<string> {
  const res = await kit.postJson('/api/user-properties', token, homeBody(await kit.photos(token, 1)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  kit = await postingKit();
  admin = bearer(kit.adminToken);
});
afterAll(() => kit.close());

describe('istMidnight', () => {
  it.each([
    ['2026-11-24T20:00:00Z', '2026-11-24T18:30:00.000Z'], // 01:30 on the 25th in India
    ['2026-11-24T18:29:59Z', '2026-11-23T18:30:00.000Z'], // 23:59:59 on the 24th in India
    ['2026-11-24T18:30:00Z', '2026-11-24T18:30:00.000Z'],
  ])('%s → %s', (now, midnight) => expect(istMidnight(new Date(now)).toISOString()).toBe(midnight));
});

describe('GET /api/admin/dashboard', () => {
  it('is for admins only', async () => {
    expect((await kit.get('/api/admin/dashboard')).status).toBe(401);
    const someone = await kit.newPoster();
    expect((await kit.get('/api/admin/dashboard', bearer(someone.token))).status).toBe(403);
  });

  it('counts what the store holds, as it changes', async () => {
    const before = await dashboard();
    const poster = await kit.newPoster(); // one more account this week
    const posted = await postHome(poster.token);
    const second = await postHome(poster.token);
    const third = await postHome(poster.token);
    await kit.post(`/api/admin/listings/${second}/approve`, {}, admin);
    await kit.post(`/api/admin/listings/${third}/reject`, { reason: 'Photos are of another flat.' }, admin);
    // One live listing goes stale (its poster never confirmed it).
    await kit.store
      .collection('listings')
      .updateOne({ _id: second }, { $set: { staleAt: new Date(Date.now() - 60_000) } });
    // Two wrong codes: two failures today.
    const email = 'wrong-code@example.com';
    const asked = await kit.post('/api/auth/email/request-otp', {
      name: 'Wrong Code',
      mobile: '9811100001',
      email,
    });
    const { challengeId } = (await asked.json()) as { challengeId: string };
    const wrong = kit.codeFor(email) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 2; i++) {
      expect((await kit.post('/api/auth/verify-otp', { challengeId, otp: wrong })).status).toBe(400);
    }
    await kit.store.collection('reports').insertOne({ title: 'Lift not working', status: 'pending' });

    const after = await dashboard();
    expect(posted).toBeTruthy();
    expect(after.listings.pending - before.listings.pending).toBe(1);
    expect(after.listings.live - before.listings.live).toBe(1);
    expect(after.listings.rejected - before.listings.rejected).toBe(1);
    expect(after.listings.stale - before.listings.stale).toBe(1);
    expect(after.reports.pending - before.reports.pending).toBe(1);
    expect(after.week.newUsers - before.week.newUsers).toBe(2); // the poster and the wrong-code asker
    expect(after.today.signInFailures - before.today.signInFailures).toBe(2);
    const audit = await kit.get('/api/auth/admin/login-audit?outcome=code_rejected&limit=10', admin);
    const rows = ((await audit.json()) as { items: { emailTyped: string }[] }).items;
    expect(rows.filter((r) => r.emailTyped === email)).toHaveLength(2);
  });

  it('each tile opens a list whose total is the tile: stale listings in the queue, new accounts', async () => {
    const poster = await kit.newPoster();
    const live = await postHome(poster.token);
    await kit.post(`/api/admin/listings/${live}/approve`, {}, admin);
    await kit.store
      .collection('listings')
      .updateOne({ _id: live }, { $set: { staleAt: new Date(Date.now() - 60_000) } });
    const figures = await dashboard();
    expect(figures.listings.stale).toBeGreaterThan(0);

    const queue = await kit.get('/api/admin/listings?status=live&stale=true', admin);
    expect(queue.status).toBe(200);
    const page = (await queue.json()) as { total: number; items: { id: string }[] };
    expect(page.total).toBe(figures.listings.stale);
    expect(page.items.map((i) => i.id)).toContain(live);
    const bad = await kit.get('/api/admin/listings?status=pending&stale=true', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['stale']);
    expect((await kit.get('/api/admin/listings?status=live&stale=yes', admin)).status).toBe(400);

    // Live splits into on the market and marked sold or rented; each tile's list has its total.
    await kit.store.collection('listings').updateOne({ _id: live }, { $set: { availability: 'sold' } });
    const split = await dashboard();
    expect(split.listings.closed - figures.listings.closed).toBe(1);
    expect(split.listings.onMarket - figures.listings.onMarket).toBe(-1);
    expect(split.listings.live).toBe(figures.listings.live);
    expect(split.listings.onMarket + split.listings.closed).toBe(split.listings.live);
    for (const market of ['open', 'closed'] as const) {
      const res = await kit.get(`/api/admin/listings?status=live&market=${market}`, admin);
      const list = (await res.json()) as { total: number; items: { id: string }[] };
      expect(list.total).toBe(market === 'open' ? split.listings.onMarket : split.listings.closed);
      expect(list.items.some((i) => i.id === live)).toBe(market === 'closed');
    }
    for (const query of [
      'status=pending&market=closed',
      'status=live&stale=true&market=closed',
      'status=live&market=sold',
    ]) {
      const refused = await kit.get(`/api/admin/listings?${query}`, admin);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(((await refused.json()) as { fields: object }).fields), query).toEqual(['market']);
    }

    const accounts = await kit.get('/api/admin/dashboard/new-accounts', admin);
    expect(accounts.status).toBe(200);
    const list = (await accounts.json()) as { total: number; items: { id: string; createdAt: string }[] };
    expect(list.total).toBe(figures.week.newUsers);
    expect(list.items.map((i) => i.id)).toContain(poster.userId);
    const times = list.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await kit.get('/api/admin/dashboard/new-accounts?days=0', admin)).status).toBe(400);
    expect((await kit.get('/api/admin/dashboard/new-accounts', bearer(poster.token))).status).toBe(403);
  });
});
