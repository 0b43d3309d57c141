/**
 * POST /api/commercial-listings: post a commercial listing (the sub-types of domain/posting).
 * Stored through the shared create path (_shared/create-listing.ts: exactly once per
 * Idempotency-Key, created `pending`).
 */
import { validateCommercial } from '../../domain/posting/commercial-rules';
import { CommercialBody } from '../../domain/posting/posting-schemas';
import type { AppDeps } from '../../http/deps';
import { createListingRoutes } from '../_shared/create-listing-route';
import { commercialListing } from '../_shared/listing-docs';

export function commercialListingRoutes(deps: AppDeps) {
  return createListingRoutes(deps, {
    schema: CommercialBody,
    summary: 'Post a commercial listing',
    validate: validateCommercial,
    toListing: commercialListing,
  });
}
