/**
 * The agent directory on a hand-made store: who is in it, its type, live listings, localities and
 * response rate (each worked out below), the public-fields-only answer, the filters, the contact
 * button's lead, and registration → admin decision → directory (guards: 401, 403; 400 naming fields).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildDirectory } from '../../services/agents/agent-directory';
import { bearer } from '../auth/auth-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';
import type { PostingKit } from '../_shared/posting-test-kit';
import { key, postingKit } from '../_shared/posting-test-kit';
import { AdminApplicationList, DirectoryAnswer, MyApplicationAnswer } from './agents.schemas';

let kit: PostingKit;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const fresh = () => new Date(Date.now() + 20 * DAY);
const user = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name,
  email: `${id}@example.com`,
  mobile: `98${id.slice(-8).replace(/\D/g, '1').padStart(8, '1')}`,
  role: 'user',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...extra,
});
const A = 'a00000000000000000000001'; // agent: 2 sales in Sector 45, 1 rental in Sector 46
const B = 'b00000000000000000000002'; // mostly rentals → property manager
const C = 'c00000000000000000000003'; // posts as builder
const D = 'd00000000000000000000004'; // an owner: not in the directory
const by = (authorId: string, userType: string, over: Record<string, unknown> = {}) =>
  L({
    authorId,
    userType,
    sellerType: userType,
    companyName: `${userType} co`,
    reraId: 'HRERA-PKL-REA-0001-2024',
    staleAt: fresh(),
    ...over,
  });
const rent = { category: 'rent', listingType: 'Rent', pricePerMonth: 30_000, price: undefined };

beforeAll(async () => {
  kit = await postingKit();
  await kit.store
    .collection('users')
    .insertMany([
      user(A, 'Asha Agent', { companyName: 'Asha Realtors' }),
      user(B, 'Bala Manager'),
      user(C, 'Chandra Builder'),
      user(D, 'Dev Owner'),
    ]);
  await kit.store.collection('listings').insertMany([
    by(A, 'agent', { companyName: 'Asha Realtors' }),
    by(A, 'agent', { companyName: 'Asha Realtors' }),
    by(A, 'agent', { ...rent, locality: 'Sector 46', companyName: 'Asha Realtors' }),
    by(A, 'agent', { status: 'pending' }), // not live: not counted
    by(B, 'agent', rent),
    by(B, 'agent', rent),
    by(B, 'agent', rent),
    by(B, 'agent'),
    by(B, 'agent', { ...rent, staleAt: ago(DAY) }), // stale: not on the market
    by(B, 'agent', { ...rent, availability: 'rented' }), // closed: not counted
    by(C, 'builder', { city: 'Noida', locality: 'Sector 150', state: 'Uttar Pradesh' }),
    by(C, 'builder', { city: 'Noida', locality: 'Sector 150', state: 'Uttar Pradesh' }),
    by(D, 'owner'),
  ]);
  // A's callback requests: 4 between 48 h and 90 days old, 3 handled within 48 h → 75 %;
  // one 10 h old (too recent to judge) and one 100 days old (outside the window) are left out.
  const lead = (createdMsAgo: number, handledAfterMs?: number) => ({
    targetType: 'listing',
    targetId: 'x',
    targetTitle: 'x',
    link: '/x',
    recipientId: A,
    fromUserId: D,
    name: 'Dev',
    phone: '9876543210',
    createdAt: ago(createdMsAgo),
    ...(handledAfterMs !== undefined ? { handledAt: ago(createdMsAgo - handledAfterMs) } : {}),
  });
  await kit.store
    .collection('leads')
    .insertMany([
      lead(3 * DAY, 2 * HOUR),
      lead(5 * DAY, 47 * HOUR),
      lead(10 * DAY, 1 * HOUR),
      lead(20 * DAY, 72 * HOUR),
      lead(10 * HOUR, 1 * HOUR),
      lead(100 * DAY, 1 * HOUR),
    ]);
}, 60_000);
afterAll(() => kit.close());

const directory = async (query = '') => {
  const res = await kit.get(`/api/agents${query}`);
  expect(res.status).toBe(200);
  return DirectoryAnswer.parse(await res.json());
};

describe('GET /api/agents', () => {
  it('agents: A with 3 live listings, its localities and a 75 % response rate', async () => {
    const body = await directory();
    expect(body.items.map((i) => i.name)).toEqual(['Asha Agent']);
    expect(body.items[0]).toMatchObject({
      type: 'agent',
      companyName: 'Asha Realtors',
      reraId: 'HRERA-PKL-REA-0001-2024',
      registered: false,
      cities: ['Gurgaon'],
      localities: [
        { city: 'Gurgaon', name: 'Sector 45', listings: 2 },
        { city: 'Gurgaon', name: 'Sector 46', listings: 1 },
      ],
      liveListings: 3,
      responseRate: { considered: 4, handled: 3, rate: 75 },
      phone: null,
    });
    expect(body.method.responseRate).toContain('within 48 hours');
  });

  it('property managers: B (3 of 4 live listings are rentals); builders: C; owners are not listed', async () => {
    const pm = await directory('?type=property-manager');
    expect(pm.items.map((i) => [i.name, i.liveListings, i.responseRate.rate])).toEqual([
      ['Bala Manager', 4, null],
    ]);
    const builders = await directory('?type=builder');
    expect(builders.items.map((i) => [i.name, i.cities])).toEqual([['Chandra Builder', ['Noida']]]);
    const all = JSON.stringify([await directory(), pm, builders]);
    expect(all).not.toContain('Dev Owner');
  });

  it('answers public fields only: no account ids, emails or unpublished phones', async () => {
    const text = JSON.stringify(await directory());
    for (const secret of [A, `${A}@example.com`, 'authorId', 'userId', 'email'])
      expect(text).not.toContain(secret);
  });

  it('filters by city, locality and name, with the chips counted', async () => {
    const body = await directory('?city=gurgaon');
    expect(body.cities).toEqual([{ name: 'Gurgaon', agents: 1 }]);
    expect(body.localities).toEqual([
      { name: 'Sector 45', agents: 1 },
      { name: 'Sector 46', agents: 1 },
    ]);
    expect((await directory('?city=Gurgaon&locality=sector%2046')).total).toBe(1);
    expect((await directory('?city=Gurgaon&locality=Sector%2099')).total).toBe(0);
    expect((await directory('?city=Noida')).total).toBe(0);
    expect((await directory('?q=REALTORS')).total).toBe(1);
    expect((await directory('?q=nobody')).total).toBe(0);
    const res = await kit.get('/api/agents?type=plumber');
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(['type']);
  });

  it('the contact button sends a lead to the agent, through the leads API and its limit', async () => {
    const [asha] = (await directory()).items;
    const buyer = await kit.newPoster();
    const send = () =>
      kit.postJson(
        '/api/leads',
        buyer.token,
        { targetType: 'agent', targetId: asha!.slug, name: 'Ravi Buyer', phone: '9876543210' },
        { 'Idempotency-Key': key() },
      );
    expect((await send()).status).toBe(201);
    const stored = await kit.store.collection('leads').findOne({ targetType: 'agent' });
    expect(stored).toMatchObject({ recipientId: A, targetId: asha!.slug, name: 'Ravi Buyer' });
    for (let i = 0; i < 4; i++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429); // LEADS_PER_USER: 5 an hour
    const other = await kit.newPoster();
    const unknown = await kit.postJson('/api/leads', other.token, {
      targetType: 'agent',
      targetId: 'nobody-00000000',
      name: 'Ravi',
      phone: '9876543210',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('registration and its decision', () => {
  const body = {
    type: 'property-manager',
    companyName: 'Eshan Homes',
    reraId: 'UPRERAAGT12345',
    city: 'Noida',
    localities: ['Sector 62', 'Sector 63'],
    publishPhone: true,
  };

  it('401 signed out; 403 for a user on the admin routes', async () => {
    expect((await kit.post('/api/agents/applications', body)).status).toBe(401);
    expect((await kit.get('/api/agents/applications/mine')).status).toBe(401);
    expect((await kit.get('/api/admin/agents/applications')).status).toBe(401);
    const someone = await kit.newPoster();
    expect((await kit.get('/api/admin/agents/applications', bearer(someone.token))).status).toBe(403);
    const decide = await kit.postJson(
      '/api/admin/agents/applications/65f1c0ffee0123456789abcd/decision',
      someone.token,
      { decision: 'approve' },
    );
    expect(decide.status).toBe(403);
  });

  it.each([
    [{ type: 'plumber' }, 'type'],
    [{ companyName: '' }, 'companyName'],
    [{ reraId: '' }, 'reraId'],
    [{ reraId: '??' }, 'reraId'],
    [{ city: 'Mumbai' }, 'city'],
    [{ localities: [] }, 'localities'],
    [{ publishPhone: 'yes' }, 'publishPhone'],
  ])('400 naming the field: %j → %s', async (change, field) => {
    const applicant = await kit.newPoster();
    const res = await kit.postJson('/api/agents/applications', applicant.token, { ...body, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toContain(field);
  });

  it('pending → approved by an admin → in the directory with its published phone, and notified', async () => {
    const applicant = await kit.newPoster();
    const res = await kit.postJson('/api/agents/applications', applicant.token, body, {
      'Idempotency-Key': key(),
    });
    expect(res.status).toBe(201);
    const mine = MyApplicationAnswer.parse(
      await (await kit.get('/api/agents/applications/mine', bearer(applicant.token))).json(),
    );
    expect(mine.application).toMatchObject({ status: 'pending', slug: null });
    expect((await directory('?type=property-manager&q=eshan')).total).toBe(0);

    const queue = AdminApplicationList.parse(
      await (await kit.get('/api/admin/agents/applications', bearer(kit.adminToken))).json(),
    );
    const item = queue.items.find((i) => i.companyName === 'Eshan Homes')!;
    expect(item.applicant).toMatchObject({ liveListings: 0, professionalListings: 0 });
    expect(item.applicant.email).toContain('@example.com');

    const decide = (decision: object) =>
      kit.postJson(`/api/admin/agents/applications/${item.id}/decision`, kit.adminToken, decision);
    expect((await decide({ decision: 'reject' })).status).toBe(400); // a reason is needed
    expect((await decide({ decision: 'approve' })).status).toBe(200);
    expect((await decide({ decision: 'approve' })).status).toBe(200); // a retried tap
    expect((await decide({ decision: 'reject', reason: 'x' })).status).toBe(409);

    const listed = await directory('?type=property-manager&city=Noida&locality=Sector%2062');
    const entry = listed.items.find((i) => i.companyName === 'Eshan Homes');
    expect(entry).toMatchObject({
      registered: true,
      reraId: 'UPRERAAGT12345',
      liveListings: 0,
      localities: [
        { city: 'Noida', name: 'Sector 62', listings: 0 },
        { city: 'Noida', name: 'Sector 63', listings: 0 },
      ],
    });
    expect(entry!.phone).toMatch(/^[6-9]\d{9}$/);
    const note = await kit.store
      .collection('notifications')
      .findOne({ userId: applicant.userId, type: 'agent_approved' });
    expect(note?.link).toBe(`/agents?type=property-manager&agent=${entry!.slug}`);
    // A full rebuild keeps the approved entry.
    await rebuildDirectory(kit.store);
    expect((await directory('?type=property-manager&q=eshan')).total).toBe(1);
    // Applying again after approval is refused.
    expect((await kit.postJson('/api/agents/applications', applicant.token, body)).status).toBe(409);
  });

  it('rejected with a reason: the applicant is told and may apply again', async () => {
    const applicant = await kit.newPoster();
    const created = await kit.postJson('/api/agents/applications', applicant.token, {
      ...body,
      publishPhone: false,
    });
    const { id } = (await created.json()) as { id: string };
    const res = await kit.postJson(`/api/admin/agents/applications/${id}/decision`, kit.adminToken, {
      decision: 'reject',
      reason: 'The RERA number belongs to another firm.',
    });
    expect(res.status).toBe(200);
    const note = await kit.store
      .collection('notifications')
      .findOne({ userId: applicant.userId, type: 'agent_rejected' });
    expect(note?.body).toContain('The RERA number belongs to another firm.');
    const again = await kit.postJson('/api/agents/applications', applicant.token, {
      ...body,
      publishPhone: false,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { status: string }).status).toBe('pending');
  });
});
