/**
 * Creating listings: POST /api/pg-listings, /api/commercial-listings and /api/user-properties
 * (home or plot for sale or rent). Session required; every write honours Idempotency-Key, so a
 * queued submission replayed by the service worker, a second tab or a retry after a lost answer
 * gets the first answer and never a second listing. Created `pending` (DECISIONS.md
 * "Verification of listings"); the moderation queue makes it live. Storage: create-listing.ts.
 */
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
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { createListing, refuseIfInvalid } from './create-listing';
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
  return createRouter<AuthEnv>()
    .route('/', enrichRoutes(deps))
    .openapi(createRouteFor(deps, '/pg-listings', PgBody, 'Post a PG / co-living listing'), async (c) => {
      const body = c.req.valid('json') as PgPayload;
      refuseIfInvalid(validatePg(body));
      c.header('Cache-Control', 'no-store');
      return c.json(await createListing(store, c.var.user._id, pgListing(body)), 201);
    })
    .openapi(
      createRouteFor(deps, '/commercial-listings', CommercialBody, 'Post a commercial listing'),
      async (c) => {
        const body = c.req.valid('json') as CommercialPayload;
        refuseIfInvalid(validateCommercial(body));
        c.header('Cache-Control', 'no-store');
        return c.json(await createListing(store, c.var.user._id, commercialListing(body)), 201);
      },
    )
    .openapi(
      createRouteFor(deps, '/user-properties', SaleBody, 'Post a home or plot for sale or rent'),
      async (c) => {
        const body = c.req.valid('json') as SalePayload;
        refuseIfInvalid(validateSale(body));
        c.header('Cache-Control', 'no-store');
        return c.json(await createListing(store, c.var.user._id, saleListing(body)), 201);
      },
    );
}
