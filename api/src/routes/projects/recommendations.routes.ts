/**
 * POST /api/projects/recommendations (spec part 2 §7): the survey → the recommendations page's
 * Developer Projects, at most 9 (§9). The query is the page's: the survey's cities, budget (any of
 * a project's min, max or median price in range) and BHK capped at 4 (4 = "4 or more"), best
 * transparency score first with unscored projects last; when nothing matches, the city-only
 * fallback the spec describes, flagged `cityOnly` so the page can say so.
 *
 * The body is the survey exactly as stored (domain/survey/survey-data.ts); its budget is read by
 * the survey's own rule (domain/survey/survey-requests.ts).
 *
 * Mounted by app.ts at /api/projects/recommendations, before /api/projects, as its own router.
 * Public: it reads only public project data and the survey in the request.
 */
import { projectCard } from '../../domain/search/public-project';
import { matchesRecommendation, type MatchableProject } from '../../domain/survey/matching';
import { surveyRecommendationQuery } from '../../domain/survey/survey-requests';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { loadCandidates } from '../../services/survey/project-candidates';
import type { Doc } from '../../store/types';
import { RecommendationsAnswer, RecommendationsBody } from '../_shared/survey-preferences.schemas';

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

const byScore = (a: Doc, b: Doc) =>
  (typeof b.score === 'number' ? b.score : -1) - (typeof a.score === 'number' ? a.score : -1);

export function recommendationRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const { survey } = c.req.valid('json');
    const query = surveyRecommendationQuery(survey);
    const all = await loadCandidates(deps.store, query.cities);
    let matched = all.filter((p) => matchesRecommendation(p as MatchableProject, query));
    const cityOnly = matched.length === 0;
    if (cityOnly) matched = all.filter((p) => matchesRecommendation(p as MatchableProject, query, true));
    const projects = [...matched].sort(byScore).slice(0, DEVELOPER_PROJECTS).map(projectCard);
    return c.json({ projects, cityOnly }, 200);
  });
}
