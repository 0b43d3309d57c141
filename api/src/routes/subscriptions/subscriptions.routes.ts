/**
 * Booking links (spec part 2 §2 'Link Booking ID'): a signed-in buyer proves an allotment by its
 * booking id; the id is checked against `bookings` for that project and the link is stored per user
 * in `booking_links` (unique), so 'Booking Linked' survives reloads and other devices.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { DuplicateKeyError } from '../../store/types';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';

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

const verifyRoute = (_deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/verify-booking',
    tags: ['Subscriptions'],
    summary: 'Link a booking (allotment) id to the signed-in user for a project',
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
      ...errorResponses(400, 401, 404),
    },
  });

const linksRoute = (_deps: AppDeps) =>
  defineRoute({
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
    .openapi(verifyRoute(deps), async (c) => {
      const { projectId: ref, bookingId: raw } = c.req.valid('json');
      const bookingId = raw.toUpperCase();
      const project = await store
        .collection('projects')
        .findOne(projectRefFilter(ref), { projection: { _id: 1 } });
      if (!project) throw ApiError.notFound('Project not found.');
      const booking = await store.collection('bookings').findOne({ projectId: project._id, bookingId });
      if (!booking) throw ApiError.notFound(`Booking ID ${bookingId} was not found for this project.`);
      const userId = c.var.user._id;
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
    .openapi(linksRoute(deps), async (c) => {
      const { projectId: ref } = c.req.valid('query');
      const filter: Record<string, unknown> = { userId: c.var.user._id };
      if (ref) {
        const project = await store
          .collection('projects')
          .findOne(projectRefFilter(ref), { projection: { _id: 1 } });
        filter.projectId = project?._id ?? ref;
      }
      const items = await links.find(filter, { sort: { linkedAt: -1 }, limit: 200 });
      c.header('Cache-Control', 'no-store');
      return c.json({ items: items.map(toLink) }, 200);
    });
}

function toLink(doc: Record<string, unknown>) {
  const at = doc.linkedAt;
  return {
    projectId: String(doc.projectId),
    bookingId: String(doc.bookingId),
    linkedAt: at instanceof Date ? at.toISOString() : String(at),
  };
}
