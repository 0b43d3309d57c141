import { api } from '../../../lib/api-client';
import type { MyListing } from './my-listings-api';

/** A listing in the moderation queue (GET /api/admin/listings, issue #6 contract, point 5). */
export interface ModerationItem extends MyListing {
  authorId: string;
  contactName?: string;
  photos: string[];
}

export interface ModerationPage {
  items: ModerationItem[];
  total: number;
  page: number;
  pages: number;
}

/** @example const queue = await getModerationQueue(1); */
export function getModerationQueue(page: number): Promise<ModerationPage> {
  return api.get<ModerationPage>('/admin/listings', { query: { status: 'pending', page } });
}

export function approveListing(id: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/approve`);
}

export function rejectListing(id: string, reason: string): Promise<ModerationItem> {
  return api.post<ModerationItem>(`/admin/listings/${encodeURIComponent(id)}/reject`, { reason });
}
