/**
 * GET /api/leads/sent through the real app on a real store: a session is required, a user reads
 * only the requests they sent (newest first), with public fields only, the listing's category and
 * whether it is still listed read from the listing now, and the recipient's handled mark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthKit, authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import { SentLeadList } from './sent-leads.schemas';

let kit: AuthKit;
let lister: { token: string; userId: string };
let tenant: { token: string; userId: string };
let other: { token: string; userId: string };

const listing = (id: string, category: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  slug: `home-${id}`,
  title: `Home ${id}`,
  category,
  status: 'live',
  createdAt: new Date(),
  ...extra,
});

beforeAll(async () => {
  kit = await authKit();
  lister = await kit.signIn(freshEmail('lister'));
  tenant = await kit.signIn(freshEmail('tenant'));
  other = await kit.signIn(freshEmail('other'));
  const listings = kit.store.collection('listings');
  await listings.insertOne(listing('rent1', 'rent', { authorId: lister.userId }));
  await listings.insertOne(listing('pg1', 'pg', { authorId: lister.userId }));
  await kit.store
    .collection('projects')
    .insertOne({ _id: 'prj1', slug: 'aravali-heights', name: 'Aravali Heights', createdAt: new Date() });
});

afterAll(async () => {
  await kit.close();
});

const send = async (who: { token: string }, body: Record<string, unknown>) => {
  const res = await kit.post(
    '/api/leads',
    { name: 'Tara Tenant', phone: '9811122233', ...body },
    { ...bearer(who.token), 'Idempotency-Key': `sent-${crypto.randomUUID()}` },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { lead: { id: string } }).lead.id;
};

type Sent = { items: Array<Record<string, unknown> & { id: string }> };
const sent = async (who: { token: string }) => {
  const res = await kit.get('/api/leads/sent', bearer(who.token));
  expect(res.status).toBe(200);
  return (await res.json()) as Sent;
};

describe('GET /api/leads/sent', () => {
  it('needs a session (401)', async () => {
    expect((await kit.get('/api/leads/sent')).status).toBe(401);
  });

  it("lists only the caller's own requests, newest first, with public fields only", async () => {
    const first = await send(tenant, { targetType: 'listing', targetId: 'rent1', message: 'After 6 pm' });
    const second = await send(tenant, { targetType: 'listing', targetId: 'home-pg1' });
    const third = await send(tenant, { targetType: 'project', targetId: 'aravali-heights' });
    await send(other, { targetType: 'listing', targetId: 'rent1' });

    const body = await sent(tenant);
    const parsed = SentLeadList.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body); // nothing beyond the declared fields
    expect(body.items.map((l) => l.id)).toEqual([third, second, first]);
    expect(body.items[2]).toMatchObject({
      targetType: 'listing',
      targetTitle: 'Home rent1',
      link: '/user-property/rent1',
      category: 'rent',
      stillListed: true,
      message: 'After 6 pm',
      handled: false,
    });
    expect(body.items[1]).toMatchObject({ category: 'pg', stillListed: true, message: null });
    expect(body.items[0]).toMatchObject({ targetType: 'project', category: null, stillListed: null });
    // No ids of the recipient or the sender, and not the name and phone typed.
    const text = JSON.stringify(body);
    for (const secret of [lister.userId, tenant.userId, '9811122233', 'Tara Tenant']) {
      expect(text).not.toContain(secret);
    }
    // The lister sent nothing; the other user sees only their own.
    expect((await sent(lister)).items).toEqual([]);
    expect((await sent(other)).items).toHaveLength(1);
  });

  it("shows the recipient's handled mark and a listing rented out since", async () => {
    const received = (await (await kit.get('/api/leads/received', bearer(lister.token))).json()) as {
      items: { id: string; name: string; targetId: string }[];
    };
    const fromTenant = (await sent(tenant)).items.find((l) => l.category === 'rent')!;
    expect(received.items.some((l) => l.id === fromTenant.id)).toBe(true);
    const marked = await kit.post(`/api/leads/${fromTenant.id}/handled`, {}, bearer(lister.token));
    expect(marked.status).toBe(200);
    await kit.store.collection('listings').updateOne({ _id: 'rent1' }, { $set: { availability: 'rented' } });

    const now = (await sent(tenant)).items.find((l) => l.id === fromTenant.id);
    expect(now).toMatchObject({ handled: true, stillListed: false, category: 'rent' });
    // The other user's request for the same home is theirs: not marked.
    expect((await sent(other)).items[0]).toMatchObject({ handled: false, stillListed: false });
  });
});
