import type {
  BulkReportModerationAnswer,
  BulkReportModerationBody,
  PendingReport,
  PendingReportPage,
  RejectReportBody,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** A submitted report waiting for review, and one page of them (GET /api/admin/reports). */
export type { PendingReport, PendingReportPage } from '@propai/api/wire';

/** @example const queue = await getReportQueue(1); */
export function getReportQueue(page: number): Promise<PendingReportPage> {
  return api.get<PendingReportPage>('/admin/reports', { query: { page } });
}

export function approveReport(id: string): Promise<PendingReport> {
  return api.post<PendingReport>(`/admin/reports/${encodeURIComponent(id)}/approve`);
}

export function rejectReport(id: string, reason: string): Promise<PendingReport> {
  const body: RejectReportBody = { reason };
  return api.post<PendingReport>(`/admin/reports/${encodeURIComponent(id)}/reject`, body);
}

/** Approves or rejects up to 100 reports; one result per id (a bad id fails alone). */
export async function moderateReports(
  ids: string[],
  action: BulkReportModerationBody['action'],
  reason?: string,
): Promise<BulkReportModerationAnswer['results']> {
  const body: BulkReportModerationBody = { ids, action, ...(reason ? { reason } : {}) };
  return (await api.post<BulkReportModerationAnswer>('/admin/reports/bulk', body)).results;
}
