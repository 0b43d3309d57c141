/**
 * POST /api/pg-listings: post a PG / co-living listing (spec part 3). Stored through the shared
 * create path (_shared/create-listing.ts: exactly once per Idempotency-Key, created `pending`).
 */
import { validatePg } from '../../domain/posting/pg-rules';
import { PgBody } from '../../domain/posting/posting-schemas';
import type { AppDeps } from '../../http/deps';
import { createListingRoutes } from '../_shared/create-listing-route';
import { pgListing } from '../_shared/listing-docs';

export function pgListingRoutes(deps: AppDeps) {
  return createListingRoutes(deps, {
    schema: PgBody,
    summary: 'Post a PG / co-living listing',
    validate: validatePg,
    toListing: pgListing,
  });
}
