/**
 * GET /api/projects/locations/states, /locations/cities?state= and /suggestions: the location
 * pickers and the search box. Names come from the projects we hold (real counts, no fixed lists).
 */
import { z } from '@hono/zod-openapi';
import { foldText } from '../../domain/search/city-aliases';
import { intParam, textParam } from '../../domain/search/query-params';
import { suggest, SUGGEST_MIN_CHARS } from '../../services/search/suggestions';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { SuggestionSchema } from './projects.schemas';

const names = z.array(z.string());

const statesRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/locations/states',
  tags: ['Projects'],
  summary: 'States that have projects, A→Z',
  responses: { 200: { description: 'Names', content: { 'application/json': { schema: names } } } },
});

const citiesRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/locations/cities',
  tags: ['Projects'],
  summary: 'Cities that have projects, optionally in one state (case-insensitive), A→Z',
  request: { query: z.object({ state: textParam }) },
  responses: {
    200: { description: 'Names', content: { 'application/json': { schema: names } } },
    ...errorResponses(400),
  },
});

const suggestionsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/suggestions',
  tags: ['Projects'],
  summary: 'Suggestions for the search box: cities, localities, projects, developers',
  description: `q must have at least ${SUGGEST_MIN_CHARS} characters (else 400), like the search box that only asks from 2.`,
  request: {
    query: z.object({
      q: z
        .string({ message: `Type at least ${SUGGEST_MIN_CHARS} characters.` })
        .trim()
        .min(SUGGEST_MIN_CHARS, { message: `Type at least ${SUGGEST_MIN_CHARS} characters.` })
        .max(100, { message: 'Use at most 100 characters.' }),
      limit: intParam(1, 20, 8),
    }),
  },
  responses: {
    200: {
      description: 'Suggestions',
      content: { 'application/json': { schema: z.array(SuggestionSchema) } },
    },
    ...errorResponses(400),
  },
});

function distinctSorted(values: unknown[]): string[] {
  const set = new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== ''));
  return [...set].sort((a, b) => a.localeCompare(b));
}

export function locationRoutes({ store }: AppDeps) {
  const projects = store.collection('projects');
  return createRouter()
    .openapi(statesRoute, async (c) => {
      const docs = await projects.find({}, { projection: { state: 1 } });
      return c.json(distinctSorted(docs.map((d) => d.state)), 200);
    })
    .openapi(citiesRoute, async (c) => {
      const { state } = c.req.valid('query');
      const filter = state ? { 'search.state': foldText(state) } : {};
      const docs = await projects.find(filter, { projection: { city: 1 } });
      return c.json(distinctSorted(docs.map((d) => d.city)), 200);
    })
    .openapi(suggestionsRoute, async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json(await suggest(store, q, limit), 200);
    });
}
