/**
 * The listing browser's state ⇄ its URL query (category, sort, page, q, city, min, max), so Back
 * and shared links restore the exact list. Defaults are left out of the URL.
 */
import { parseBound } from './price-options';

export const LISTING_CATEGORIES = ['sale', 'rent', 'pg', 'commercial', 'plot'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** Spec §2: sale shows Buy, rent Rent, pg 'PG / Co-living', commercial Commercial. */
export const CATEGORY_LABELS: Record<ListingCategory, string> = {
  sale: 'Buy',
  rent: 'Rent',
  pg: 'PG / Co-living',
  commercial: 'Commercial',
  plot: 'Plots',
};

export const LISTING_SORTS = [
  { value: 'new', label: 'Newest' },
  { value: 'priceLow', label: 'Price: low to high' },
  { value: 'priceHigh', label: 'Price: high to low' },
  { value: 'areaHigh', label: 'Largest area' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

/** Listings per page of the browser (the spec fixes the 6 skeletons, not the page size). */
export const BROWSE_PAGE_SIZE = 12;

export interface BrowseState {
  category: ListingCategory | '';
  sort: ListingSort;
  page: number;
  q: string;
  city: string;
  min?: number;
  max?: number;
}

const isCategory = (v: string | null): v is ListingCategory =>
  (LISTING_CATEGORIES as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is ListingSort => LISTING_SORTS.some((s) => s.value === v);

/** Reads the state; `fixedCategory` wins over the URL on category pages (/pg, /plots…). */
export function parseBrowseParams(params: URLSearchParams, fixedCategory?: ListingCategory): BrowseState {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Math.floor(Number(params.get('page')));
  return {
    category: fixedCategory ?? (isCategory(category) ? category : ''),
    sort: isSort(sort) ? sort : 'new',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    q: (params.get('q') ?? '').trim(),
    city: (params.get('city') ?? '').trim(),
    min: parseBound(params.get('min')),
    max: parseBound(params.get('max')),
  };
}

/** The URL query of a state, defaults omitted; a fixed category stays out of the URL. */
export function browseParams(state: BrowseState, fixedCategory?: ListingCategory): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category && state.category !== fixedCategory) params.set('category', state.category);
  if (state.q) params.set('q', state.q);
  if (state.city) params.set('city', state.city);
  if (state.min != null) params.set('min', String(state.min));
  if (state.max != null) params.set('max', String(state.max));
  if (state.sort !== 'new') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The GET /api/listings query of a state. */
export function browseApiQuery(state: BrowseState): Record<string, string | number | undefined> {
  return {
    category: state.category || undefined,
    sort: state.sort,
    page: state.page,
    limit: BROWSE_PAGE_SIZE,
    q: state.q || undefined,
    city: state.city || undefined,
    min: state.min,
    max: state.max,
  };
}

/** Prev is off on page 1, Next on the last page (or when the page count is unknown). */
export function pagingButtons(page: number, pages: number): { prev: boolean; next: boolean } {
  return { prev: page > 1, next: page < pages };
}
