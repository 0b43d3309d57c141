/**
 * /browse-projects' state, kept in the address so a filtered list can be shared, bookmarked and
 * restored by Back: ?city=Gurgaon&status=new,under&developer=skyline-builders&sort=possession.
 * Unknown values are dropped rather than guessed. `apiQuery` is the same state for
 * GET /api/projects/query.
 */
import { parseStatusClass, type StatusClass } from '@propai/api/domain/search/status-class';

export const BROWSE_PAGE_SIZE = 12;

export const STATUS_OPTIONS: readonly { value: StatusClass; label: string }[] = [
  { value: 'new', label: 'New launch' },
  { value: 'under', label: 'Under construction' },
  { value: 'ready', label: 'Ready to move' },
];

export const BROWSE_SORTS = [
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'price-low', label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-high', label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'score', label: 'Transparency score', sortBy: 'score', sortOrder: 'desc' },
  { value: 'possession', label: 'Possession: soonest', sortBy: 'possession', sortOrder: 'asc' },
] as const;

export type BrowseSort = (typeof BROWSE_SORTS)[number]['value'];

export interface BrowseState {
  city: string;
  status: StatusClass[];
  developer: string;
  sort: BrowseSort;
}

const SLUG = /^[A-Za-z0-9-]{1,100}$/;

export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const status = (params.get('status') ?? '')
    .split(',')
    .map((s) => parseStatusClass(s))
    .filter((s): s is StatusClass => s !== null);
  const sort = BROWSE_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'newest';
  const developer = params.get('developer')?.trim() ?? '';
  return {
    city: (params.get('city') ?? '').trim().slice(0, 100),
    // In the options' order, once each, so one filter has one address.
    status: STATUS_OPTIONS.map((o) => o.value).filter((v) => status.includes(v)),
    developer: SLUG.test(developer) ? developer : '',
    sort,
  };
}

export function toBrowseParams(state: BrowseState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.city) out.set('city', state.city);
  if (state.status.length > 0 && state.status.length < STATUS_OPTIONS.length)
    out.set('status', state.status.join(','));
  if (state.developer) out.set('developer', state.developer);
  if (state.sort !== 'newest') out.set('sort', state.sort);
  return out;
}

/** The query for GET /api/projects/query (paging is added by the list). */
export function apiQuery(state: BrowseState): Record<string, string | undefined> {
  const sort = BROWSE_SORTS.find((s) => s.value === state.sort) ?? BROWSE_SORTS[0];
  return {
    city: state.city || undefined,
    status:
      state.status.length > 0 && state.status.length < STATUS_OPTIONS.length
        ? state.status.join(',')
        : undefined,
    developer: state.developer || undefined,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
  };
}

/** How many filters the sheet holds are set (the phone bar shows "Filters (2)"). */
export function sheetFilterCount(state: BrowseState): number {
  return (
    (state.status.length > 0 && state.status.length < STATUS_OPTIONS.length ? 1 : 0) +
    (state.developer ? 1 : 0)
  );
}
