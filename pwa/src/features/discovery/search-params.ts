/**
 * /search state ⇄ its query parameters (spec §2: type, city, q, min, max, sharing, furnish, gender,
 * occ, sub, amin, amax, seatType, smin, smax; plus ptype, the home type of Buy and Rent, which the
 * Rent menu links to) and which filters apply to which type (spec §5).
 * Filters that do not apply are dropped from the URL and the request, so a stale PG filter can
 * never narrow a Buy search.
 */
import { parseBound } from '@propai/api/domain/discovery/price-options';

export const SEARCH_TYPES = [
  { value: 'buy', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'plot', label: 'Plots/Land' },
  { value: 'projects', label: 'Projects' },
  { value: 'pg', label: 'PG/Co-living' },
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number]['value'];

export const PG_SHARING = [
  { value: '1', label: '1 (Private)' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4+', label: '4+' },
] as const;
import { HOME_TYPE_FILTERS, HOME_TYPE_KEYS } from '@propai/api/domain/search/listing-filters';

/** Results per request; "Load more" asks for the next page of the same search. */
export const SEARCH_PAGE_SIZE = 24;

/** Buy and Rent's home types (the API's `ptype`: 'house' is an independent house or a villa). */
export const HOME_TYPES = HOME_TYPE_KEYS.map((value) => ({ value, label: HOME_TYPE_FILTERS[value].label }));

export {
  COMMERCIAL_SUBS as COMMERCIAL_SUBTYPES,
  FURNISHING,
  GENDERS as PG_GENDER,
  OCCUPANCY as PG_OCCUPANCY,
  SEAT_TYPES,
} from '@propai/api/domain/search/listing-filters';

const TEXT_KEYS = ['city', 'q', 'ptype', 'sharing', 'furnish', 'gender', 'occ', 'sub', 'seatType'] as const;
const NUMBER_KEYS = ['min', 'max', 'amin', 'amax', 'smin', 'smax'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
type NumberKey = (typeof NUMBER_KEYS)[number];

export type SearchState = { type: SearchType } & Record<TextKey, string> & Partial<Record<NumberKey, number>>;

/** Which optional filter groups are shown (and sent) for a type and commercial sub-type. */
export function visibleFilters(type: SearchType, sub: string) {
  const commercial = type === 'commercial';
  const home = type === 'buy' || type === 'rent';
  return {
    pg: type === 'pg',
    commercial,
    /** Home type: Buy and Rent. */
    home,
    /** Furnishing: homes and PG always; commercial only with no sub-type or office, retail, mall_shop. */
    furnishing: home || type === 'pg' || (commercial && ['', 'office', 'retail', 'mall_shop'].includes(sub)),
    seats: commercial && sub === 'coworking',
  };
}

const isType = (v: string | null): v is SearchType => SEARCH_TYPES.some((t) => t.value === v);

export function parseSearchParams(params: URLSearchParams): SearchState {
  const raw = params.get('type');
  const state = { type: isType(raw) ? raw : 'buy' } as SearchState;
  for (const key of TEXT_KEYS) state[key] = (params.get(key) ?? '').trim();
  for (const key of NUMBER_KEYS) state[key] = parseBound(params.get(key));
  if (!(HOME_TYPE_KEYS as readonly string[]).includes(state.ptype)) state.ptype = '';
  return applicable(state);
}

/** The state without the filters its type does not use. */
export function applicable(state: SearchState): SearchState {
  const show = visibleFilters(state.type, state.sub);
  const next = { ...state };
  if (!show.pg) Object.assign(next, { sharing: '', gender: '', occ: '' });
  if (!show.home) next.ptype = '';
  if (!show.commercial) Object.assign(next, { sub: '', amin: undefined, amax: undefined });
  if (!show.furnishing) next.furnish = '';
  if (!show.seats) Object.assign(next, { seatType: '', smin: undefined, smax: undefined });
  return next;
}

/** Query parameters of a search, in the spec's order, empty values left out. */
export function toSearchParams(input: SearchState): URLSearchParams {
  const state = applicable(input);
  const params = new URLSearchParams({ type: state.type });
  for (const key of [
    'city',
    'q',
    'ptype',
    'min',
    'max',
    'sharing',
    'furnish',
    'gender',
    'occ',
    'sub',
    'amin',
    'amax',
    'seatType',
    'smin',
    'smax',
  ] as const) {
    const value = state[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Listing category of a type; 'projects' searches developer projects instead. */
const CATEGORY: Record<Exclude<SearchType, 'projects'>, string> = {
  buy: 'sale',
  rent: 'rent',
  commercial: 'commercial',
  plot: 'plot',
  pg: 'pg',
};

/** The API call behind a search: its `page` (1 first) of SEARCH_PAGE_SIZE results. */
export function searchRequest(
  state: SearchState,
  page = 1,
): {
  path: string;
  query: Record<string, string | number | undefined>;
} {
  if (state.type === 'projects') {
    return {
      path: '/projects/query',
      query: {
        city: state.city || undefined,
        q: state.q || undefined,
        minBudget: state.min,
        maxBudget: state.max,
        page,
        limit: SEARCH_PAGE_SIZE,
      },
    };
  }
  const params = toSearchParams(state);
  params.delete('type');
  const query: Record<string, string | number | undefined> = {
    category: CATEGORY[state.type],
    page,
    limit: SEARCH_PAGE_SIZE,
  };
  for (const [key, value] of params) query[key] = value;
  return { path: '/listings', query };
}

/** Results heading (spec §2): All listings, PG / Co-living, Commercial or Plots. */
export function searchHeading(type: SearchType): string {
  if (type === 'pg') return 'PG / Co-living';
  if (type === 'commercial') return 'Commercial';
  if (type === 'plot') return 'Plots';
  return 'All listings';
}
