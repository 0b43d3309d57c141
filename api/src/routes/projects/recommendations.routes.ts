/**
 * POST /api/projects/recommendations (spec part 2 §7): the survey → the recommendations page's
 * Developer Projects, at most 9 (§9). The query is the page's: the survey's cities, budget (any of
 * a project's min, max or median price in range) and BHK capped at 4 (4 = "4 or more"), best
 * transparency score first with unscored projects last; when nothing matches, the city-only
 * fallback the spec describes, flagged `cityOnly` so the page can say so.
 *
 * Mounted by app.ts at /api/projects/recommendations, before /api/projects, as its own router.
 * Public: it reads only public project data and the survey in the request.
 */
import { projectCard } from '../../domain/search/public-project';
import {
  matchesRecommendation,
  type MatchableProject,
  recommendationQuery,
  type SurveyPreferences,
} from '../../domain/survey/matching';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { loadCandidates } from '../../services/survey/project-candidates';
import type { Doc } from '../../store/types';
import {
  RecommendationsAnswer,
  RecommendationsBody,
  type SurveyInput,
} from '../_shared/survey-preferences.schemas';

/** Developer projects shown (spec part 2 §9). */
export const DEVELOPER_PROJECTS = 9;

const route = defineRoute({
  access: 'public',
  method: 'post',
  path: '/',
  tags: ['Projects'],
  summary: 'Developer projects for a survey: city, budget and BHK; best score first (at most 9)',
  request: { body: { required: true, content: { 'application/json': { schema: RecommendationsBody } } } },
  responses: {
    200: {
      description: 'Best score first',
      content: { 'application/json': { schema: RecommendationsAnswer } },
    },
    ...errorResponses(400),
  },
});

const asList = <T>(v: T | readonly T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? [...(v as T[])] : [v as T];

/** The survey's loose forms (location or preferredLocations, propertyType or propertyTypes) read once. */
export function surveyPreferences(survey: SurveyInput): SurveyPreferences {
  return {
    budget: survey.budget,
    locations: survey.preferredLocations ?? asList(survey.location),
    bhk: asList(survey.bhk),
    propertyTypes: survey.propertyTypes ?? asList(survey.propertyType),
  };
}

const byScore = (a: Doc, b: Doc) =>
  (typeof b.score === 'number' ? b.score : -1) - (typeof a.score === 'number' ? a.score : -1);

export function recommendationRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const { survey } = c.req.valid('json');
    const query = recommendationQuery(surveyPreferences(survey));
    const all = await loadCandidates(deps.store, query.cities);
    let matched = all.filter((p) => matchesRecommendation(p as MatchableProject, query));
    const cityOnly = matched.length === 0;
    if (cityOnly) matched = all.filter((p) => matchesRecommendation(p as MatchableProject, query, true));
    const projects = [...matched].sort(byScore).slice(0, DEVELOPER_PROJECTS).map(projectCard);
    return c.json({ projects, cityOnly }, 200);
  });
}
