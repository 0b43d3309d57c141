/**
 * One project search, for both call styles of spec part 2 §7 (the hybrid page's state/city/q/
 * budget/propertyType/project/area/page and Explore's offset/sortBy/sortOrder/city/price/bhk/type/
 * status/search). Projects number in the thousands, so the city key is the one indexed field and
 * the rest are plain clauses; sorting is on single precomputed fields (score with nulls last).
 */
import { amenityClauses, type FilterAmenity } from './amenity-filter';
import type { Filter, SortSpec } from '../query-language';
import type { BhkRule } from './bhk';
import { resolvePlace } from './city-aliases';
import type { StatusClass } from './status-class';
import { STATUS_CLASSES } from './status-class';
import { substringClause } from './text-match';

export const PROJECT_SORTS = ['createdAt', 'score', 'price', 'name', 'possession'] as const;
export type ProjectSortBy = (typeof PROJECT_SORTS)[number];

export interface ProjectQuery {
  state?: string | undefined;
  /**
   * A city in any spelling; a place inside a city ('Sohna Road') is that city plus the place as
   * `area`; anything else (a PIN, a sector, a project's name) is searched as free text.
   */
  city?: string | undefined;
  /** Free text: name, developer, locality, sector, micro-market, city, address. */
  q?: string | undefined;
  project?: string | undefined;
  area?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  propertyTypes?: string[] | undefined;
  bhk?: BhkRule[] | undefined;
  status?: StatusClass[] | undefined;
  featured?: boolean | undefined;
  /** One developer's projects: its record's id (the route resolves a slug to it). */
  developerId?: string | undefined;
  /** Only projects whose card says Verified (the Explore pill). */
  verified?: boolean | undefined;
  /** Every one must be listed (amenity-filter.ts). */
  amenities?: FilterAmenity[] | undefined;
  sortBy?: ProjectSortBy | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

export function projectFilter(query: ProjectQuery): Filter {
  const and: Filter[] = [];
  const text = (field: string, value: string | undefined) => {
    const clause = substringClause(value);
    if (clause) and.push({ [field]: clause });
  };
  if (query.state?.trim()) and.push({ 'search.state': query.state.trim().toLowerCase() });
  if (query.featured) and.push({ featured: true });
  if (query.developerId) and.push({ developerId: query.developerId });
  if (query.verified) and.push({ verified: true });
  // A project's price range overlaps the budget: its top is above the minimum, its bottom below the maximum.
  if (query.priceMin !== undefined) and.push({ 'search.priceMax': { $gte: query.priceMin } });
  if (query.priceMax !== undefined) and.push({ 'search.priceMin': { $lte: query.priceMax } });
  if (query.propertyTypes?.length)
    and.push({ 'search.types': { $in: query.propertyTypes.map((t) => t.trim().toLowerCase()) } });
  if (query.bhk?.length) {
    const exact = query.bhk.filter((r) => !r.orMore).map((r) => r.value);
    const open = query.bhk.filter((r) => r.orMore).map((r) => r.value);
    const or: Filter[] = [];
    if (exact.length) or.push({ 'search.bhk': { $in: exact } });
    if (open.length) or.push({ 'search.bhkMax': { $gte: Math.min(...open) } });
    and.push({ $or: or });
  }
  if (query.status?.length && query.status.length < STATUS_CLASSES.length)
    and.push({ 'search.statusClass': { $in: query.status } });
  if (query.amenities?.length) and.push(...amenityClauses(query.amenities, 'project'));
  const place = query.city?.trim() ? resolvePlace(query.city) : null;
  text('search.name', query.project);
  text('search.area', query.area ?? place?.area);
  text('search.text', query.q);
  // An unknown city is text: '?city=201305' (the home form before the app starts) finds the PIN.
  if (query.city?.trim() && !place) text('search.text', query.city);
  const filter: Filter = {};
  // The only top-level key, so the embedded store picks its index (see seek-pages.ts).
  if (place) filter['search.city'] = place.city;
  if (and.length) filter.$and = and;
  return filter;
}

const SORT_FIELDS: Record<ProjectSortBy, { asc: string; desc: string }> = {
  createdAt: { asc: 'createdAt', desc: 'createdAt' },
  score: { asc: 'search.scoreAsc', desc: 'search.scoreDesc' },
  price: { asc: 'search.priceMin', desc: 'search.priceMin' },
  name: { asc: 'search.name', desc: 'search.name' },
  possession: { asc: 'search.possessionAsc', desc: 'search.possessionDesc' },
};

/** Default: relevance = score descending (spec §9), unscored projects last. */
export function projectSort(query: ProjectQuery): SortSpec {
  const by = query.sortBy ?? 'score';
  // Names A→Z, cheapest first and soonest possession first unless asked otherwise.
  const order = query.sortOrder ?? (by === 'name' || by === 'price' || by === 'possession' ? 'asc' : 'desc');
  return { [SORT_FIELDS[by][order]]: order === 'asc' ? 1 : -1 };
}
