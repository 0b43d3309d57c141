/**
 * POST /api/listing-views/{listingId} `{ device }` (public): the listing page counts one view per
 * device per day (services/rentals/listing-views.ts). Answers `{ counted }`: false for a repeat,
 * for the lister's own visit and for a listing that is not live. At most VIEWS_PER_IP an hour from
 * one address (429), so a script cannot inflate a listing's figure.
 */
import { z } from '@hono/zod-openapi';
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { countView } from '../../services/rentals/listing-views';
import { findListing } from '../_shared/listing-lookup';

export const VIEWS_PER_IP: RateLimit = { name: 'listing-views:ip', limit: 300, windowMs: 60 * 60_000 };

const Params = z.object({
  listingId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'listingId', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const DEVICE_MESSAGE = 'Send the device id the app keeps (8 to 64 letters, digits or dashes).';
const ViewBody = z
  .object({ device: z.string({ error: DEVICE_MESSAGE }).regex(/^[A-Za-z0-9-]{8,64}$/, DEVICE_MESSAGE) })
  .openapi('ListingView');
const Counted = z.object({ counted: z.boolean() }).openapi('ListingViewCounted');

const viewRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/{listingId}',
  tags: ['Listings'],
  summary: "Count a view of a listing's page (one per device per day; the lister's own not counted)",
  request: {
    params: Params,
    body: { required: true, content: { 'application/json': { schema: ViewBody } } },
  },
  responses: {
    200: { description: 'Counted or not', content: { 'application/json': { schema: Counted } } },
    ...errorResponses(400, 404, 429),
  },
});

export function listingViewRoutes(deps: AppDeps) {
  return createRouter<OptionalAuthEnv>().openapi(viewRoute, async (c) => {
    const { listingId } = c.req.valid('param');
    const { device } = c.req.valid('json');
    const listing = await findListing(deps.store, listingId, { status: 1, authorId: 1 });
    if (!listing) throw ApiError.notFound('Listing not found.');
    c.header('Cache-Control', 'no-store');
    if (listing.status !== 'live' || listing.authorId === c.var.user?._id)
      return c.json({ counted: false }, 200);
    await hitRateLimit(deps.store, VIEWS_PER_IP, clientIp(c, deps.env.TRUST_PROXY));
    return c.json({ counted: await countView(deps.store, listing._id, device) }, 200);
  });
}
