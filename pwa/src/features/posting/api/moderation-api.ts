import type {
  BulkModerationAnswer,
  BulkModerationBody,
  ModerationHistory,
  ModerationItem,
  ModerationPage,
  ModerationQueueQuery,
  RejectListingBody,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** A listing in the moderation queue and one page of it (GET /api/admin/listings, issue #6 contract, point 5). */
export type { ModerationItem, ModerationPage, ModerationQueueItem } from '@propai/api/wire';

/** The queue's filters as the URL and GET /api/admin/listings take them (page apart). */
export type QueueFilters = Omit<ModerationQueueQuery, 'page'>;

/** @example const queue = await getModerationQueue({ status: 'pending', reported: 'true' }, 1); */
export function getModerationQueue(filters: QueueFilters, page: number): Promise<ModerationPage> {
  return api.get<ModerationPage>('/admin/listings', { query: { ...filters, page } });
}

export function approveListing(id: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/approve`);
}

export function rejectListing(id: string, reason: string): Promise<ModerationItem> {
  const body: RejectListingBody = { reason };
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/reject`, body);
}

/** Approves or rejects up to 100 listings; one result per id (a bad id fails alone). */
export async function moderateListings(
  ids: string[],
  action: BulkModerationBody['action'],
  reason?: string,
): Promise<BulkModerationAnswer['results']> {
  const body: BulkModerationBody = { ids, action, ...(reason ? { reason } : {}) };
  return (await api.post<BulkModerationAnswer>('/admin/listings/bulk', body)).results;
}

/** The listing's moderation decisions, newest first. */
export function getListingHistory(id: string): Promise<ModerationHistory> {
  return api.get<ModerationHistory>(`/admin/listings/${encodeURIComponent(id)}/history`);
}

/** Closes a listing's open user reports; a listing they hid is live again. */
export function dismissReports(id: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/dismiss-reports`);
}
