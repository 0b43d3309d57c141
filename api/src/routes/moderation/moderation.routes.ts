/**
 * The moderation queue (DECISIONS.md "Verification of listings"), admins only (401 / 403):
 *   GET  /api/admin/listings?status=pending&page=   the queue (pending and flagged oldest first;
 *                                                   others newest first); rows with open
 *                                                   "Report this listing" reports carry `flags`
 *   POST /api/admin/listings/{id}/approve           → live (and verified): discovery shows it
 *   POST /api/admin/listings/{id}/reject {reason}   → rejected with the reason the poster sees
 *   POST /api/admin/listings/{id}/dismiss-reports   → open reports closed; a flagged listing is live again
 * Each status change writes one notification to the author (notify(), link '/my/listings');
 * an approval also alerts the saved searches the listing matches (services/saved-searches).
 * Status 'flagged' (set by routes/listing-flags when five accounts report a live listing) is
 * decided here: approve or dismiss-reports → live, reject → rejected; each closes the open reports.
 * The change is one conditional findOneAndUpdate, so approving twice (double tap, two admins)
 * changes and notifies once and answers the same item.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { notify } from '../../services/notifications/notify';
import { alertListingSearches } from '../../services/saved-searches/saved-search-alerts';
import { alertSafely } from '../../services/saved-searches/alert-safely';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import type { Doc, Filter, SortSpec, UpdateSpec } from '../../store/types';
import { LISTINGS } from '../_shared/create-listing';
import { MODERATION_PROJECTION, ModerationItem, moderationItem } from '../_shared/listing-cards';
import { flagSummaries, resolveFlags } from '../_shared/listing-flags';
import { QueuePage, REASON_MESSAGE, RejectBody } from './moderation.schemas';

export { REASON_MESSAGE } from './moderation.schemas';

export const MODERATION_PAGE_SIZE = 20;

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const IdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const QueueQuery = z.object({
  status: z
    .enum(['pending', 'flagged', 'live', 'rejected'], {
      error: 'Choose pending, flagged, live or rejected.',
    })
    .default('pending'),
  page: z.coerce
    .number({ error: 'Enter a page number.' })
    .int('Enter a page number.')
    .min(1, 'Enter a page number.')
    .max(10_000)
    .default(1),
});

const ADMIN_TAGS = ['admin', 'Posting'];

const dismissRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/{id}/dismiss-reports',
  summary: 'Dismiss the open reports of a listing: a listing they hid is visible again',
  tags: ADMIN_TAGS,
  request: { params: IdParams },
  responses: { 200: json(ModerationItem, 'The updated listing'), ...errorResponses(400, 401, 403, 404) },
});

const queueRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  summary: 'Moderation queue: listings by status',
  tags: ADMIN_TAGS,
  request: { query: QueueQuery },
  responses: { 200: json(QueuePage, 'One page of 20'), ...errorResponses(400, 401, 403) },
});

const approveRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/{id}/approve',
  summary: 'Approve a listing: it goes live and the author is notified',
  tags: ADMIN_TAGS,
  request: { params: IdParams },
  responses: { 200: json(ModerationItem, 'The updated listing'), ...errorResponses(400, 401, 403, 404) },
});

const rejectRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/{id}/reject',
  summary: 'Reject a listing with a reason the author sees',
  tags: ADMIN_TAGS,
  request: {
    params: IdParams,
    body: { required: true, content: { 'application/json': { schema: RejectBody } } },
  },
  responses: { 200: json(ModerationItem, 'The updated listing'), ...errorResponses(400, 401, 403, 404) },
});

export function moderationRoutes(deps: AppDeps) {
  const { store } = deps;
  const listings = store.collection(LISTINGS);

  /** Applies the change if `changes` matches; answers the item either way, and whether it changed. */
  async function moderate(
    id: string,
    changes: Filter,
    update: UpdateSpec,
  ): Promise<{ doc: Doc; changed: boolean }> {
    const doc = await listings.findOneAndUpdate({ _id: id, ...changes }, update, { returnDocument: 'after' });
    if (doc) return { doc, changed: true };
    const current = await listings.findOne({ _id: id });
    if (!current) throw ApiError.notFound('Listing not found.');
    return { doc: current, changed: false };
  }

  return createRouter<AuthEnv>()
    .openapi(queueRoute, async (c) => {
      const { status, page } = c.req.valid('query');
      const sort: SortSpec =
        status === 'flagged' ? { flaggedAt: 1, _id: 1 } : { createdAt: status === 'pending' ? 1 : -1 };
      const [docs, total] = await Promise.all([
        listings.find(
          { status },
          {
            sort,
            skip: (page - 1) * MODERATION_PAGE_SIZE,
            limit: MODERATION_PAGE_SIZE,
            projection: MODERATION_PROJECTION,
          },
        ),
        listings.count({ status }),
      ]);
      const flags = await flagSummaries(store, docs);
      const items = docs.map((d) => {
        const summary = flags.get(d._id);
        return summary ? { ...moderationItem(d), flags: summary } : moderationItem(d);
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ items, total, page, pages: Math.ceil(total / MODERATION_PAGE_SIZE) }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const now = new Date();
      const { doc, changed } = await moderate(
        id,
        { status: { $ne: 'live' } },
        {
          $set: {
            status: 'live',
            verified: true,
            moderatedAt: now,
            moderatedBy: c.var.user._id,
            updatedAt: now,
          },
          $unset: { rejectionReason: '' },
        },
      );
      if (changed) await resolveFlags(store, id, 'dismissed');
      if (changed && typeof doc.authorId === 'string') {
        await notify(store, {
          userId: doc.authorId,
          type: 'listing_approved',
          title: 'Your listing is live',
          body: `"${String(doc.title)}" was verified and is now visible to everyone.`,
          link: '/my/listings',
        });
      }
      // Live now: saved searches it matches alert their owners (never fails the approval).
      if (changed) await alertSafely(deps, () => alertListingSearches(store, id, now));
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const { id } = c.req.valid('param');
      const reason = c.req.valid('json').reason?.trim() ?? '';
      if (!reason) throw ApiError.badRequest(REASON_MESSAGE, { reason: REASON_MESSAGE });
      const now = new Date();
      const { doc, changed } = await moderate(
        id,
        { $or: [{ status: { $ne: 'rejected' } }, { rejectionReason: { $ne: reason } }] },
        {
          $set: {
            status: 'rejected',
            rejectionReason: reason,
            verified: false,
            moderatedAt: now,
            moderatedBy: c.var.user._id,
            updatedAt: now,
          },
        },
      );
      if (changed) await resolveFlags(store, id, 'removed');
      if (changed && typeof doc.authorId === 'string') {
        await notify(store, {
          userId: doc.authorId,
          type: 'listing_rejected',
          title: 'Your listing was not approved',
          body: `"${String(doc.title)}": ${reason}`,
          link: '/my/listings',
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    })
    .openapi(dismissRoute, async (c) => {
      const { id } = c.req.valid('param');
      const now = new Date();
      const { doc, changed } = await moderate(
        id,
        { status: 'flagged' },
        {
          $set: { status: 'live', moderatedAt: now, moderatedBy: c.var.user._id, updatedAt: now },
          $unset: { flaggedAt: '' },
        },
      );
      await resolveFlags(store, id, 'dismissed');
      if (changed && typeof doc.authorId === 'string') {
        await notify(store, {
          userId: doc.authorId,
          type: 'listing_restored',
          title: 'Your listing is visible again',
          body: `"${String(doc.title)}" was checked after reports and is visible to everyone again.`,
          link: '/my/listings',
          listingId: doc._id,
          // Names this decision (the reviewed hiding): a replayed dismissal stores no second one.
          onceKey: `listing_restored:${doc._id}:${now.getTime()}`,
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    });
}
