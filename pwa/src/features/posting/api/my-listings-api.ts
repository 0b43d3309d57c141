import type { LeadList, MyListings } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** One of the caller's listings as GET /api/my/listings answers it (issue #6 contract, point 4). */
export type { MyListing } from '@propai/api/wire';

/** @example const { items } = await getMyListings(); */
export function getMyListings(): Promise<MyListings> {
  return api.get<MyListings>('/my/listings');
}

/** The callback requests received (GET /api/leads/received): My Listings shows "Leads (N new)". */
export function getReceivedLeads(): Promise<LeadList> {
  return api.get<LeadList>('/leads/received');
}
