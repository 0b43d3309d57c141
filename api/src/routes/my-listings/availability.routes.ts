/**
 * POST /api/my/listings/{id}/availability `{ status: 'available' | 'sold' | 'rented' }`: the
 * poster's one-tap answer to "is it still available?" (domain/listings/freshness.ts), from the
 * 'listing_stale' notification, My Listings or the listing page. Author only (an admin is not the
 * one who knows): another user 403, unknown id 404, malformed id 400.
 *  - 'available' restarts the freshness clock (confirmedAt = now) and brings a stale listing back
 *    into default search;
 *  - 'sold' / 'rented' take it out of search for good; its page says so. Final: 409 on a later
 *    'available' (the same mark again answers 200, so a replayed tap is harmless).
 * Safe to queue offline: the Idempotency-Key layer answers a replay with the first answer.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { markAvailability } from '../../services/search/listing-freshness';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { createMiddleware } from 'hono/factory';
import {
  AvailabilityBody,
  ListingAvailabilityAnswerSchema,
  availabilityAnswer,
} from '../_shared/listing-detail';

const IdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

/**
 * Before the body is read: a stranger gets 403 (or 404 for no such listing), never a validation
 * message about a listing that is not theirs. A malformed id is left to the params schema (400).
 */
const authorOnly = (deps: AppDeps) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const id = c.req.param('id') ?? '';
    if (/^[0-9a-f]{24}$/.test(id)) {
      const doc = await deps.store
        .collection('listings')
        .findOne({ _id: id }, { projection: { authorId: 1 } });
      if (!doc) throw ApiError.notFound('Listing not found.');
      if (doc.authorId !== c.var.user._id) throw ApiError.forbidden(NOT_AUTHOR);
    }
    await next();
  });

const NOT_AUTHOR = 'Only the poster of this listing can confirm it.';

const availabilityRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'owner',
    method: 'post',
    path: '/listings/{id}/availability',
    tags: ['Posting'],
    summary: 'Confirm a listing is still available, or mark it sold/rented (its author)',
    middleware: [authorOnly(deps), idempotency(deps)] as const,
    request: {
      params: IdParams,
      body: { required: true, content: { 'application/json': { schema: AvailabilityBody } } },
    },
    responses: {
      200: {
        description: "The listing's availability and freshness now",
        content: { 'application/json': { schema: ListingAvailabilityAnswerSchema } },
      },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

export function availabilityRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(availabilityRoute(deps), async (c) => {
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const out = await markAvailability(deps.store, id, c.var.user._id, status);
    if ('error' in out) {
      if (out.error === 'not_found') throw ApiError.notFound('Listing not found.');
      if (out.error === 'not_author') throw ApiError.forbidden(NOT_AUTHOR);
      throw ApiError.conflict('This listing is marked sold or rented; post it again to relist it.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(availabilityAnswer(out.doc), 200);
  });
}
