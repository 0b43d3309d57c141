/**
 * Creating listings: POST /api/pg-listings, /api/commercial-listings and /api/user-properties
 * (home or plot for sale or rent). Session required; every write honours Idempotency-Key, so a
 * queued submission replayed by the service worker, a second tab or a retry after a lost answer
 * gets the first answer and never a second listing, also after a crash or once the key's record
 * has expired (the key also names the listing: create-listing.ts). Created `pending`
 * (DECISIONS.md "Verification of listings"); the moderation queue makes it live.
 */
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { validateCommercial } from '../../domain/posting/commercial-rules';
import type { CommercialPayload } from '../../domain/posting/commercial-rules';
import { validatePg } from '../../domain/posting/pg-rules';
import type { PgPayload } from '../../domain/posting/pg-rules';
import { validateSale } from '../../domain/posting/sale-rules';
import type { SalePayload } from '../../domain/posting/sale-rules';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotency, KEY_REUSED } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { createListing, refuseIfInvalid } from './create-listing';
import type { NewListing } from './listing-docs';
import { enrichRoutes } from './enrich.routes';
import { commercialListing, pgListing, saleListing } from './listing-docs';
import { CommercialBody, CreatedListing, PgBody, SaleBody } from './posting.schemas';

const createRouteFor = <P extends string, S extends z.ZodType>(
  deps: AppDeps,
  path: P,
  schema: S,
  summary: string,
) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path,
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

export function postingRoutes(deps: AppDeps) {
  const { store } = deps;
  /** Stores the listing (or finds the one this key already stored); the handler answers it. */
  const post = async (c: Context<AuthEnv>, draft: NewListing) => {
    const key = c.req.header(IDEMPOTENCY_HEADER) || undefined;
    const outcome = await createListing(store, c.var.user._id, draft, key);
    c.header('Cache-Control', 'no-store');
    if ('keyReused' in outcome) return { status: 422 as const, body: KEY_REUSED };
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return { status: 201 as const, body: outcome.listing };
  };
  return createRouter<AuthEnv>()
    .route('/', enrichRoutes(deps))
    .openapi(createRouteFor(deps, '/pg-listings', PgBody, 'Post a PG / co-living listing'), async (c) => {
      const body = c.req.valid('json') as PgPayload;
      refuseIfInvalid(validatePg(body));
      const answer = await post(c, pgListing(body));
      return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
    })
    .openapi(
      createRouteFor(deps, '/commercial-listings', CommercialBody, 'Post a commercial listing'),
      async (c) => {
        const body = c.req.valid('json') as CommercialPayload;
        refuseIfInvalid(validateCommercial(body));
        const answer = await post(c, commercialListing(body));
        return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
      },
    )
    .openapi(
      createRouteFor(deps, '/user-properties', SaleBody, 'Post a home or plot for sale or rent'),
      async (c) => {
        const body = c.req.valid('json') as SalePayload;
        refuseIfInvalid(validateSale(body));
        const answer = await post(c, saleListing(body));
        return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
      },
    );
}
