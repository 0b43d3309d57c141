/**
 * The denormalised `search` sub-document of a project (lower-case keys, sort keys, the status
 * class) and its derived `score`, written at start-up by search-fields.ts. Projects number in the
 * thousands, so these are about index use and sorting on one field, not bucketing.
 */
import { projectScore, type ScoreBreakdown, type ScoreInputs } from '../projects/score';
import { normalizeCity } from './city-aliases';
import { statusClass, type StatusClass } from './status-class';
import { searchText } from './text-match';

export interface ProjectSearch {
  city: string;
  state: string;
  statusClass: StatusClass;
  types: string[];
  bhk: number[];
  bhkMax: number;
  priceMin?: number;
  priceMax?: number;
  name: string;
  text: string;
  area: string;
  /** Sort keys with "no score" last in both directions. */
  scoreDesc: number;
  scoreAsc: number;
  /** Expected possession 'YYYY-MM-DD', as sort keys with "not known" last both ways. */
  possessionAsc: string;
  possessionDesc: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export interface ProjectLike extends Omit<ScoreInputs, 'developer' | 'reports' | 'possession'> {
  name?: string;
  possession?: { promised?: string; revised?: string; quarter?: string; year?: number } | undefined;
  /** The project's own field: a name, or an object with one. */
  developer?: unknown;
  city?: string;
  state?: string;
  locality?: string;
  sector?: string;
  microMarket?: string;
  district?: string;
  location?: { address?: string; pincode?: string } | string;
  propertyTypes?: string[];
  bhk?: number[] | number;
  priceRange?: { min?: number; max?: number };
  startingPrice?: number;
}

export interface DerivedProjectFields {
  search: ProjectSearch;
  score: number | null;
  scoreBreakdown: ScoreBreakdown;
}

/** `developer` is the developer record (for the score); the project's own field is just a name. */
export function projectDerivedFields(
  p: ProjectLike,
  context: Pick<ScoreInputs, 'developer' | 'reports'>,
  now: Date,
): DerivedProjectFields {
  const { score, breakdown } = projectScore(
    { ...p, developer: context.developer, reports: context.reports },
    now,
  );
  const developerName = str(p.developer) ?? str((p.developer as { name?: unknown } | undefined)?.name) ?? '';
  const address = typeof p.location === 'string' ? p.location : p.location?.address;
  // The PIN is searched even when the address does not spell it out.
  const pincode = typeof p.location === 'string' ? undefined : p.location?.pincode;
  const bhk = (Array.isArray(p.bhk) ? p.bhk : [p.bhk]).filter((n): n is number => num(n) !== undefined);
  const priceMin = num(p.priceRange?.min) ?? num(p.startingPrice);
  const priceMax = num(p.priceRange?.max) ?? priceMin;
  return {
    score,
    scoreBreakdown: breakdown,
    search: {
      city: normalizeCity(p.city ?? ''),
      state: (p.state ?? '').trim().toLowerCase(),
      statusClass: statusClass(p.status),
      types: (p.propertyTypes ?? []).map((t) => t.toLowerCase()),
      bhk,
      bhkMax: bhk.length ? Math.max(...bhk) : -1,
      ...(priceMin !== undefined ? { priceMin } : {}),
      ...(priceMax !== undefined ? { priceMax } : {}),
      name: (p.name ?? '').toLowerCase(),
      text: searchText([
        p.name,
        developerName,
        p.locality,
        p.sector,
        p.microMarket,
        p.city,
        address,
        pincode,
      ]),
      area: searchText([p.locality, p.sector, p.microMarket, p.district]),
      scoreDesc: score ?? -1,
      scoreAsc: score ?? 99,
      possessionAsc: possessionKey(p.possession) ?? '9999-12-31',
      possessionDesc: possessionKey(p.possession) ?? '0000-00-00',
    },
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const QUARTER_END: Record<string, string> = { Q1: '03-31', Q2: '06-30', Q3: '09-30', Q4: '12-31' };

/**
 * The possession date a buyer is now told: the revised date when it slipped, else the promised one,
 * else the end of the stored quarter (an admin-entered project may carry only year and quarter).
 * @example possessionKey({ promised: '2027-03-31', revised: '2028-06-30' }) === '2028-06-30'
 */
export function possessionKey(possession: ProjectLike['possession']): string | undefined {
  const day = [possession?.revised, possession?.promised].find((d) => typeof d === 'string' && DAY.test(d));
  if (day) return day;
  const year = num(possession?.year);
  if (year === undefined || year < 1900 || year > 2200) return undefined;
  return `${year}-${QUARTER_END[possession?.quarter ?? ''] ?? '12-31'}`;
}
