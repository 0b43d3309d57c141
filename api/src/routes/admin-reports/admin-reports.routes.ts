/**
 * Report moderation (/admin/check-report), admins only (401 / 403):
 *   GET  /api/admin/reports?page=              pending reports, newest first, 20 a page
 *   POST /api/admin/reports/{id}/approve       → public, counted in the project's score, author notified
 *   POST /api/admin/reports/{id}/reject {reason} → never public, author notified with the reason
 *   POST /api/admin/reports/bulk {ids ≤ 100, action, reason?} → one result per id
 * A report is decided once: a second decision answers 409 naming the first (services/reports). In
 * bulk, a report already decided the same way counts as done (a retried bulk is harmless); one
 * decided the other way, or a bad id, fails alone.
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { REASON_REQUIRED } from '../../domain/reports/report-rules';
import { decideReport } from '../../services/reports/decide-report';
import { REPORTS } from '../_shared/report-list';
import {
  BulkReportAnswer,
  BulkReportBody,
  PendingReport,
  PendingReportPage,
  pendingReport,
  RejectReportBody,
} from './admin-reports.schemas';

export const REPORT_QUEUE_PAGE_SIZE = 20;
const TAGS = ['admin', 'Reports'];
const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const IdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid report id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

const queueRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  summary: 'Reports waiting for review, newest first',
  tags: TAGS,
  request: {
    query: z.object({
      page: z.coerce
        .number({ error: 'Enter a page number.' })
        .int('Enter a page number.')
        .min(1, 'Enter a page number.')
        .max(10_000, 'Enter a page number.')
        .default(1),
    }),
  },
  responses: { 200: json(PendingReportPage, 'One page of 20'), ...errorResponses(400, 401, 403) },
});

const approveRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/{id}/approve',
  summary: 'Approve a report: it becomes public and its author is notified',
  tags: TAGS,
  request: { params: IdParams },
  responses: { 200: json(PendingReport, 'The decided report'), ...errorResponses(400, 401, 403, 404, 409) },
});

const rejectRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/{id}/reject',
  summary: 'Reject a report with a reason its author sees',
  tags: TAGS,
  request: {
    params: IdParams,
    body: { required: true, content: { 'application/json': { schema: RejectReportBody } } },
  },
  responses: { 200: json(PendingReport, 'The decided report'), ...errorResponses(400, 401, 403, 404, 409) },
});

const bulkRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/bulk',
  summary: 'Approve or reject up to 100 reports: one result per id, a bad id fails alone',
  tags: TAGS,
  request: { body: { required: true, content: { 'application/json': { schema: BulkReportBody } } } },
  responses: { 200: json(BulkReportAnswer, 'One result per id, in order'), ...errorResponses(400, 401, 403) },
});

const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

export function adminReportRoutes({ store }: AppDeps) {
  const reports = store.collection(REPORTS);
  return createRouter<AuthEnv>()
    .openapi(queueRoute, async (c) => {
      const { page } = c.req.valid('query');
      const filter = { status: 'pending' };
      const [docs, total] = await Promise.all([
        reports.find(filter, {
          sort: { createdAt: -1, _id: -1 },
          skip: (page - 1) * REPORT_QUEUE_PAGE_SIZE,
          limit: REPORT_QUEUE_PAGE_SIZE,
        }),
        reports.count(filter),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { items: docs.map(pendingReport), total, page, pages: Math.ceil(total / REPORT_QUEUE_PAGE_SIZE) },
        200,
      );
    })
    .openapi(bulkRoute, async (c) => {
      const { ids, action } = c.req.valid('json');
      const reason = c.req.valid('json').reason?.trim() ?? '';
      if (action === 'reject' && !reason)
        throw ApiError.badRequest(REASON_REQUIRED, { reason: REASON_REQUIRED });
      const results: { id: string; ok: boolean; error?: string }[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          await decideReport(
            store,
            id,
            c.var.user._id,
            action === 'approve' ? { status: 'approved' } : { status: 'rejected', reason },
          );
          results.push({ id, ok: true });
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          // Already decided this way (a retry): done, not an error.
          const now =
            err.status === 409 ? await reports.findOne({ _id: id }, { projection: { status: 1 } }) : null;
          if (now?.status === DECIDED[action]) results.push({ id, ok: true });
          else results.push({ id, ok: false, error: err.message });
        }
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ results }, 200);
    })
    .openapi(approveRoute, async (c) => {
      const doc = await decideReport(store, c.req.valid('param').id, c.var.user._id, { status: 'approved' });
      c.header('Cache-Control', 'no-store');
      return c.json(pendingReport(doc), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const reason = c.req.valid('json').reason?.trim() ?? '';
      if (!reason) throw ApiError.badRequest(REASON_REQUIRED, { reason: REASON_REQUIRED });
      const doc = await decideReport(store, c.req.valid('param').id, c.var.user._id, {
        status: 'rejected',
        reason,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(pendingReport(doc), 200);
    });
}
