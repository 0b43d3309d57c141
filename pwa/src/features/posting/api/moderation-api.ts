import type { ModerationItem, ModerationPage, RejectListingBody } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** A listing in the moderation queue and one page of it (GET /api/admin/listings, issue #6 contract, point 5). */
export type { ModerationItem, ModerationPage } from '@propai/api/wire';

/** @example const queue = await getModerationQueue(1); */
export function getModerationQueue(page: number): Promise<ModerationPage> {
  return api.get<ModerationPage>('/admin/listings', { query: { status: 'pending', page } });
}

export function approveListing(id: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/approve`);
}

export function rejectListing(id: string, reason: string): Promise<ModerationItem> {
  const body: RejectListingBody = { reason };
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/reject`, body);
}
