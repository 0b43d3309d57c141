/**
 * POST /api/pg-listings: post a PG / co-living listing (spec part 3). Stored through the shared
 * create path (_shared/create-listing.ts: exactly once per Idempotency-Key, created `pending`).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { validatePg } from '../../domain/posting/pg-rules';
import type { PgPayload } from '../../domain/posting/pg-rules';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';
import { refuseIfInvalid } from '../_shared/create-listing';
import { createListingRoute, postListing } from '../_shared/create-listing-route';
import { pgListing } from '../_shared/listing-docs';
import { PgBody } from '../_shared/posting.schemas';

export function pgListingRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createListingRoute(deps, PgBody, 'Post a PG / co-living listing'),
    async (c) => {
      const body = c.req.valid('json') as PgPayload;
      refuseIfInvalid(validatePg(body));
      const answer = await postListing(deps.store, c, pgListing(body));
      return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
    },
  );
}
