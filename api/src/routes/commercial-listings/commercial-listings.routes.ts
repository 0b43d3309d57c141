/**
 * POST /api/commercial-listings: post a commercial listing (the sub-types of domain/posting).
 * Stored through the shared create path (_shared/create-listing.ts: exactly once per
 * Idempotency-Key, created `pending`).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { validateCommercial } from '../../domain/posting/commercial-rules';
import type { CommercialPayload } from '../../domain/posting/commercial-rules';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';
import { refuseIfInvalid } from '../_shared/create-listing';
import { createListingRoute, postListing } from '../_shared/create-listing-route';
import { commercialListing } from '../_shared/listing-docs';
import { CommercialBody } from '../_shared/posting.schemas';

export function commercialListingRoutes(deps: AppDeps) {
  return createRouter<AuthEnv>().openapi(
    createListingRoute(deps, CommercialBody, 'Post a commercial listing'),
    async (c) => {
      const body = c.req.valid('json') as CommercialPayload;
      refuseIfInvalid(validateCommercial(body));
      const answer = await postListing(deps.store, c, commercialListing(body));
      return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 422);
    },
  );
}
