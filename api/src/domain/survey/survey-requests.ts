/**
 * A stored survey (survey-data.ts, the one shape on the wire) → the three reads of the
 * recommendations page (spec part 2 §7): the shortlist request, the developer-projects query and
 * the secondary homes search. Pure, so the API route and the PWA build the same requests, and the
 * survey's budget is read once, by `readBudget` (a plain number is lakhs there, rupees in matching's
 * looser reading — hence the rupee range is taken from `readBudget`, never re-parsed).
 */
import {
  locationCity,
  recommendationQuery,
  type RecommendationQuery,
  SHORTLIST_MAX_BUDGET,
  shortlistRequest,
  type ShortlistRequest,
  type SurveyPreferences,
} from './matching';
import { readBudget, type SurveyData } from './survey-data';

/** Homes for Sale (Secondary) shown (spec part 2 §9). */
export const SECONDARY_HOMES = 9;

/** The survey as matching reads it; the budget is left out (callers take it from `readBudget`). */
export function surveyPreferences(survey: SurveyData): SurveyPreferences {
  return { locations: survey.preferredLocations, bhk: survey.bhk, propertyTypes: survey.propertyTypes };
}

/**
 * @example surveyShortlistRequest({ ...survey, budget: '500+', bhk: ['4bhk+'] })
 *   → { bhk: [4, 5, 6], minBudget: 50_000_000, maxBudget: 1_000_000_000, … }
 */
export function surveyShortlistRequest(survey: SurveyData): ShortlistRequest {
  const budget = readBudget(survey.budget);
  return {
    ...shortlistRequest(surveyPreferences(survey)),
    minBudget: budget?.min ?? 0,
    maxBudget: Math.min(budget?.max ?? SHORTLIST_MAX_BUDGET, SHORTLIST_MAX_BUDGET),
  };
}

/** The developer-projects query: the survey's cities, budget and BHK (capped at 4, "4 or more"). */
export function surveyRecommendationQuery(survey: SurveyData): RecommendationQuery {
  const budget = readBudget(survey.budget);
  return {
    ...recommendationQuery(surveyPreferences(survey)),
    budget: budget ? { min: budget.min, max: budget.max } : null,
  };
}

/** GET /api/user-properties/search parameters for the survey's secondary homes. */
export interface HomesQuery {
  type: 'sale';
  city?: string;
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  limit: number;
}

/**
 * The homes search (spec §7: city, priceMin, priceMax, bedroomsMin, type). The search takes one
 * city: the survey's first location's (Dwarka Expressway → gurgaon); BHK is the smallest asked.
 * @example surveyHomesQuery({ ...survey, budget: '50-100', preferredLocations: ['Noida'], bhk: ['3bhk', '2bhk'] })
 *   → { type: 'sale', city: 'noida', priceMin: 5_000_000, priceMax: 10_000_000, bedroomsMin: 2, limit: 9 }
 */
export function surveyHomesQuery(survey: SurveyData): HomesQuery {
  const budget = readBudget(survey.budget);
  const first = survey.preferredLocations[0];
  const sizes = survey.bhk.map((b) => Number.parseInt(b, 10)).filter(Number.isFinite);
  const query: HomesQuery = { type: 'sale', limit: SECONDARY_HOMES };
  if (first) query.city = locationCity(first);
  if (budget && budget.min > 0) query.priceMin = budget.min;
  if (budget?.max != null) query.priceMax = budget.max;
  if (sizes.length) query.bedroomsMin = Math.min(...sizes);
  return query;
}
