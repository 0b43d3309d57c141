/**
 * Recommendation matching (spec part 2 §5, §9) as pure functions, so the shortlist, the
 * recommendations call and their tests share one reading of a buyer's survey:
 *
 * - budget labels (in lakhs: '25-50', '₹25L - ₹50L', '500+') become rupee ranges; a plain number is
 *   a maximum in rupees (the unit of every stored price); the shortlist's open top is ₹100 crore;
 * - a BHK of 4 or more is capped at 4 in the project query (where 4 means "4 or more"); a 4bhk+
 *   preference expands to 4, 5, 6 in the shortlist request;
 * - commercial and mixed are left out of the shortlist; no residential type left means the
 *   defaults Apartment, Villa, Plot;
 * - locations go through the city alias map; any location mentioning Dwarka Expressway or Sohna
 *   counts as Gurgaon;
 * - a project is kept when any of its min, max or median price is within budget, or when no
 *   budget is given.
 *
 * The preferences type is ours (helper S owns the stored survey schema); it holds what the survey
 * asks (part 1 §3, part 2 §3) in the loose forms the spec allows, and is read here only.
 */
import { normalizeCity, resolvePlace } from '../search/city-aliases';
import { BUDGET_BANDS, PROPERTY_TYPES } from './survey-data';

const LAKH = 100_000;
/** The shortlist's budget when the buyer's range has no top (spec part 2 §9: 1 billion). */
export const SHORTLIST_MAX_BUDGET = 1_000_000_000;

/** The survey's budget labels in lakhs (spec part 2 §9), from the survey's own list. */
export const BUDGET_LABELS = BUDGET_BANDS.map((b) => b.value);
export type BudgetLabel = (typeof BUDGET_BANDS)[number]['value'];

/** The survey's property types (spec part 2 §3), from the survey's own list. */
export const SURVEY_PROPERTY_TYPES = PROPERTY_TYPES.map((t) => t.value);
export type SurveyPropertyType = (typeof PROPERTY_TYPES)[number]['value'];
/** Left out of the shortlist (spec part 2 §5). */
export const NON_RESIDENTIAL_TYPES: readonly SurveyPropertyType[] = ['commercial', 'mixed'];
/** The shortlist's types when the buyer chose no residential one. */
export const DEFAULT_SHORTLIST_TYPES = ['Apartment', 'Villa', 'Plot'] as const;

/** BHK at or above this means "this many or more" in the project query. */
export const BHK_CAP = 4;
/** What a 4bhk+ preference asks the shortlist for. */
export const BHK_PLUS_EXPANSION = [4, 5, 6] as const;

/** What the matching reads from a survey (part 1 §3, part 2 §3), in the forms the spec allows. */
export interface SurveyPreferences {
  /** A lakh label ('25-50', '₹25L - ₹50L', '500+') or a plain number in rupees. */
  budget?: string | number | undefined;
  /** Places as typed or picked: cities, or places in them ('Dwarka Expressway'). */
  locations?: readonly string[] | undefined;
  /** Numbers, or labels such as '3bhk' and '4bhk+'. */
  bhk?: readonly (number | string)[] | undefined;
  propertyTypes?: readonly string[] | undefined;
}

/** A budget in rupees; `max` null = no top. */
export interface BudgetRange {
  min: number;
  max: number | null;
}

const LAKH_RANGE =
  /^₹?\s*(\d+(?:\.\d+)?)\s*(?:l|lakh|lakhs|lac)?\s*(?:-|–|to)\s*₹?\s*(\d+(?:\.\d+)?)\s*(?:l|lakh|lakhs|lac)?$/;
const LAKH_OPEN = /^₹?\s*(\d+(?:\.\d+)?)\s*(?:l|lakh|lakhs|lac)?\s*\+$/;
const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * @example budgetRange('50-100') → { min: 5_000_000, max: 10_000_000 }
 * @example budgetRange('₹25L - ₹50L') → { min: 2_500_000, max: 5_000_000 }
 * @example budgetRange('500+') → { min: 50_000_000, max: null }; budgetRange(7_500_000) → { min: 0, max: 7_500_000 }
 * @returns null when the text is not a budget (or a range whose bottom is above its top).
 */
