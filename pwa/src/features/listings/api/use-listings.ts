import type { ListingPage } from '@propai/api/wire';
import type { RequestOptions } from '../../../lib/api-client';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/** GET /api/listings: one page of user-posted listings (a refusal is a 4xx: the query's error). */

export function useListings(query: RequestOptions['query'] | null) {
  return useFreshQuery<ListingPage>(query ? '/listings' : null, query ?? undefined);
}
