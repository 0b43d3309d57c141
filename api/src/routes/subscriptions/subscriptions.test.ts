/**
 * POST /api/subscriptions/verify-booking and GET /booking-links on a real seeded store.
 * Issue 13, defect 6: a booking id alone proved nothing (600 guesses of ALLOT-<n> in a second, no
 * 429, other buyers' allotments linked to one account). A booking now links only to the account
 * whose e-mail the booking names; a wrong id and someone else's booking answer the same 404; and
 * tries are limited per account and per address, counting the caller only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../seed/seed';
import { DEMO_BUYER } from '../../seed/users';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail, freshIp } from '../auth/auth-test-kit';
import { BOOKING_LIMITS } from './booking-limits';

const VERIFY = '/api/subscriptions/verify-booking';

let kit: AuthKit;
/** A booking whose buyer has a seeded account (someone other than the demo buyer). */
let booking: Doc;
let project: Doc;
let buyer: Doc;

beforeAll(async () => {
  kit = await authKit();
  await seedIfNeeded(kit.store, { listings: 50, projects: 12 });
  const users = await kit.store.collection('users').find({});
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const bookings = await kit.store.collection('bookings').find({}, { sort: { bookingId: 1 } });
  booking = bookings.find((b) => byEmail.has(b.buyerEmail) && b.buyerEmail !== DEMO_BUYER.email)!;
  buyer = byEmail.get(booking.buyerEmail)!;
  project = (await kit.store.collection('projects').findOne({ _id: booking.projectId }))!;
}, 120_000);
afterAll(() => kit.close());

const signInBuyer = () => kit.signIn(String(buyer.email), String(buyer.mobile));