export function budgetRange(raw: string | number): BudgetRange | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw > 0 ? { min: 0, max: raw } : null;
  const text = raw.trim().toLowerCase().replace(/,/g, '');
  if (PLAIN_NUMBER.test(text)) return budgetRange(Number(text));
  const range = LAKH_RANGE.exec(text);
  if (range) {
    const min = Math.round(Number(range[1]) * LAKH);
    const max = Math.round(Number(range[2]) * LAKH);
    return min <= max && max > 0 ? { min, max } : null;
  }
  const open = LAKH_OPEN.exec(text);
  if (open) return { min: Math.round(Number(open[1]) * LAKH), max: null };
  return null;
}

/** Whether a text or number reads as a budget (for input validation). */
export const isBudget = (raw: string | number) => budgetRange(raw) !== null;

/**
 * One BHK answer: a number, '3bhk', '3 BHK' or '4bhk+'. `orMore` only for a '+'.
 * @returns null when it is not a BHK.
 */
export function parseBhkChoice(raw: number | string): { value: number; orMore: boolean } | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw >= 1 && raw <= 10 ? { value: raw, orMore: false } : null;
  const m = /^(\d{1,2})\s*(?:bhk)?\s*(\+?)$/.exec(raw.trim().toLowerCase());
  if (!m) return null;
  const value = Number(m[1]);
  if (value < 1 || value > 10) return null;
  return { value, orMore: m[2] === '+' };
}

/**
 * BHK for the project query: each answer capped at 4, where 4 means "4 or more".
 * @example queryBhk([2, 5, '4bhk+']) → [{ value: 2, orMore: false }, { value: 4, orMore: true }]
 */
export function queryBhk(choices: readonly (number | string)[] | undefined) {
  const out: { value: number; orMore: boolean }[] = [];
  for (const raw of choices ?? []) {
    const c = parseBhkChoice(raw);
    if (!c) continue;
    const rule = c.value >= BHK_CAP || c.orMore ? { value: Math.min(c.value, BHK_CAP), orMore: true } : c;
    if (!out.some((r) => r.value === rule.value && r.orMore === rule.orMore)) out.push(rule);
  }
  return out;
}

/**
 * BHK for the shortlist request: numbers as given, a '+' answer expands to 4, 5, 6.
 * @example shortlistBhk(['2bhk', '4bhk+']) → [2, 4, 5, 6]
 */
