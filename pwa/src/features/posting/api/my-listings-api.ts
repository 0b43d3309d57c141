import { api } from '../../../lib/api-client';

/** One of the caller's listings as GET /api/my/listings answers it (issue #6 contract, point 4). */
export interface MyListing {
  id: string;
  slug: string;
  title: string;
  category: string;
  listingType?: string;
  status: 'pending' | 'live' | 'rejected';
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
  cover?: string;
  price?: number;
  pricePerMonth?: number;
  city?: string;
  locality?: string;
}

/** @example const { items } = await getMyListings(); */
export function getMyListings(): Promise<{ items: MyListing[] }> {
  return api.get<{ items: MyListing[] }>('/my/listings');
}
