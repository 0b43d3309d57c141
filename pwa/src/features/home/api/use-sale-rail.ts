import { useFreshQuery } from '../../../lib/use-fresh-query';

/** GET /api/marketplace/browse: the newest homes for sale (spec: up to 16). */
export const SALE_RAIL_LIMIT = 16;

export function useSaleRail() {
  return useFreshQuery<{ items: Record<string, unknown>[] }>('/marketplace/browse', {
    category: 'sale',
    sort: 'recent',
    limit: SALE_RAIL_LIMIT,
  });
}
