/**
 * Callback requests and the notifications they produce, through the real app on a real store:
 * POST /api/leads (session, validation, idempotency, rate limit, recipients), GET /api/leads/received,
 * GET /api/notifications and POST /api/notifications/read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../services/notifications/notify';
import { type AuthKit, authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import { REVEALS_PER_DAY } from '../../domain/leads/contact-reveal';
import type { z } from '@hono/zod-openapi';
import { CONTACT_REVEALS, LEADS, LEADS_PER_USER } from './leads.routes';
import { LeadList, LeadSchema, ListerContact } from './leads.schemas';

/** The answer parses with its declared schema and loses nothing (as wire-answers.test.ts). */
function expectDescribed(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

let kit: AuthKit;
let lister: { token: string; userId: string };
let admin: { token: string; userId: string };
let buyer: { token: string; userId: string };

beforeAll(async () => {
  kit = await authKit();
  lister = await kit.signIn(freshEmail('lister'));
  admin = await kit.signIn(freshEmail('admin'));
  buyer = await kit.signIn(freshEmail('buyer'));
  await kit.store.collection('users').updateOne({ _id: admin.userId }, { $set: { role: 'admin' } });
  await kit.store.collection('listings').insertOne({
    _id: 'lst1',
    slug: '2-bhk-sector-45-gurgaon',
    title: '2 BHK in Sector 45',
    category: 'sale',
    status: 'live',
    authorId: lister.userId,
    contactName: 'Meera Lister',
    contactPhone: '99887 76655',
    createdAt: new Date(),
  });
  await kit.store.collection('listings').insertOne({
    _id: 'lst-pending',
    title: 'Not yet approved',
    category: 'sale',
    status: 'pending',
    authorId: lister.userId,
    createdAt: new Date(),
  });
  await kit.store
    .collection('projects')
    .insertOne({ _id: 'prj1', slug: 'aravali-heights', name: 'Aravali Heights', createdAt: new Date() });
});

afterAll(async () => {
  await kit.close();
});

type Lead = {
  id: string;
  targetTitle: string;
  link: string;
  name: string;
  phone: string;
  message: string | null;
};
type Notes = {
  items: { id: string; type: string; title: string; body: string; link: string; read: boolean }[];
  unread: number;
};

const listingLead = { targetType: 'listing', targetId: 'lst1', name: 'Asha Verma', phone: '98765 43210' };

describe('POST /api/leads', () => {
  it('needs a session (401)', async () => {
    const res = await kit.post('/api/leads', listingLead);
    expect(res.status).toBe(401);
  });

  it('names every invalid field (400) with the spec texts', async () => {
    const res = await kit.post(
      '/api/leads',
      { targetType: 'house', targetId: '', name: 'A', phone: '12345' },
      bearer(buyer.token),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'phone', 'targetId', 'targetType']);
    expect(body.fields.phone).toBe('Enter a valid 10-digit mobile number.');
  });

  it('answers 404 for an unknown or unpublished listing', async () => {
    for (const targetId of ['nope', 'lst-pending']) {
      const res = await kit.post('/api/leads', { ...listingLead, targetId }, bearer(buyer.token));
      expect(res.status).toBe(404);
    }
  });

  it('stores a listing lead once per Idempotency-Key and notifies the lister', async () => {
    const headers = { ...bearer(buyer.token), 'Idempotency-Key': 'lead-key-0001' };
    const body = { ...listingLead, targetId: '2-bhk-sector-45-gurgaon', message: 'Evenings please' };
    const first = await kit.post('/api/leads', body, headers);
    expect(first.status).toBe(201);
    const { lead } = (await first.json()) as { lead: Lead };
    expect(lead).toMatchObject({
      targetTitle: '2 BHK in Sector 45',
      phone: '9876543210',
      link: '/user-property/lst1',
    });
    const again = await kit.post('/api/leads', body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await kit.store.collection(LEADS).count({ recipientId: lister.userId })).toBe(1);

    const received = (await (await kit.get('/api/leads/received', bearer(lister.token))).json()) as {
      items: Lead[];
    };
    expect(received.items.map((l) => l.id)).toEqual([lead.id]);
    expect(received.items[0]?.message).toBe('Evenings please');
    // The buyer received nothing.
    const none = (await (await kit.get('/api/leads/received', bearer(buyer.token))).json()) as {
      items: Lead[];
    };
    expect(none.items).toEqual([]);

    const notes = (await (await kit.get('/api/notifications', bearer(lister.token))).json()) as Notes;
    expect(notes.unread).toBe(1);
    expect(notes.items[0]).toMatchObject({
      type: 'callback_request',
      read: false,
      link: '/my-listings/leads',
    });
    expect(notes.items[0]?.body).toContain('Asha Verma (9876543210)');
  });

  it('sends project leads to every admin, and only admins see them', async () => {
    const res = await kit.post(
      '/api/leads',
      { targetType: 'project', targetId: 'aravali-heights', name: 'Ravi Kumar', phone: '9123456780' },
      bearer(buyer.token),
    );
    expect(res.status).toBe(201);
    const adminLeads = (await (await kit.get('/api/leads/received', bearer(admin.token))).json()) as {
      items: Lead[];
    };
    expect(adminLeads.items.map((l) => l.targetTitle)).toEqual(['Aravali Heights']);
    const listerLeads = (await (await kit.get('/api/leads/received', bearer(lister.token))).json()) as {
      items: Lead[];
    };
    expect(listerLeads.items.map((l) => l.targetTitle)).toEqual(['2 BHK in Sector 45']);
    expect(
      await kit.store.collection(NOTIFICATIONS).count({ userId: admin.userId, type: 'callback_request' }),
    ).toBe(1);
  });

  it(`refuses more than ${LEADS_PER_USER.limit} requests per user per hour (429)`, async () => {
    const spammer = await kit.signIn(freshEmail('spam'));
    const statuses: number[] = [];
    for (let i = 0; i <= LEADS_PER_USER.limit; i++) {
      statuses.push((await kit.post('/api/leads', listingLead, bearer(spammer.token))).status);
    }
    expect(statuses.slice(0, LEADS_PER_USER.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('own listings, the handled mark and the contact reveal', () => {
  it('refuses a callback request for one’s own listing (400)', async () => {
    const res = await kit.post('/api/leads', listingLead, bearer(lister.token));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.targetId).toBe('This is your own listing.');
  });

  it('lets the recipient mark a lead handled and back; nobody else (404)', async () => {
    const mine = (await (await kit.get('/api/leads/received', bearer(lister.token))).json()) as {
      items: (Lead & { handled: boolean; handledAt: string | null })[];
    };
    expectDescribed(LeadList, mine);
    const lead = mine.items[0]!;
    expect(lead.handled).toBe(false);
    const url = `/api/leads/${lead.id}/handled`;
    expect((await kit.post(url, {})).status).toBe(401);
    expect((await kit.post(url, {}, bearer(buyer.token))).status).toBe(404);
    const done = await kit.post(url, {}, bearer(lister.token));
    expect(done.status).toBe(200);
    const first = (await done.json()) as { handled: boolean; handledAt: string };
    expectDescribed(LeadSchema, first);
    expect(first.handled).toBe(true);
    // A retry keeps the first time.
    const again = (await (await kit.post(url, { handled: true }, bearer(lister.token))).json()) as {
      handledAt: string;
    };
    expect(again.handledAt).toBe(first.handledAt);
    const undone = await kit.post(url, { handled: false }, bearer(lister.token));
    expect(await undone.json()).toMatchObject({ handled: false, handledAt: null });
    expect((await kit.post('/api/leads/nope/handled', {}, bearer(lister.token))).status).toBe(404);
    expect((await kit.post('/api/leads/a.b/handled', {}, bearer(lister.token))).status).toBe(400);
    expect((await kit.post(url, { handled: 'yes' }, bearer(lister.token))).status).toBe(400);
  });

  it("shows the lister's phone only after a contact request, with tel: and wa.me links", async () => {
    const stranger = await kit.signIn(freshEmail('stranger'));
    expect((await kit.get('/api/leads/contact/lst1')).status).toBe(401);
    expect((await kit.get('/api/leads/contact/lst1', bearer(stranger.token))).status).toBe(403);
    expect((await kit.get('/api/leads/contact/lst1', bearer(lister.token))).status).toBe(400);
    expect((await kit.get('/api/leads/contact/nope', bearer(buyer.token))).status).toBe(404);
    expect((await kit.get('/api/leads/contact/lst-pending', bearer(buyer.token))).status).toBe(404);
    expect((await kit.get('/api/leads/contact/%24where', bearer(buyer.token))).status).toBe(400);

    // The buyer's earlier request named the listing by its slug; the reveal accepts either.
    for (const ref of ['lst1', '2-bhk-sector-45-gurgaon']) {
      const res = await kit.get(`/api/leads/contact/${ref}`, bearer(buyer.token));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const contact = (await res.json()) as Record<string, string>;
      expectDescribed(ListerContact, contact);
      expect(contact).toMatchObject({
        listingId: 'lst1',
        title: '2 BHK in Sector 45',
        name: 'Meera Lister',
        phone: '99887 76655',
        telUrl: 'tel:+919988776655',
      });
      expect(new URL(contact.whatsappUrl!).searchParams.get('text')).toContain('"2 BHK in Sector 45"');
    }
    expect(await kit.store.collection(CONTACT_REVEALS).count({ userId: buyer.userId })).toBe(1);
    // Never in a public answer.
    const publicText = await (await kit.get('/api/listings/lst1')).text();
    expect(publicText).not.toContain('76655');
  });

  it(`reveals at most ${REVEALS_PER_DAY} distinct listings per buyer a day (429); a revealed one stays readable`, async () => {
    const scraper = await kit.signIn(freshEmail('scraper'));
    const ids = Array.from({ length: REVEALS_PER_DAY + 1 }, (_, i) => `bulk${i}`);
    await kit.store.collection('listings').insertMany(
      ids.map((_id) => ({
        _id,
        title: `Bulk ${_id}`,
        category: 'rent',
        status: 'live',
        authorId: lister.userId,
        contactPhone: '9876500000',
        createdAt: new Date(),
      })),
    );
    // Contact requests stored directly: the 5-an-hour lead limit is tested above.
    await kit.store.collection(LEADS).insertMany(
      ids.map((id) => ({
        targetType: 'listing',
        targetId: id,
        listingId: id,
        targetTitle: id,
        link: `/user-property/${id}`,
        recipientId: lister.userId,
        fromUserId: scraper.userId,
        name: 'Scraper',
        phone: '9876543210',
        createdAt: new Date(),
      })),
    );
    const statuses: number[] = [];
    for (const id of ids)
      statuses.push((await kit.get(`/api/leads/contact/${id}`, bearer(scraper.token))).status);
    expect(statuses.slice(0, REVEALS_PER_DAY).every((s) => s === 200)).toBe(true);
    const refused = await kit.get(`/api/leads/contact/${ids.at(-1)}`, bearer(scraper.token));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(80_000);
    expect((await kit.get(`/api/leads/contact/${ids[0]}`, bearer(scraper.token))).status).toBe(200);
  });
});

describe('notifications', () => {
  it('needs a session', async () => {
    expect((await kit.get('/api/notifications')).status).toBe(401);
    expect((await kit.post('/api/notifications/read', {})).status).toBe(401);
  });

  it('marks given ids, then all, read; never another user’s', async () => {
    const n = kit.store.collection(NOTIFICATIONS);
    const base = {
      type: 'listing_approved',
      title: 'Live',
      body: 'Your listing is live',
      createdAt: new Date(),
    };
    const a = await n.insertOne({ ...base, userId: buyer.userId });
    await n.insertOne({ ...base, userId: buyer.userId, createdAt: new Date(Date.now() + 1000) });
    const other = await n.insertOne({ ...base, userId: lister.userId });

    const list = (await (await kit.get('/api/notifications', bearer(buyer.token))).json()) as Notes;
    expect(list.unread).toBe(2);
    expect(list.items[0]?.id).not.toBe(a._id); // newest first

    const one = await kit.post('/api/notifications/read', { ids: [a._id, other._id] }, bearer(buyer.token));
    expect(await one.json()).toEqual({ success: true, updated: 1, unread: 1 });
    expect((await n.findOne({ _id: other._id }))?.readAt).toBeUndefined();

    const all = await kit.post('/api/notifications/read', {}, bearer(buyer.token));
    expect(await all.json()).toEqual({ success: true, updated: 1, unread: 0 });
  });

  it('validates limit and ids', async () => {
    expect((await kit.get('/api/notifications?limit=0', bearer(buyer.token))).status).toBe(400);
    expect((await kit.post('/api/notifications/read', { ids: 'x' }, bearer(buyer.token))).status).toBe(400);
  });
});
