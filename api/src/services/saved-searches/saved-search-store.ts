/**
 * Saved searches as stored (issue 17): one document per search, owned by one user. The routes
 * (routes/saved-searches) write them; the alerts (saved-search-alerts.ts) read the active ones.
 *
 * Guarantees:
 * - at most SAVED_SEARCH_CAP per user: the count is checked before each insert (a burst of racing
 *   saves may pass the check together; the cap is a courtesy limit, not a security boundary);
 * - the survey's search is one per user: its `surveyOf` field carries the user id under a unique
 *   index, so two survey submits racing store one search, and a later survey replaces its filters.
 */
import { readBudget, type SurveyData } from '../../domain/survey/survey-data';
import type { RawFilters, SavedSearchKind } from '../../domain/saved-searches/saved-search-filters';
import { SAVED_SEARCH_CAP } from '../../domain/saved-searches/saved-search-filters';
import { DuplicateKeyError, type Store } from '../../store/types';

export const SAVED_SEARCHES = 'saved_searches';

export type SavedSearchDoc = {
  _id: string;
  userId: string;
  name: string;
  kind: SavedSearchKind;
  /** The results page to open, path and query ('/search?type=rent&city=Gurgaon'). */
  url: string;
  /** The filters as sent (strings), parsed again at each match. */
  filters: RawFilters;
  /** Paused searches send no alerts. */
  active: boolean;
  /** Set on the survey's search only: the owner's id (unique). */
  surveyOf?: string;
  createdAt: Date;
  updatedAt: Date;
  /** When the last alert was written: the next alert counts what is new since then. */
  lastAlertAt?: Date;
};

export const savedSearches = (store: Store) => store.collection<SavedSearchDoc>(SAVED_SEARCHES);

export const SURVEY_SEARCH_NAME = 'My survey preferences';

/**
 * The survey's answers as project filters: its budget, places, sizes and home types (commercial
 * and mixed are not home types the project search can filter on, so they are left out).
 * @example surveyFilters({ budget: '50-100', preferredLocations: ['Noida'], bhk: ['2bhk'], … })
 *   → { cities: 'Noida', min: '5000000', max: '10000000', bhk: '2' }
 */
export function surveyFilters(survey: SurveyData): RawFilters {
  const out: RawFilters = {};
  if (survey.preferredLocations.length) out.cities = survey.preferredLocations.join(',');
  const budget = readBudget(survey.budget);
  if (budget && budget.min > 0) out.min = String(budget.min);
  if (budget?.max != null) out.max = String(budget.max);
  const bhk = survey.bhk.map((b) => (b.endsWith('+') ? `${parseInt(b, 10)}+` : String(parseInt(b, 10))));
  if (bhk.length) out.bhk = bhk.join(',');
  const types = survey.propertyTypes.filter((t) => t === 'apartment' || t === 'villa' || t === 'plot');
  if (types.length) out.types = types.join(',');
  return out;
}

/**
 * Stores (or refreshes) the survey's preferences as the user's one survey search. Never throws:
 * the survey is stored already, and an alert that could not be set up must not fail the submit.
 * @returns whether the search is now stored.
 */
export async function saveSurveySearch(store: Store, userId: string, survey: SurveyData): Promise<boolean> {
  try {
    const col = savedSearches(store);
    const filters = surveyFilters(survey);
    const now = new Date();
    const changed = await col.updateOne({ surveyOf: userId }, { $set: { filters, updatedAt: now } });
    if (changed.matched > 0) return true;
    if ((await col.count({ userId })) >= SAVED_SEARCH_CAP) return false;
    await col.insertOne({
      userId,
      name: SURVEY_SEARCH_NAME,
      kind: 'projects',
      url: '/recommendations',
      filters,
      active: true,
      surveyOf: userId,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  } catch (err) {
    // A racing submit stored it first: that one is the search.
    return err instanceof DuplicateKeyError;
  }
}
