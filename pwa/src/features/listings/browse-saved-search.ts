/**
 * What "Save this search" saves on /browse/listings: the browser's filters (category, city, text,
 * price) as a listing search, the page's address without paging or sort, and a suggested name.
 */
import type { SearchToSave } from '../../lib/saved-searches/saved-searches-api';
import { browseParams, parseBrowseParams } from '@propai/api/domain/discovery/listing-query';

const LABELS: Record<string, string> = {
  sale: 'Homes for sale',
  rent: 'Rentals',
  pg: 'PGs',
  commercial: 'Commercial',
  plot: 'Plots',
};

export function browseSavedSearch(params: URLSearchParams, path = '/browse/listings'): SearchToSave {
  const state = { ...parseBrowseParams(params), sort: 'new' as const, page: 1 };
  const query = browseParams(state).toString();
  const where = state.city ? ` in ${state.city}` : state.q ? ` matching "${state.q}"` : '';
  return {
    kind: 'listings',
    url: `${path}${query ? `?${query}` : ''}`,
    name: `${LABELS[state.category] ?? 'Listings'}${where}`,
    filters: { category: state.category, city: state.city, q: state.q, min: state.min, max: state.max },
  };
}
