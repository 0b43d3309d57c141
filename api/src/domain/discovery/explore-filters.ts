/**
 * /explore state ⇄ URL (type, city, priceMin, priceMax, bhk, plus area, q, ptype, status, sort,
 * pill so Back restores everything) and ⇄ the GET /api/projects/query request (spec §2, §4, §5, §9).
 * Shared code, not the discovery feature's own: the home page's locality tiles count with the very
 * request the page they open makes (exploreApiQuery), so tile and page can never disagree.
 */
import { parseBound } from './price-options';

/**
 * The chip strip (spec part 2 §2), one chip per place: 'Gurugram' is Gurgaon's other name, so it
 * is not a second chip; the places inside a city (New Gurgaon, Sohna Road…) are city + area
 * (lib/explore-place.ts).
 */
export const EXPLORE_CITIES = [
  'All',
  'Gurgaon',
  'New Gurgaon',
  'Delhi',
  'Noida',
  'Greater Noida',
  'Greater Noida West',
  'Ghaziabad',
  'Faridabad',
  'Sohna Road',
  'Dwarka Expressway',
  'YEIDA',
] as const;

export const PROPERTY_TYPES = [
  'Apartment',
  'Builder Floor',
  'Plot',
  'Villa',
  'Independent House',
  'Penthouse',
] as const;

/** Unit types of the filter sheet and the value each sends (spec §5: 1 RK = 1, Studio = 0). */
export const UNIT_TYPES = [
  { label: '1 RK', value: '1rk' },
  { label: '1.5 BHK', value: '1.5' },
  { label: '2 BHK', value: '2' },
  { label: '2.5 BHK', value: '2.5' },
  { label: '3 BHK', value: '3' },
  { label: '3.5 BHK', value: '3.5' },
  { label: '4 BHK', value: '4' },
  { label: '5 BHK', value: '5' },
  { label: '6 BHK', value: '6' },
  { label: '6+ BHK', value: '6+' },
  { label: 'Studio', value: 'studio' },
] as const;

export const STATUS_CLASSES = [
  { value: 'ready', label: 'Ready to move' },
  { value: 'new', label: 'New launch' },
  { value: 'under', label: 'Under construction' },
] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number]['value'];

export const EXPLORE_SORTS = [
  { value: 'relevance', label: 'Relevance', sortBy: 'score', sortOrder: 'desc' },
  { value: 'newest', label: 'Newest', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'priceLow', label: 'Price low to high', sortBy: 'price', sortOrder: 'asc' },
  { value: 'priceHigh', label: 'Price high to low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'name', label: 'Name A→Z', sortBy: 'name', sortOrder: 'asc' },
] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number]['value'];

/** Quick pills; the ones with no data behind them for projects are shown disabled. */
export const QUICK_PILLS = [
  { value: '', label: 'All', enabled: true },
  { value: 'owner', label: 'Owner', enabled: false },
  { value: 'exclusive', label: 'Exclusive', enabled: false },
  { value: 'video', label: 'Video', enabled: false },
  { value: 'verified', label: 'Verified', enabled: true },
  { value: 'new', label: 'New Launch', enabled: true },
] as const;

export const EXPLORE_PAGE_SIZE = 20;
export const FEATURED_LIMIT = 12;

export interface ExploreFilters {
  type: string;
  city: string;
  /** A place inside the city (locality, sector, micro-market): 'Sohna Road'. */
  area: string;
  q: string;
  priceMin?: number;
  priceMax?: number;
  bhk: string[];
  ptypes: string[];
  status: StatusClass[];
  sort: ExploreSort;
  pill: '' | 'verified' | 'new';
}

const ALL_STATUS: StatusClass[] = ['ready', 'new', 'under'];
const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function parseStatus(raw: string | null): StatusClass[] {
  const picked = list(raw).map((s) =>
    s.startsWith('under') ? 'under' : s.startsWith('ready') ? 'ready' : s,
  );
  const valid = ALL_STATUS.filter((s) => picked.includes(s));
  return valid.length ? valid : ALL_STATUS;
}

