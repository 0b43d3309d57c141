/**
 * "Report this listing" (issue 15), under /api/listing-flags, signed-in only:
 *   POST /{listingId}       { reason, note? }  report (a repeat by the same account updates it)
 *   GET  /{listingId}/mine                     the caller's open report, or null
 *
 * Guarantees:
 * - reasons fake | broker_as_owner | sold_or_rented | wrong_details, note ≤ 500 characters (400
 *   naming the field); one report per account and listing (unique index); not on one's own
 *   listing (400); only a live (or already hidden) listing can be reported (404 otherwise);
 * - at most FLAGS_PER_USER reports per account per hour (429), counted in the store;
 * - FLAGS_TO_HIDE distinct open reports move a live listing to status 'flagged': every reader that
 *   shows only 'live' listings (search, detail, leads, favourites) stops showing it, author and
 *   admins still see it; admins decide in the moderation queue (routes/moderation): dismiss →
 *   live again and the reports are closed; reject → rejected, reports closed;
 * - the author is told once when the listing is hidden ('listing_flagged') and once when a dismissal
 *   brings it back ('listing_restored', routes/moderation);
 * - no reporter is ever named in an answer (admins see reasons and notes only).
 */
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { shouldHide } from '../../domain/listing-flags/flag-rules';
import { notify } from '../../services/notifications/notify';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import type { UpdateSpec } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import { LISTINGS } from '../_shared/create-listing';
import { LISTING_FLAGS, type ListingFlagDoc } from '../_shared/listing-flags';
import { findListing } from '../_shared/listing-lookup';
import { FlagBody, FlagParams, MyFlag, MyFlagAnswer } from './listing-flags.schemas';

/** Enough for an honest buyer; stops one account from flooding the queue. */
export const FLAGS_PER_USER: RateLimit = { name: 'listing-flags:user', limit: 10, windowMs: 60 * 60_000 };
export const OWN_LISTING_MESSAGE = 'You cannot report your own listing.';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Listings'];

const flagRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/{listingId}',
    tags: TAGS,
    summary: 'Report a listing (fake, broker posing as owner, already sold or rented, wrong details)',
    middleware: [idempotency(deps)] as const,
    request: {
      params: FlagParams,
      body: { required: true, content: { 'application/json': { schema: FlagBody } } },
    },
    responses: { 200: json(MyFlag, 'Stored (or updated)'), ...errorResponses(400, 401, 404, 429) },
  });

const mineRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/{listingId}/mine',
  tags: TAGS,
  summary: "The signed-in user's open report of this listing",
  request: { params: FlagParams },
  responses: { 200: json(MyFlagAnswer, 'The report, or null'), ...errorResponses(400, 401, 404) },
});

const toMine = (d: ListingFlagDoc) => ({
  listingId: d.listingId,
  reason: d.reason,
  note: d.note ?? null,
  reportedAt: d.updatedAt.toISOString(),
});

export function listingFlagRoutes(deps: AppDeps) {
  const { store } = deps;
  const flags = store.collection<ListingFlagDoc>(LISTING_FLAGS);
  const listings = store.collection(LISTINGS);

  return createRouter<AuthEnv>()
    .openapi(flagRoute(deps), async (c) => {
      const { listingId: ref } = c.req.valid('param');
      const { reason, note } = c.req.valid('json');
      const me = c.var.user;
      const listing = await findListing(store, ref, { status: 1, authorId: 1, title: 1 });
      if (!listing || (listing.status !== 'live' && listing.status !== 'flagged')) {
        throw ApiError.notFound('Listing not found.');
      }
      if (listing.authorId === me._id) {
        throw ApiError.badRequest(OWN_LISTING_MESSAGE, { listingId: OWN_LISTING_MESSAGE });
      }
      await hitRateLimit(store, FLAGS_PER_USER, me._id);

      const now = new Date();
      const update: UpdateSpec = {
        $set: { reason, open: true, updatedAt: now, ...(note ? { note } : {}) },
        $setOnInsert: { createdAt: now },
        $unset: { resolvedAt: '', decision: '', ...(note ? {} : { note: '' }) },
      };
      const key = { listingId: listing._id, userId: me._id };
      try {
        await flags.updateOne(key, update, { upsert: true });
      } catch (err) {
        // Two first reports at once: the other one inserted; this one now updates it.
        if (!(err instanceof DuplicateKeyError)) throw err;
        await flags.updateOne(key, update);
      }

      if (
        listing.status === 'live' &&
        shouldHide(await flags.count({ listingId: listing._id, open: true }))
      ) {
        const hidden = await listings.updateOne(
          { _id: listing._id, status: 'live' },
          { $set: { status: 'flagged', flaggedAt: now, updatedAt: now } },
        );
        // Only the request that flipped it tells the author (a retry or a sixth report finds it
        // flagged already); the key names this hiding, so even a racing writer stores one.
        if (hidden.modified === 1 && typeof listing.authorId === 'string') {
          await notify(store, {
            userId: listing.authorId,
            type: 'listing_flagged',
            title: 'Your listing is hidden for review',
            body: `"${typeof listing.title === 'string' ? listing.title : 'Your listing'}" is hidden while our team reviews reports about it. We will tell you when it is decided.`,
            link: '/my/listings',
            listingId: listing._id,
            onceKey: `listing_flagged:${listing._id}:${now.getTime()}`,
          });
        }
      }
      const mine = await flags.findOne(key);
      c.header('Cache-Control', 'no-store');
      return c.json(toMine(mine!), 200);
    })
    .openapi(mineRoute, async (c) => {
      const { listingId: ref } = c.req.valid('param');
      const listing = await findListing(store, ref, { _id: 1 });
      if (!listing) throw ApiError.notFound('Listing not found.');
      const mine = await flags.findOne({ listingId: listing._id, userId: c.var.user._id, open: true });
      c.header('Cache-Control', 'no-store');
      return c.json({ report: mine ? toMine(mine) : null }, 200);
    });
}
