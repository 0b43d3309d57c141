import type { z } from '@hono/zod-openapi';
import type { ReportListSchema } from '../routes/_shared/report-list.schemas';
import type {
  ReportDetailSchema,
  ReportSearchQuery,
  ReportSummarySchema,
  VoteAnswer,
  VoteBody,
} from '../routes/reports/reports.schemas';
import type {
  BulkReportAnswer,
  BulkReportBody,
  PendingReport as PendingReportSchema,
  PendingReportPage as PendingReportPageSchema,
  RejectReportBody as RejectReportBodySchema,
} from '../routes/admin-reports/admin-reports.schemas';
import type {
  ReportSubmissionBody as ReportSubmissionBodySchema,
  SubmittedReport as SubmittedReportSchema,
} from '../domain/reports/report-submission';

// Community reports (GET /api/reports, GET /api/projects/{idOrSlug}/reports)
export type ReportList = z.infer<typeof ReportListSchema>;
export type Report = ReportList['items'][number];
// GET /api/reports/{id}, /summary, /search; POST /api/reports/{id}/vote
export type ReportDetail = z.infer<typeof ReportDetailSchema>;
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
export type ReportSearchParams = z.input<typeof ReportSearchQuery>;
export type ReportVoteBody = z.input<typeof VoteBody>;
export type ReportVote = z.infer<typeof VoteAnswer>;

// Report submission (POST /api/reports) and moderation (/api/admin/reports: GET /, POST /{id}/approve,
// POST /{id}/reject)
export type ReportSubmissionBody = z.input<typeof ReportSubmissionBodySchema>;
export type SubmittedReport = z.infer<typeof SubmittedReportSchema>;
export type PendingReport = z.infer<typeof PendingReportSchema>;
export type PendingReportPage = z.infer<typeof PendingReportPageSchema>;
export type RejectReportBody = z.input<typeof RejectReportBodySchema>;
export type BulkReportModerationBody = z.input<typeof BulkReportBody>;
export type BulkReportModerationAnswer = z.infer<typeof BulkReportAnswer>;
