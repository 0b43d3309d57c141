/**
 * The AI shortlist (spec part 2 §7, issue 17 "Recommendations"), mounted by app.ts at
 * /api/survey/shortlist as its own router so the survey submit router beside it stays separate:
 *
 * - POST /        preferences → the best 6 stored projects that match them (§5 rules, §9 cap),
 *                 each scored from stored data with a one-line reason (domain/survey/shortlist.ts);
 * - GET /by-project/{projectId}  one project's shortlist reading: score, factors, reason.
 *
 * Public: the answer is computed from public project data and the preferences in the request;
 * nothing is stored or read from an account.
 */
import { normalizeCity } from '../../domain/search/city-aliases';
import { projectCard } from '../../domain/search/public-project';
import { statusClass } from '../../domain/search/status-class';
import { projectRefFilter } from '../../domain/projects/project-ref';
import {
  hasBhk,
  hasType,
  inBudget,
  inCities,
  locationCities,
  SHORTLIST_MAX_BUDGET,
  shortlistTypes,
  type BudgetRange,
  type PricedProject,
} from '../../domain/survey/matching';
import {
  DEFAULT_WEIGHTS,
  localityMedians,
  rankByScore,
  SHORTLIST_METHOD,
  shortlistScore,
  type LocalityMedians,
  type ScorableProject,
  type Weights,
} from '../../domain/survey/shortlist';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { loadCandidates, loadWithLocality } from '../../services/survey/project-candidates';
import type { Doc } from '../../store/types';
import {
  ByProjectAnswer,
  ByProjectParams,
  ShortlistAnswer,
  ShortlistBody,
  type ShortlistBodyInput,
} from './shortlist.schemas';

/** AI picks shown (spec part 2 §9). */
export const AI_PICKS = 6;

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Survey'];

const shortlistRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'The AI shortlist: the best 6 stored projects for the preferences, each with why',
  request: { body: { required: true, content: { 'application/json': { schema: ShortlistBody } } } },
  responses: { 200: json(ShortlistAnswer, 'Best first, unscored last'), ...errorResponses(400) },
});

const byProjectRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/by-project/{projectId}',
  tags: TAGS,
  summary: "One project's shortlist reading: score, factors and reason",
  request: { params: ByProjectParams },
  responses: { 200: json(ByProjectAnswer, 'The reading'), ...errorResponses(400, 404) },
});

/** The request's weights over the spec's defaults. */
function weightsOf(body: ShortlistBodyInput): Weights {
  const given = Object.fromEntries(Object.entries(body.weights ?? {}).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_WEIGHTS, ...given };
}

function pick(doc: Doc, medians: LocalityMedians, weights: Weights) {
  const { score, factors, unknown, reason } = shortlistScore(doc as ScorableProject, medians, weights);
  return { project: projectCard(doc), score, reason, factors, unknown };
}

/** The §5 rules over one stored project, with the body's types, sizes, status and budget. */
function matcher(body: ShortlistBodyInput) {
  const cities = locationCities([...(body.cities ?? []), ...(body.preferredLocations ?? [])]);
  const types =
    body.residentialOnly === false ? (body.propertyTypes ?? []) : shortlistTypes(body.propertyTypes);
  const budget: BudgetRange | null =
    body.minBudget === undefined && body.maxBudget === undefined
      ? null
      : { min: body.minBudget ?? 0, max: body.maxBudget ?? SHORTLIST_MAX_BUDGET };
  const statuses = body.status ?? [];
  return {
    cities,
    matches: (p: Doc) =>
      inCities(p.city, cities) &&
      inBudget(p as PricedProject, budget) &&
      hasBhk(p.bhk, body.bhk ?? []) &&
      hasType(p.propertyTypes, types) &&
      (statuses.length === 0 || statuses.includes(statusClass(p.status as string | undefined))),
  };
}

export function shortlistRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(shortlistRoute, async (c) => {
      const body = c.req.valid('json');
      const weights = weightsOf(body);
      const { cities, matches } = matcher(body);
      const all = await loadCandidates(deps.store, cities);
      const medians = localityMedians(all as ScorableProject[]);
      const matched = all.filter(matches);
      const results = rankByScore(matched.map((doc) => pick(doc, medians, weights))).slice(0, AI_PICKS);
      return c.json({ results, matched: matched.length, weights, method: SHORTLIST_METHOD }, 200);
    })
    .openapi(byProjectRoute, async (c) => {
      const { projectId } = c.req.valid('param');
      const found = await loadWithLocality(deps.store, projectRefFilter(projectId));
      if (!found) throw ApiError.notFound('Project not found.');
      const city = normalizeCity(typeof found.project.city === 'string' ? found.project.city : '');
      const peers = found.peers.filter(
        (p) => normalizeCity(typeof p.city === 'string' ? p.city : '') === city,
      );
      const weights = { ...DEFAULT_WEIGHTS };
      return c.json(
        {
          ...pick(found.project, localityMedians(peers as ScorableProject[]), weights),
          weights,
          method: SHORTLIST_METHOD,
        },
        200,
      );
    });
}
