import type { RequestOptions } from '../../../lib/api-client';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/** GET /api/listings: one page of user-posted listings. `ok`/`message` if the server refuses. */
export interface ListingPage {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  pages: number;
  ok?: boolean;
  message?: string;
}

export function useListings(query: RequestOptions['query'] | null) {
  return useFreshQuery<ListingPage>(query ? '/listings' : null, query ?? undefined);
}
