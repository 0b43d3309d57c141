/**
 * What the three create endpoints share: POST /api/pg-listings, /api/commercial-listings and
 * /api/user-properties (home or plot for sale or rent), each served from its own folder. Session
 * required; every write honours Idempotency-Key, so a queued submission replayed by the service
 * worker, a second tab or a retry after a lost answer gets the first answer and never a second
 * listing, also after a crash or once the key's record has expired (the key also names the
 * listing: create-listing.ts). Created `pending` (DECISIONS.md "Verification of listings"); the
 * moderation queue makes it live.
 */
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotency, KEY_REUSED } from '../../http/idempotency';
import type { Store } from '../../store/types';
import { createListing } from './create-listing';
import type { NewListing } from './listing-docs';
import { CreatedListing } from './posting.schemas';

/**
 * The route declaration of one create endpoint, at its folder's root (`/`).
 *
 * @example
 *   createListingRoute(deps, PgBody, 'Post a PG / co-living listing')
 */
export const createListingRoute = <S extends z.ZodType>(deps: AppDeps, schema: S, summary: string) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: ['Posting'],
    summary,
    description:
      "Session required. `photos` (and `floorPlans`) are urls from POST /api/upload owned by the caller. 400 names each field in the form's words. Send an Idempotency-Key: a replay answers the first result.",
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: {
      201: {
        description: 'Created, pending verification',
        content: { 'application/json': { schema: CreatedListing } },
      },
      ...errorResponses(400, 401, 409, 422),
    },
  });

/**
 * Stores the listing (or finds the one this key already stored); the handler answers it.
 *
 * @example
 *   const answer = await postListing(store, c, pgListing(body));
 *   return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
 */
export async function postListing(store: Store, c: Context<AuthEnv>, draft: NewListing) {
  const key = c.req.header(IDEMPOTENCY_HEADER) || undefined;
  const outcome = await createListing(store, c.var.user._id, draft, key);
  c.header('Cache-Control', 'no-store');
  if ('keyReused' in outcome) return { status: 422 as const, body: KEY_REUSED };
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  return { status: 201 as const, body: outcome.listing };
}
