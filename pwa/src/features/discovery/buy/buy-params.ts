/**
 * The hybrid /buy page's state ⇄ URL, and the two requests behind it: primary (developer projects,
 * GET /api/projects/query, page size 24) and secondary (user posts: /api/user-properties/search for
 * sale and rent, /api/listings for commercial and plots). Section keys as in spec §2.
 */
import { parseBound } from '@propai/api/domain/discovery/price-options';
import { FILTER_AMENITIES } from '@propai/api/domain/search/amenity-filter';

export const BUY_TABS = [
  { value: 'buy', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
  { value: 'new', label: 'New Launch' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'plot', label: 'Plots/Land' },
  { value: 'projects', label: 'Projects' },
] as const;
export type BuyTab = (typeof BUY_TABS)[number]['value'];

export const BUY_SORTS = [
  { value: 'new', label: 'Newest' },
  { value: 'priceLow', label: 'Price: low to high' },
  { value: 'priceHigh', label: 'Price: high to low' },
  { value: 'areaHigh', label: 'Largest area' },
] as const;
export type BuySort = (typeof BUY_SORTS)[number]['value'];

export const BUY_BHK = ['1', '2', '3', '4', '5+'] as const;
export const BUY_PAGE_SIZE = 24;
/** Spec part 2 §9, hybrid page: the API's own list (one copy), matched on projects and user posts. */
export const BUY_AMENITIES = FILTER_AMENITIES;
export const HOT_PLACES = [
  'Gurgaon',
  'Noida',
  'Greater Noida West',
  'Dwarka Expressway',
  'Ghaziabad',
  'Faridabad',
] as const;

export type Section = 'primary' | 'secondary';

export interface BuyState {
  tab: BuyTab;
  city: string;
  q: string;
  sort: BuySort;
  section: Section;
  bhk: string;
  /** Every one required; in BUY_AMENITIES order. */
  amenities: string[];
  min?: number;
  max?: number;
  page: number;
}

export function parseBuyParams(p: URLSearchParams): BuyState {
  const tab = BUY_TABS.find((t) => t.value === p.get('tab'))?.value ?? 'buy';
  const sort = BUY_SORTS.find((s) => s.value === p.get('sort'))?.value ?? 'new';
  const page = Math.floor(Number(p.get('page')));
  const sections = sectionsOf(tab);
  const wanted = p.get('section') === 'secondary' ? 'secondary' : 'primary';
  return {
    tab,
    city: (p.get('city') ?? '').trim(),
    q: (p.get('q') ?? '').trim(),
    sort,
    section: sections.includes(wanted) ? wanted : (sections[0] ?? 'primary'),
    bhk: (BUY_BHK as readonly string[]).includes(p.get('bhk') ?? '') ? (p.get('bhk') as string) : '',
    amenities: BUY_AMENITIES.filter((a) => (p.get('amenities') ?? '').split(',').includes(a)),
    min: parseBound(p.get('min')),
    max: parseBound(p.get('max')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function toBuyParams(s: BuyState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.tab !== 'buy') p.set('tab', s.tab);
  if (s.city) p.set('city', s.city);
  if (s.q) p.set('q', s.q);
  if (s.sort !== 'new') p.set('sort', s.sort);
  if (s.section !== sectionsOf(s.tab)[0]) p.set('section', s.section);
  if (s.bhk) p.set('bhk', s.bhk);
  if (s.amenities.length) p.set('amenities', s.amenities.join(','));
  if (s.min != null) p.set('min', String(s.min));
  if (s.max != null) p.set('max', String(s.max));
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

/** Rent has no developer projects (they are sold); New Launch and Projects have no user posts. */
export function sectionsOf(tab: BuyTab): Section[] {
  if (tab === 'rent') return ['secondary'];
  if (tab === 'new' || tab === 'projects') return ['primary'];
  return ['primary', 'secondary'];
}

/** The filter sidebar appears once a city or a query is set (spec §2). */
export function showsFilters(s: BuyState): boolean {
  return Boolean(s.city || s.q);
}

const PROJECT_SORT: Record<BuySort, { sortBy: string; sortOrder: string }> = {
  new: { sortBy: 'createdAt', sortOrder: 'desc' },
  priceLow: { sortBy: 'price', sortOrder: 'asc' },
  priceHigh: { sortBy: 'price', sortOrder: 'desc' },
  // Projects carry an area range, not one area; largest-first has no project sort, so relevance.
  areaHigh: { sortBy: 'score', sortOrder: 'desc' },
};

export function primaryRequest(s: BuyState) {
  return {
    path: '/projects/query',
    query: {
      city: s.city || undefined,
      q: s.q || undefined,
      minBudget: s.min,
      maxBudget: s.max,
      bhk: s.bhk ? (s.bhk === '5+' ? '5+' : s.bhk) : undefined,
      status: s.tab === 'new' ? 'new' : undefined,
      amenities: s.amenities.join(',') || undefined,
      propertyType: s.tab === 'plot' ? 'Plot' : s.tab === 'commercial' ? 'Commercial' : undefined,
      page: s.page,
      limit: BUY_PAGE_SIZE,
      ...PROJECT_SORT[s.sort],
    },
  };
}

export function secondaryRequest(s: BuyState) {
  const common = {
    city: s.city || undefined,
    q: s.q || undefined,
    page: s.page,
    limit: BUY_PAGE_SIZE,
    sort: s.sort,
  };
  if (s.tab === 'commercial' || s.tab === 'plot') {
    return { path: '/listings', query: { ...common, category: s.tab, min: s.min, max: s.max } };
  }
  return {
    path: '/user-properties/search',
    query: {
      ...common,
      type: s.tab === 'rent' ? 'rent' : 'sale',
      priceMin: s.min,
      priceMax: s.max,
      bedroomsMin: s.bhk ? Number.parseInt(s.bhk, 10) : undefined,
      amenities: s.amenities.join(',') || undefined,
    },
  };
}
