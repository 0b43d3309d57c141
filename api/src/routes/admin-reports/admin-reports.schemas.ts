/** The report moderation queue's rows and page, and the reject body (routes/admin-reports). */
import { z } from '@hono/zod-openapi';
import { REPORT_STATUSES } from '../../domain/reports/report-rules';
import type { Doc } from '../../domain/query-language';
import { REASON_REQUIRED } from '../../domain/reports/report-rules';

export const RejectReportBody = z
  .object({
    // Checked in the handler, so a missing and a blank reason get the same message.
    reason: z.string({ error: REASON_REQUIRED }).max(500, 'Keep the reason under 500 characters.').optional(),
  })
  .openapi('RejectReport');

/** A report as the moderator sees it: everything it says, its photos; the author stays an id. */
export const PendingReport = z
  .object({
    id: z.string(),
    status: z.enum(REPORT_STATUSES),
    title: z.string(),
    category: z.string().nullable(),
    description: z.string(),
    projectId: z.string().nullable(),
    projectName: z.string().nullable(),
    developerName: z.string().nullable(),
    location: z.string().nullable(),
    photos: z.array(z.string()),
    rejectionReason: z.string().nullable(),
    createdAt: z.string().nullable(),
  })
  .openapi('PendingReport');

export const PendingReportPage = z
  .object({
    items: z.array(PendingReport),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('PendingReportPage');

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function pendingReport(doc: Doc): z.infer<typeof PendingReport> {
  const status = REPORT_STATUSES.find((s) => s === doc.status) ?? 'approved';
  return {
    id: doc._id,
    status,
    title: text(doc.title) ?? 'Untitled report',
    category: text(doc.category),
    description: text(doc.description) ?? '',
    projectId: text(doc.projectId),
    projectName: text(doc.projectName),
    developerName: text(doc.developerName),
    location: text(doc.location),
    photos: Array.isArray(doc.photos) ? doc.photos.filter((p): p is string => typeof p === 'string') : [],
    rejectionReason: text(doc.rejectionReason),
    createdAt: doc.createdAt instanceof Date ? doc.createdAt.toISOString() : text(doc.createdAt),
  };
}

export const BULK_REPORT_LIMIT = 100;

/** Approve or reject up to 100 pending reports at once (one reason for all rejections). */
export const BulkReportBody = z
  .object({
    ids: z
      .array(z.string().max(64, 'Enter valid report ids.'), { error: 'Choose the reports.' })
      .min(1, 'Choose at least one report.')
      .max(BULK_REPORT_LIMIT, `Choose at most ${BULK_REPORT_LIMIT} reports at once.`),
    action: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
    reason: z.string({ error: REASON_REQUIRED }).max(500, 'Keep the reason under 500 characters.').optional(),
  })
  .openapi('BulkReportModeration');

/** One result per id (the listing queue's bulk answer has the same shape: one queue UI reads both). */
export const BulkReportAnswer = z
  .object({
    results: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })),
  })
  .openapi('BulkReportModerationAnswer');
