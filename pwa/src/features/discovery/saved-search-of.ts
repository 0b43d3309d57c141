/**
 * What "Save this search" saves on /search, /explore and /buy: the page's filters in the words of
 * the saved-searches API (the search endpoints' own parameters), the page's address for the
 * alerts' link, and a suggested name. Paging and sorting are not part of a search.
 */
import type { SearchToSave } from '../../lib/saved-searches/saved-searches-api';
import type { ExploreFilters } from '@propai/api/domain/discovery/explore-filters';
import { type BuyState } from './buy/buy-params';
import { SEARCH_TYPES, searchRequest, type SearchState } from './search-params';

const where = (city: string, q = '') => (city ? ` in ${city}` : q ? ` matching "${q}"` : '');

/** /search: listings of one category, or projects. */
export function searchPageSearch(state: SearchState, url: string): SearchToSave {
  const label = SEARCH_TYPES.find((t) => t.value === state.type)?.label ?? 'Listings';
  const name = `${label}${where(state.city, state.q)}`;
  if (state.type === 'projects') {
    return {
      kind: 'projects',
      url,
      name,
      filters: { city: state.city, q: state.q, min: state.min, max: state.max },
    };
  }
  const { query } = searchRequest(state);
  const { page: _page, limit: _limit, ...filters } = query;
  return { kind: 'listings', url, name, filters };
}

/** /explore: developer projects. */
export function explorePageSearch(f: ExploreFilters, url: string): SearchToSave {
  const bhk = f.bhk.length ? `${f.bhk.join('/')} BHK ` : '';
  return {
    kind: 'projects',
    url,
    name: `${bhk}Projects${where(f.area || f.city, f.q)}`,
    filters: {
      city: f.city,
      area: f.area,
      q: f.q,
      min: f.priceMin,
      max: f.priceMax,
      bhk: f.bhk.join(','),
      types: f.ptypes.join(','),
      status: f.status.length < 3 ? f.status.join(',') : undefined,
    },
  };
}

/**
 * /buy: the developer projects section as a project search; the user posts section as a listing
 * search of its category (bedrooms and amenities are not listing-search filters: not saved).
 */
export function buyPageSearch(s: BuyState, url: string): SearchToSave {
  if (s.section === 'primary') {
    return {
      kind: 'projects',
      url,
      name: `${s.bhk ? `${s.bhk} BHK ` : ''}${s.tab === 'new' ? 'New launches' : 'Projects'}${where(s.city, s.q)}`,
      filters: {
        city: s.city,
        q: s.q,
        min: s.min,
        max: s.max,
        bhk: s.bhk,
        status: s.tab === 'new' ? 'new' : undefined,
        amenities: s.amenities.join(','),
        types: s.tab === 'plot' ? 'plot' : s.tab === 'commercial' ? 'commercial' : undefined,
      },
    };
  }
  const category = s.tab === 'rent' ? 'rent' : s.tab === 'commercial' || s.tab === 'plot' ? s.tab : 'sale';
  const label = { sale: 'Homes for sale', rent: 'Rentals', commercial: 'Commercial', plot: 'Plots' }[
    category
  ];
  return {
    kind: 'listings',
    url,
    name: `${label}${where(s.city, s.q)}`,
    filters: { category, city: s.city, q: s.q, min: s.min, max: s.max },
  };
}
