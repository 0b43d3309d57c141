/**
 * Survey answers (spec §3 "Survey data") → explore filters and a one-line summary for the banner
 * on /explore-projects. Budget labels are in lakhs ('25-50', '₹25L - ₹50L', '500+').
 */
import { PURPOSES } from '@propai/api/domain/survey/survey-options';
import type { ExploreFilters } from '@propai/api/domain/discovery/explore-filters';

export type SurveyData = Record<string, unknown>;

const LAKH = 1e5;

export function surveyBudget(raw: unknown): { min?: number; max?: number } {
  if (typeof raw === 'number') return { max: raw * LAKH };
  if (typeof raw !== 'string') return {};
  const nums = (raw.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (raw.trim().endsWith('+') && nums[0] != null) return { min: nums[0] * LAKH };
  if (nums.length >= 2) return { min: nums[0]! * LAKH, max: nums[1]! * LAKH };
  if (nums.length === 1) return { max: nums[0]! * LAKH };
  return {};
}

export function surveyLocations(s: SurveyData): string[] {
  const raw = s.location ?? s.preferredLocations;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter(Boolean);
}

export function surveyBhk(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw == null ? [] : [raw];
  const out = new Set<string>();
  for (const v of values) {
    const text = String(v).toLowerCase();
    const n = Number.parseInt(text, 10);
    if (!Number.isFinite(n)) continue;
    if (text.includes('+') || n >= 4) ['4', '5', '6', '6+'].forEach((b) => out.add(b));
    else out.add(String(n));
  }
  return [...out];
}

const TYPE_MAP: Record<string, string> = { apartment: 'Apartment', villa: 'Villa', plot: 'Plot' };

export function surveyToFilters(s: SurveyData, base: ExploreFilters): ExploreFilters {
  const budget = surveyBudget(s.budget);
  const listed: unknown[] = Array.isArray(s.propertyTypes) ? (s.propertyTypes as unknown[]) : [];
  const types = [s.propertyType, ...listed]
    .map((t) => TYPE_MAP[String(t).toLowerCase()])
    .filter((t): t is string => Boolean(t));
  return {
    ...base,
    city: surveyLocations(s)[0] ?? base.city,
    priceMin: budget.min ?? base.priceMin,
    priceMax: budget.max ?? base.priceMax,
    bhk: surveyBhk(s.bhk).length ? surveyBhk(s.bhk) : base.bhk,
    ptypes: types.length ? [...new Set(types)] : base.ptypes,
  };
}

/** The survey's stored purpose value in its words ('self_use' → 'To live in'); older free text as it is. */
function purposeLabel(value: string): string {
  return PURPOSES.find((p) => p.value === value)?.label ?? value;
}

/** 'Buy to live · ₹25L - ₹50L · Noida, Gurgaon · 3 BHK' from whatever the survey holds. */
export function surveySummary(s: SurveyData): string {
  const bhk =
    s.bhk == null
      ? ''
      : `${(Array.isArray(s.bhk) ? s.bhk : [s.bhk]).map(String).join('/').replace(/bhk/i, '')} BHK`;
  return [
    typeof s.purpose === 'string' ? purposeLabel(s.purpose) : '',
    typeof s.budget === 'string' ? s.budget : '',
    surveyLocations(s).join(', '),
    bhk,
  ]
    .filter(Boolean)
    .join(' · ');
}
