/** POST /api/subscriptions/verify-booking and GET /booking-links on a real seeded store. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../seed/seed';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';

let kit: AuthKit;
let booking: Doc;
let project: Doc;

beforeAll(async () => {
  kit = await authKit();
  await seedIfNeeded(kit.store, { listings: 50, projects: 12 });
  booking = (await kit.store.collection('bookings').findOne({}))!;
  project = (await kit.store.collection('projects').findOne({ _id: booking.projectId }))!;
}, 120_000);
afterAll(() => kit.close());

describe('POST /api/subscriptions/verify-booking', () => {
  it('needs a session', async () => {
    const res = await kit.post('/api/subscriptions/verify-booking', {
      projectId: project._id,
      bookingId: booking.bookingId,
    });
    expect(res.status).toBe(401);
  });

  it('404s an id not booked on that project, with a clear message', async () => {
    const { token } = await kit.signIn(freshEmail('b'));
    const res = await kit.post(
      '/api/subscriptions/verify-booking',
      { projectId: project._id, bookingId: 'ALLOT-00000' },
      bearer(token),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: 'not_found',
      message: 'Booking ID ALLOT-00000 was not found for this project.',
    });
    const other = await kit.store.collection('projects').findOne({ _id: { $ne: project._id } });
    const wrongProject = await kit.post(
      '/api/subscriptions/verify-booking',
      { projectId: other!._id, bookingId: booking.bookingId },
      bearer(token),
    );
    expect(wrongProject.status).toBe(404);
  });

  it('links a real booking (by slug too), once, and lists it for that user only', async () => {
    const { token } = await kit.signIn(freshEmail('owner'));
    for (let i = 0; i < 2; i++) {
      const res = await kit.post(
        '/api/subscriptions/verify-booking',
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

  it('400s a malformed body', async () => {
    const { token } = await kit.signIn(freshEmail('m'));
    const res = await kit.post('/api/subscriptions/verify-booking', { projectId: 'x y' }, bearer(token));
    expect(res.status).toBe(400);
  });
});