export function parseExploreParams(params: URLSearchParams): ExploreFilters {
  const sort = params.get('sort');
  const pill = params.get('pill');
  const units = UNIT_TYPES.map((u) => u.value as string);
  return {
    type: params.get('type') ?? '',
    city: (params.get('city') ?? '').trim(),
    area: (params.get('area') ?? '').trim(),
    q: (params.get('q') ?? '').trim(),
    priceMin: parseBound(params.get('priceMin')),
    priceMax: parseBound(params.get('priceMax')),
    bhk: list(params.get('bhk')).filter((b) => units.includes(b)),
    ptypes: list(params.get('ptype')).filter((t) => (PROPERTY_TYPES as readonly string[]).includes(t)),
    status: parseStatus(params.get('status')),
    sort: EXPLORE_SORTS.some((s) => s.value === sort) ? (sort as ExploreSort) : 'relevance',
    pill: pill === 'verified' || pill === 'new' ? pill : '',
  };
}

export function toExploreParams(f: ExploreFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.type) p.set('type', f.type);
  if (f.city) p.set('city', f.city);
  if (f.area) p.set('area', f.area);
  if (f.priceMin != null) p.set('priceMin', String(f.priceMin));
  if (f.priceMax != null) p.set('priceMax', String(f.priceMax));
  if (f.bhk.length) p.set('bhk', f.bhk.join(','));
  if (f.q) p.set('q', f.q);
  if (f.ptypes.length) p.set('ptype', f.ptypes.join(','));
  if (f.status.length < ALL_STATUS.length) p.set('status', f.status.join(','));
  if (f.sort !== 'relevance') p.set('sort', f.sort);
  if (f.pill) p.set('pill', f.pill);
  return p;
}

/** True when anything narrows the list (the first load without filters also shows featured). */
export function hasExploreFilters(f: ExploreFilters): boolean {
  return Boolean(
    f.city ||
    f.area ||
    f.q ||
    f.priceMin != null ||
    f.priceMax != null ||
    f.bhk.length ||
    f.ptypes.length ||
    f.status.length < ALL_STATUS.length ||
    f.pill,
  );
}

/** The filters that the sheet's Reset All clears (sort and the search text stay). */
export function resetSheetFilters(f: ExploreFilters): ExploreFilters {
  return { ...f, priceMin: undefined, priceMax: undefined, bhk: [], ptypes: [], status: ALL_STATUS };
}

/** The unfiltered first view opens with up to FEATURED_LIMIT featured projects (spec §4). */
export function showsFeatured(f: ExploreFilters): boolean {
  return !hasExploreFilters(f) && f.sort === 'relevance';
}

/** Those featured projects' request: GET /api/projects with this query. */
export const FEATURED_QUERY = { featured: 'true', limit: FEATURED_LIMIT } as const;

/**
 * The GET /api/projects/query request for one page. The unfiltered first view sorts newest first
 * (spec §4: "the first load fetches the newest 20"); 'Relevance' then means featured + newest.
 */
export function exploreApiQuery(f: ExploreFilters, offset: number, limit = EXPLORE_PAGE_SIZE) {
  const sort = EXPLORE_SORTS.find((s) => s.value === f.sort) ?? EXPLORE_SORTS[0];
  const firstView = showsFeatured(f);
  const status = f.pill === 'new' ? ['new'] : f.status;
  return {
    limit,
    offset,
    sortBy: firstView ? 'createdAt' : sort.sortBy,
    sortOrder: firstView ? 'desc' : sort.sortOrder,
    city: f.city || undefined,
    area: f.area || undefined,
    search: f.q || undefined,
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    bhk: f.bhk.length ? f.bhk.join(',') : undefined,
    type: f.type || undefined,
    propertyType: f.ptypes.length ? f.ptypes.join(',') : undefined,
    status: status.length < ALL_STATUS.length ? status.join(',') : undefined,
    verified: f.pill === 'verified' ? 'true' : undefined,
  };
}
