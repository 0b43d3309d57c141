import type { PendingReport, PendingReportPage, RejectReportBody } from '@propai/api/wire';
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