export function shortlistBhk(choices: readonly (number | string)[] | undefined): number[] {
  const out = new Set<number>();
  for (const raw of choices ?? []) {
    const c = parseBhkChoice(raw);
    if (!c) continue;
    if (c.orMore) for (const n of BHK_PLUS_EXPANSION) out.add(Math.max(n, c.value));
    else out.add(c.value);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * The shortlist's property types: commercial and mixed left out; none left → Apartment, Villa, Plot.
 * @example shortlistTypes(['villa', 'commercial']) → ['Villa']; shortlistTypes(['mixed']) → ['Apartment', 'Villa', 'Plot']
 */
export function shortlistTypes(types: readonly string[] | undefined): string[] {
  const kept = (types ?? [])
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t && !(NON_RESIDENTIAL_TYPES as readonly string[]).includes(t))
    .map((t) => t.charAt(0).toUpperCase() + t.slice(1));
  return kept.length ? [...new Set(kept)] : [...DEFAULT_SHORTLIST_TYPES];
}

const COUNTS_AS_GURGAON = /dwarka\s+expressway|sohna/i;

/**
 * The canonical city key of a typed location.
 * @example locationCity('Sector 106, Dwarka Expressway') === 'gurgaon'; locationCity('Gurugram') === 'gurgaon'
 */
export function locationCity(raw: string): string {
  if (COUNTS_AS_GURGAON.test(raw)) return 'gurgaon';
  return resolvePlace(raw)?.city ?? normalizeCity(raw);
}

/** Distinct city keys of the buyer's locations (blank ones ignored). */
export function locationCities(locations: readonly string[] | undefined): string[] {
  return [...new Set((locations ?? []).filter((l) => l.trim()).map(locationCity))];
}

/** The prices of a project the budget rule reads (stored shape, any of them may be missing). */
export interface PricedProject {
  priceRange?: { min?: unknown; max?: unknown } | undefined;
  startingPrice?: unknown;
  stats?: { medianTicket?: unknown } | undefined;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The min, max and median prices a project holds (only the known ones). */
export function projectPrices(p: PricedProject): number[] {
  const min = finite(p.priceRange?.min) ? p.priceRange.min : p.startingPrice;
  return [min, p.priceRange?.max, p.stats?.medianTicket].filter(finite);
}

/**
 * Kept when any of its min, max or median price is within the budget, or when there is no budget.
 * A project with no price at all is not in any budget.
 */
export function inBudget(p: PricedProject, budget: BudgetRange | null | undefined): boolean {
  if (!budget) return true;
  return projectPrices(p).some((v) => v >= budget.min && (budget.max === null || v <= budget.max));
}

/** Whether a project's city (any spelling) is one of the buyer's; no cities = any city. */
export function inCities(projectCity: unknown, cities: readonly string[]): boolean {
  if (cities.length === 0) return true;
  return typeof projectCity === 'string' && cities.includes(locationCity(projectCity));
}

/** Whether a project offers one of the BHK sizes (no sizes asked = any). */
export function hasBhk(projectBhk: unknown, wanted: readonly number[]): boolean {
  if (wanted.length === 0) return true;
  const list = (Array.isArray(projectBhk) ? projectBhk : [projectBhk]).filter(finite);
  return list.some((n) => wanted.includes(n));
}

/** Whether a project is of one of the types (case-insensitive; none asked = any). */
export function hasType(projectTypes: unknown, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const want = wanted.map((t) => t.toLowerCase());
  return (
    Array.isArray(projectTypes) &&
    projectTypes.some((t) => typeof t === 'string' && want.includes(t.toLowerCase()))
  );
}

/** The shortlist request a survey makes (spec part 2 §7 body, §5 rules). */
export interface ShortlistRequest {
  bhk: number[];
  propertyTypes: string[];
  minBudget: number;
  maxBudget: number;
  cities: string[];
  preferredLocations: string[];
}

/**
 * @example shortlistRequest({ budget: '500+', bhk: ['4bhk+'], propertyTypes: ['commercial'], locations: ['Sohna'] })
 *   → { bhk: [4, 5, 6], propertyTypes: ['Apartment', 'Villa', 'Plot'], minBudget: 50_000_000,
 *       maxBudget: 1_000_000_000, cities: ['gurgaon'], preferredLocations: ['Sohna'] }
 */
export function shortlistRequest(prefs: SurveyPreferences): ShortlistRequest {
  const budget = prefs.budget === undefined ? null : budgetRange(prefs.budget);
  return {
    bhk: shortlistBhk(prefs.bhk),
    propertyTypes: shortlistTypes(prefs.propertyTypes),
    minBudget: budget?.min ?? 0,
    maxBudget: budget?.max ?? SHORTLIST_MAX_BUDGET,
    cities: locationCities(prefs.locations),
    preferredLocations: (prefs.locations ?? []).map((l) => l.trim()).filter(Boolean),
  };
}

/** The project-side fields every rule reads. */
export interface MatchableProject extends PricedProject {
  city?: unknown;
  bhk?: unknown;
  propertyTypes?: unknown;
}

/** Whether a project fits a shortlist request: city, budget, BHK and residential type. */
export function matchesShortlist(p: MatchableProject, req: ShortlistRequest): boolean {
  return (
    inCities(p.city, req.cities) &&
    inBudget(p, { min: req.minBudget, max: req.maxBudget }) &&
    hasBhk(p.bhk, req.bhk) &&
    hasType(p.propertyTypes, req.propertyTypes)
  );
}

/** What the recommendations' project query asks (spec part 2 §7): city, budget, BHK capped at 4. */
export interface RecommendationQuery {
  cities: string[];
  budget: BudgetRange | null;
  bhk: { value: number; orMore: boolean }[];
}

export function recommendationQuery(prefs: SurveyPreferences): RecommendationQuery {
  return {
    cities: locationCities(prefs.locations),
    budget: prefs.budget === undefined ? null : budgetRange(prefs.budget),
    bhk: queryBhk(prefs.bhk),
  };
}

/** Whether a project fits the recommendations' query; `cityOnly` is the spec's fallback query. */
export function matchesRecommendation(
  p: MatchableProject,
  q: RecommendationQuery,
  cityOnly = false,
): boolean {
  if (!inCities(p.city, q.cities)) return false;
  if (cityOnly) return true;
  if (!inBudget(p, q.budget)) return false;
  if (q.bhk.length === 0) return true;
  const list = (Array.isArray(p.bhk) ? p.bhk : [p.bhk]).filter(finite);
  return list.some((n) => q.bhk.some((r) => (r.orMore ? n >= r.value : n === r.value)));
}
