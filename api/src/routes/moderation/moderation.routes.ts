/**
 * The moderation queue (DECISIONS.md "Verification of listings"), admins only (401 / 403):
 *   GET  /api/admin/listings?status=&sort=&kind=&city=&posterType=&age=&reported=&page=
 *        the queue, newest first by default; `total` counts every filter's answer; each row
 *        carries `reportCount` and, with open "Report this listing" reports, their summary `flags`
 *   POST /api/admin/listings/bulk {ids ≤ 100, action, reason?}   per-id results, one bad id fails alone
 *   GET  /api/admin/listings/{id}/history           the listing's decisions (admin change history)
 *   POST /api/admin/listings/{id}/approve           → live (and verified): discovery shows it
 *   POST /api/admin/listings/{id}/reject {reason}   → rejected with the reason the poster sees
 *   POST /api/admin/listings/{id}/dismiss-reports   → open reports closed; a flagged listing is live again
 * Every decision is recorded and notified once (moderation-decisions.ts); repeating one is a no-op
 * that answers the listing as it is. Status 'flagged' (set by routes/listing-flags when five
 * accounts report a live listing) is decided here too.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { USERS } from '../../auth/users';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { listChanges } from '../../services/admin-changes/admin-changes';
import { alertListingSearches } from '../../services/saved-searches/saved-search-alerts';
import { alertSafely } from '../../services/saved-searches/alert-safely';
import { LISTINGS } from '../_shared/create-listing';
import { ModerationItem, moderationItem } from '../_shared/listing-cards';
import { decideListing, type Decision } from './moderation-decisions';
import { queuePage } from './moderation-queue';
import {
  BulkAnswer,
  BulkBody,
  HistoryAnswer,
  QueuePage,
  QueueQuery,
  REASON_MESSAGE,
  RejectBody,
} from './moderation.schemas';

export { REASON_MESSAGE } from './moderation.schemas';
export { MODERATION_PAGE_SIZE } from './moderation-queue';

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

const ADMIN_TAGS = ['admin', 'Posting'];

const decisionRoute = (path: string, summary: string) =>
  defineRoute({
    access: 'admin',
    method: 'post',
    path,
    summary,
    tags: ADMIN_TAGS,
    request: { params: IdParams },
    responses: { 200: json(ModerationItem, 'The updated listing'), ...errorResponses(400, 401, 403, 404) },
  });

const dismissRoute = decisionRoute(
  '/{id}/dismiss-reports',
  'Dismiss the open reports of a listing: a listing they hid is visible again',
);
const approveRoute = decisionRoute(
  '/{id}/approve',
  'Approve a listing: it goes live and the author is notified',
);

const queueRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  summary: 'Moderation queue: listings by status and filters, newest first by default',
  tags: ADMIN_TAGS,
  request: { query: QueueQuery },
  responses: { 200: json(QueuePage, 'One page of 20'), ...errorResponses(400, 401, 403) },
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

const bulkRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/bulk',
  summary: 'Approve or reject up to 100 listings: one result per id, a bad id fails alone',
  tags: ADMIN_TAGS,
  request: { body: { required: true, content: { 'application/json': { schema: BulkBody } } } },
  responses: { 200: json(BulkAnswer, 'One result per id, in order'), ...errorResponses(400, 401, 403) },
});

const historyRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/{id}/history',
  summary: "A listing's moderation decisions, newest first: who, when, before and after",
  tags: ADMIN_TAGS,
  request: { params: IdParams },
  responses: { 200: json(HistoryAnswer, 'Newest first'), ...errorResponses(400, 401, 403, 404) },
});

const reasonOf = (body: { reason?: string | undefined }) => body.reason?.trim() ?? '';

export function moderationRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(queueRoute, async (c) => {
      const page = await queuePage(store, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(page, 200);
    })
    .openapi(bulkRoute, async (c) => {
      const { ids, action, reason } = c.req.valid('json');
      const why = reasonOf({ reason });
      if (action === 'reject' && !why) throw ApiError.badRequest(REASON_MESSAGE, { reason: REASON_MESSAGE });
      const decision: Decision = action === 'approve' ? { action } : { action, reason: why };
      const results: { id: string; ok: boolean; error?: string }[] = [];
      const batch = { wentLive: [] as string[], now: new Date() };
      // One after another: each decision is its own recorded change; a failure stays with its id.
      for (const id of [...new Set(ids)]) {
        try {
          await decideListing(deps, id, c.var.user._id, decision, batch);
          results.push({ id, ok: true });
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          results.push({ id, ok: false, error: err.message });
        }
      }
      // The saved searches are matched once for everything that went live (one query a search).
      await alertSafely(deps, () => alertListingSearches(store, batch.wentLive, batch.now));
      c.header('Cache-Control', 'no-store');
      return c.json({ results }, 200);
    })
    .openapi(historyRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await store.collection(LISTINGS).findOne({ _id: id }, { projection: { _id: 1 } }))) {
        throw ApiError.notFound('Listing not found.');
      }
      const changes = await listChanges(store, 'listing', id);
      const admins = await store
        .collection(USERS)
        .find(
          { _id: { $in: [...new Set(changes.map((ch) => ch.by))] } },
          { projection: { name: 1, email: 1 } },
        );
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
      const nameOf = new Map(admins.map((u) => [u._id, text(u.name) ?? text(u.email) ?? 'An admin']));
      const items = changes.map((ch) => ({
        id: ch._id,
        at: new Date(ch.at).toISOString(),
        by: nameOf.get(ch.by) ?? 'A former admin',
        sections: ch.sections,
        fields: ch.fields.map((f) => ({ path: f.path, before: f.before, after: f.after })),
        ...(ch.revertOf ? { revertOf: ch.revertOf } : {}),
      }));
      c.header('Cache-Control', 'no-store');
      return c.json({ items }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const doc = await decideListing(deps, c.req.valid('param').id, c.var.user._id, { action: 'approve' });
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const reason = reasonOf(c.req.valid('json'));
      const doc = await decideListing(deps, c.req.valid('param').id, c.var.user._id, {
        action: 'reject',
        reason,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    })
    .openapi(dismissRoute, async (c) => {
      const doc = await decideListing(deps, c.req.valid('param').id, c.var.user._id, { action: 'dismiss' });
      c.header('Cache-Control', 'no-store');
      return c.json(moderationItem(doc), 200);
    });
}
