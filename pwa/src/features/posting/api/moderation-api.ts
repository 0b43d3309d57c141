import type { ModerationItem, ModerationPage, RejectListingBody } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** A listing in the moderation queue and one page of it (GET /api/admin/listings, issue #6 contract, point 5). */
export type { ModerationItem, ModerationPage } from '@propai/api/wire';

/** The queue's statuses, as GET /api/admin/listings takes them. */
export const QUEUE_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'flagged', label: 'Hidden by reports' },
  { value: 'live', label: 'Live' },
  { value: 'rejected', label: 'Rejected' },
] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number]['value'];

/** A status named in a link (`?status=live`), else pending. */
export function queueStatusOf(search: string): QueueStatus {
  const asked = new URLSearchParams(search).get('status');
  return QUEUE_STATUSES.find((s) => s.value === asked)?.value ?? 'pending';
}

/** @example const queue = await getModerationQueue('pending', 1); */
export function getModerationQueue(status: QueueStatus, page: number): Promise<ModerationPage> {
  return api.get<ModerationPage>('/admin/listings', { query: { status, page } });
}

export function approveListing(id: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/approve`);
}

export function rejectListing(id: string, reason: string): Promise<ModerationItem> {
  const body: RejectListingBody = { reason };
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/reject`, body);
}
