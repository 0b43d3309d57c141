/**
 * Booking links (spec part 2 §2 'Link Booking ID'): a signed-in buyer links an allotment of a
 * project to their account; the link is stored per user in `booking_links` (unique), so 'Booking
 * Linked' survives reloads and other devices.
 *
 * Guarantees:
 * - a booking id proves nothing by itself (ids are sequential): a booking links only to the account
 *   whose e-mail the booking registers (`buyerEmail`). The e-mail is what sign-in proved (OTP); a
 *   mobile is not matched, since any account can carry any free mobile with no SMS check
 *   (DECISIONS.md: a mobile is contact data, not proof of identity);
 * - an id that does not exist and another buyer's booking get the same 404, so answers never tell
 *   which ids exist;
 * - tries are limited per account and per client address (booking-limits.ts), before any lookup,
 *   counting the caller only, so nobody can lock the real buyer out; over the limit: 429 with
 *   Retry-After.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { hitRateLimit } from '../../auth/rate-limit';
import { normalEmail } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { DuplicateKeyError, type Doc, type Store } from '../../store/types';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';
import { BOOKING_LIMITS } from './booking-limits';

/** One answer for "no such id" and "not yours": it must not reveal which booking ids exist. */
export const BOOKING_NOT_FOUND =
  'No booking with this ID is registered to your email address for this project. ' +
  'Check the ID, and sign in with the email address you gave the developer.';

/** The booking names this account's (OTP-proven) e-mail as its buyer's. */
export function bookingBelongsTo(booking: Doc, user: { email: string }): boolean {
  return (
    typeof booking.buyerEmail === 'string' && normalEmail(booking.buyerEmail) === normalEmail(user.email)
  );
}

const VerifyBookingSchema = z
  .object({
    projectId: z.string().regex(PROJECT_REF_PATTERN, 'Send a project id or slug.'),
    bookingId: z
      .string()
      .trim()
      .min(3, 'Enter your booking ID, e.g. ALLOT-12345.')
      .max(40, 'Enter your booking ID, e.g. ALLOT-12345.'),
  })
  .openapi('VerifyBooking');

const LinkSchema = z.object({ projectId: z.string(), bookingId: z.string(), linkedAt: z.string() });

const verifyRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/verify-booking',
  tags: ['Subscriptions'],
  summary: 'Link a booking (allotment) id registered to the signed-in user’s e-mail',
  description:
    'Links only a booking whose registered buyer e-mail is the caller’s. An unknown id and another ' +
    'buyer’s booking both answer 404 with the same message. Limited per account and per address (429).',
  request: { body: { required: true, content: { 'application/json': { schema: VerifyBookingSchema } } } },
  responses: {
    200: {
      description: 'Linked',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), linked: z.literal(true), link: LinkSchema }),
        },
      },
    },
    ...errorResponses(400, 401, 404, 429),
  },
});

const linksRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/booking-links',
  tags: ['Subscriptions'],
  summary: "The signed-in user's linked booking ids (optionally for one project)",
  request: { query: z.object({ projectId: z.string().regex(PROJECT_REF_PATTERN).optional() }) },
  responses: {
    200: {
      description: 'Links',
      content: { 'application/json': { schema: z.object({ items: z.array(LinkSchema) }) } },
    },
    ...errorResponses(400, 401),
  },
});

export function subscriptionRoutes(deps: AppDeps) {
  const { store } = deps;
  const links = store.collection('booking_links');
  return createRouter<AuthEnv>()
    .openapi(verifyRoute, async (c) => {
      const { projectId: ref, bookingId: raw } = c.req.valid('json');
      const me = c.var.user;
      await hitRateLimit(store, BOOKING_LIMITS.verifiesPerIp, clientIp(c, deps.env.TRUST_PROXY));
      await hitRateLimit(store, BOOKING_LIMITS.verifiesPerUser, me._id);
      const bookingId = raw.toUpperCase();
      const project = await store
        .collection('projects')
        .findOne(projectRefFilter(ref), { projection: { _id: 1 } });
      if (!project) throw ApiError.notFound('Project not found.');
      const booking = await store.collection('bookings').findOne({ projectId: project._id, bookingId });
      if (!booking || !bookingBelongsTo(booking, me)) throw ApiError.notFound(BOOKING_NOT_FOUND);
      const userId = me._id;
      const key = { userId, projectId: project._id, bookingId };
      let link = await links.findOne(key);
      if (!link) {
        try {
          link = await links.insertOne({ ...key, linkedAt: new Date() });
        } catch (error) {
          // Two taps at once: the other request stored it; answer the same success.
          if (!(error instanceof DuplicateKeyError)) throw error;
          link = await links.findOne(key);
        }
      }
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          success: true as const,
          linked: true as const,
          link: toLink(link ?? { ...key, linkedAt: new Date() }),
        },
        200,
      );
    })
    .openapi(linksRoute, async (c) => {
      const { projectId: ref } = c.req.valid('query');
      const filter: Record<string, unknown> = { userId: c.var.user._id };
      if (ref) {
        const project = await store
          .collection('projects')
          .findOne(projectRefFilter(ref), { projection: { _id: 1 } });
        filter.projectId = project?._id ?? ref;
      }
      const found = await links.find(filter, { sort: { linkedAt: -1 }, limit: 200 });
      const items = await stillTheirs(store, found, c.var.user);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: items.map(toLink) }, 200);
    });
}

/**
 * The links whose booking still names this account's e-mail. Links stored before bookings were
 * tied to their buyer (when any id could be claimed) or whose registered buyer has since changed
 * stop counting here, with no migration to run. One query on the (projectId, bookingId) index.
 */
async function stillTheirs(store: Store, found: Doc[], user: { email: string }): Promise<Doc[]> {
  if (found.length === 0) return found;
  const bookings = await store.collection('bookings').find(
    {
      projectId: { $in: [...new Set(found.map((l) => l.projectId))] },
      bookingId: { $in: [...new Set(found.map((l) => l.bookingId))] },
    },
    { projection: { projectId: 1, bookingId: 1, buyerEmail: 1 } },
  );
  const mine = new Set(
    bookings
      .filter((b) => bookingBelongsTo(b, user))
      .map((b) => `${String(b.projectId)}|${String(b.bookingId)}`),
  );
  return found.filter((l) => mine.has(`${String(l.projectId)}|${String(l.bookingId)}`));
}

function toLink(doc: Record<string, unknown>) {
  const at = doc.linkedAt;
  return {
    projectId: String(doc.projectId),
    bookingId: String(doc.bookingId),
    linkedAt: at instanceof Date ? at.toISOString() : String(at),
  };
}