describe('POST /api/subscriptions/verify-booking', () => {
  it('needs a session', async () => {
    const res = await kit.post(VERIFY, { projectId: project._id, bookingId: booking.bookingId });
    expect(res.status).toBe(401);
  });

  it("will not link another buyer's booking, and answers it exactly like an id that does not exist", async () => {
    const stranger = await kit.signIn(freshEmail('stranger'));
    const theirs = await kit.post(
      VERIFY,
      { projectId: project._id, bookingId: booking.bookingId },
      bearer(stranger.token),
    );
    const unknown = await kit.post(
      VERIFY,
      { projectId: project._id, bookingId: 'ALLOT-00000' },
      bearer(stranger.token),
    );
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = await theirs.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toMatchObject({ error: 'not_found' });
    expect(await kit.store.collection('booking_links').count({ userId: stranger.userId })).toBe(0);
  });

  it('links the booking for its registered buyer (by slug too), once, and lists it for them only', async () => {
    const { token, userId } = await signInBuyer();
    for (let i = 0; i < 2; i++) {
      const res = await kit.post(
        VERIFY,
        { projectId: project.slug, bookingId: String(booking.bookingId).toLowerCase() },
        bearer(token),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        success: true,
        linked: true,
        link: { projectId: project._id, bookingId: booking.bookingId },
      });
    }
    expect(await kit.store.collection('booking_links').count({ bookingId: booking.bookingId })).toBe(1);
    expect(await kit.store.collection('booking_links').count({ userId })).toBe(1);
    const mine = await kit.get(
      `/api/subscriptions/booking-links?projectId=${String(project.slug)}`,
      bearer(token),
    );
    expect(((await mine.json()) as { items: unknown[] }).items).toHaveLength(1);
    const other = await kit.signIn(freshEmail('other'));
    const theirs = await kit.get('/api/subscriptions/booking-links', bearer(other.token));
    expect(((await theirs.json()) as { items: unknown[] }).items).toEqual([]);
    expect((await kit.get('/api/subscriptions/booking-links')).status).toBe(401);
  });

  it('stops listing a link to a booking that is not the caller’s (one claimed through the old hole)', async () => {
    const claimer = await kit.signIn(freshEmail('claimer'));
    // What the unpatched endpoint stored for anyone who guessed an id.
    await kit.store.collection('booking_links').insertOne({
      userId: claimer.userId,
      projectId: booking.projectId,
      bookingId: booking.bookingId,
      linkedAt: new Date(),
    });
    const res = await kit.get('/api/subscriptions/booking-links', bearer(claimer.token));
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('lets the demo buyer link ALLOT-10000 (the README demo)', async () => {
    const demo = (await kit.store.collection('bookings').findOne({ bookingId: 'ALLOT-10000' }))!;
    expect(demo.buyerEmail).toBe(DEMO_BUYER.email);
    const { token } = await kit.signIn(DEMO_BUYER.email, DEMO_BUYER.mobile);
    const res = await kit.post(
      VERIFY,
      { projectId: demo.projectId, bookingId: 'ALLOT-10000' },
      bearer(token),
    );
    expect(res.status).toBe(200);
  });

  it('400s a malformed body, naming the field', async () => {
    const { token } = await kit.signIn(freshEmail('m'));
    const res = await kit.post(VERIFY, { projectId: 'x y' }, bearer(token));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty('bookingId');
  });
});

describe('verify-booking rate limits', () => {
  it('stops a 600-guess loop at the per-account limit, with Retry-After, linking nothing', async () => {
    const attacker = await kit.signIn(freshEmail('guesser'));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Fired 50 at a time (the attack was 600 in a second), each from a new address.
    for (let start = 0; start < 600; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          kit.post(
            VERIFY,
            { projectId: project._id, bookingId: `ALLOT-${10_000 + start + k}` },
            bearer(attacker.token),
          ),
        ),
      );
      statuses.push(...batch.map((r) => r.status));
      retryAfter ??= batch.find((r) => r.status === 429)?.headers.get('Retry-After') ?? null;
    }
    const answered = statuses.filter((s) => s !== 429);
    expect(answered.length).toBeLessThanOrEqual(BOOKING_LIMITS.verifiesPerUser.limit);
    expect(answered.every((s) => s === 404)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      600 - BOOKING_LIMITS.verifiesPerUser.limit,
    );
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await kit.store.collection('booking_links').count({ userId: attacker.userId })).toBe(0);
  }, 300_000); // 600 requests: 3 s on the embedded store, 37 s on FerretDB, far more on a busy machine

  it('limits one address across accounts', async () => {
    const ip = freshIp();
    const perAccount = BOOKING_LIMITS.verifiesPerUser.limit;
    const accounts = Math.ceil(BOOKING_LIMITS.verifiesPerIp.limit / perAccount) + 1;
    const statuses: number[] = [];
    for (let a = 0; a < accounts; a++) {
      const { token } = await kit.signIn(freshEmail('ip'));
      for (let i = 0; i < perAccount; i++) {
        const res = await kit.post(
          VERIFY,
          { projectId: project._id, bookingId: `ALLOT-9${a}${i}` },
          { ...bearer(token), 'X-Forwarded-For': ip },
        );
        statuses.push(res.status);
      }
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(BOOKING_LIMITS.verifiesPerIp.limit);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it("never locks the real buyer out: a stranger's guesses count against the stranger only", async () => {
    const owned = (
      await kit.store.collection('bookings').find({ buyerEmail: buyer.email }, { sort: { bookingId: -1 } })
    )[0]!;
    const stranger = await kit.signIn(freshEmail('locker'));
    const ip = freshIp();
    for (let i = 0; i < BOOKING_LIMITS.verifiesPerUser.limit + 5; i++)
      await kit.post(
        VERIFY,
        { projectId: owned.projectId, bookingId: owned.bookingId },
        { ...bearer(stranger.token), 'X-Forwarded-For': ip },
      );
    const { token } = await signInBuyer();
    const res = await kit.post(
      VERIFY,
      { projectId: owned.projectId, bookingId: owned.bookingId },
      bearer(token),
    );
    expect(res.status).toBe(200);
  });
});
