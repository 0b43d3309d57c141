/**
 * Everything under /api/projects, mounted once by app.ts, in this order so the static paths win
 * over `/{idOrSlug}`:
 *  - discovery, here: GET /query (both call styles of spec part 2 §7, plus /browse-projects'
 *    developer filter and possession sort), / (featured rail, search by name) and /bulk;
 *  - the project lists' /developers and /past (project-lists.routes.ts);
 *  - /locations/states, /locations/cities and /suggestions (project-locations.routes.ts);
 *  - one project's record, sections (incl. modern-details and cost-sheet), floor plans and the
 *    spotlights (project-detail.routes.ts), and the admin escrow edit (escrow-edit.routes.ts);
 *  - one project's community reports (project-reports.routes.ts).
 * Every discovery answer is the public card or summary (domain/search/public-project.ts). Searches
 * are cached per query and collection version (domain/search/result-cache.ts: never older than the
 * last write).
 */
import { z } from '@hono/zod-openapi';
import { normalizeCity } from '../../domain/search/city-aliases';
import { projectFilter, projectSort } from '../../domain/search/project-query';
import {
  PROJECT_CARD_PROJECTION,
  PROJECT_SUMMARY_PROJECTION,
  projectCard,
  projectSummary,
} from '../../domain/search/public-project';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { escrowEditRoutes } from './escrow-edit.routes';
import { projectDetailRoutes } from './project-detail.routes';
import { locationRoutes } from './project-locations.routes';
import { projectListRoutes } from './project-lists.routes';
import { projectReportRoutes } from './project-reports.routes';
import {
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectPageSchema,
  ProjectQuerySchema,
  ProjectSummarySchema,
} from './projects.schemas';
import { idsParam } from '../../domain/search/query-params';
import { cachedCount } from '../../services/search/seek-pages';
import { queryKey, searchResults } from '../../services/search/result-cache';

const NO_FILTER_TYPES = new Set(['buy', 'sale', 'primary', 'projects', 'all', 'new-launch', 'new launch']);
const NOT_SOLD_AS_PROJECTS = new Set(['rent', 'pg']);

const queryRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/query',
  tags: ['Projects'],
  summary: 'Search projects (hybrid page and Explore call styles)',
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'One page of cards', content: { 'application/json': { schema: ProjectPageSchema } } },
    ...errorResponses(400),
  },
});

const listRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['Projects'],
  summary: 'Featured projects, or projects by name (search)',
  request: { query: ProjectListQuerySchema },
  responses: {
    200: {
      description: 'Cards, best score first',
      content: { 'application/json': { schema: ProjectListSchema } },
    },
    ...errorResponses(400),
  },
});

const bulkRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/bulk',
  tags: ['Projects'],
  summary: 'Up to 50 projects by id (comparison tray), in the order asked; unknown ids are left out',
  request: {
    query: z.object({
      ids: idsParam.refine((v) => v !== undefined && v.length > 0, {
        message: 'Send 1 to 50 project ids separated by commas.',
      }),
    }),
  },
  responses: {
    200: {
      description: 'Summaries',
      content: { 'application/json': { schema: z.object({ items: z.array(ProjectSummarySchema) }) } },
    },
    ...errorResponses(400),
  },
});

/** A developer filter as sent (slug or stored id) → the id its projects carry; null when unknown. */
async function developerIdOf(deps: AppDeps, ref: string): Promise<string | null> {
  const found = await deps.store
    .collection('developers')
    .findOne({ $or: [{ slug: ref }, { _id: ref }] }, { projection: { _id: 1 } });
  return found ? String(found._id) : null;
}

export function projectRoutes(deps: AppDeps) {
  const projects = deps.store.collection('projects');
  return createRouter()
    .openapi(queryRoute, async (c) => {
      const q = c.req.valid('query');
      const limit = q.limit;
      const offset = q.offset ?? (q.page - 1) * limit;
      const types = q.type ?? [];
      const propertyTypes = [
        ...(q.propertyType ?? []),
        ...types.filter(
          (t) => !NO_FILTER_TYPES.has(t.toLowerCase()) && !NOT_SOLD_AS_PROJECTS.has(t.toLowerCase()),
        ),
      ];
      const page = { offset, limit, page: Math.floor(offset / limit) + 1 };
      const developerId = q.developer ? await developerIdOf(deps, q.developer) : undefined;
      if (
        developerId === null ||
        (types.length > 0 && types.every((t) => NOT_SOLD_AS_PROJECTS.has(t.toLowerCase())))
      )
        return c.json({ projects: [], pagination: { ...page, total: 0, hasMore: false } }, 200);
      const query = {
        state: q.state,
        city: q.city,
        q: q.q ?? q.search,
        project: q.project,
        area: q.area,
        priceMin: q.priceMin ?? q.minBudget,
        priceMax: q.priceMax ?? q.maxBudget,
        propertyTypes,
        bhk: q.bhk,
        status: q.status,
        amenities: q.amenities,
        verified: q.verified,
        developerId,
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      };
      const filter = projectFilter(query);
      const sort = projectSort(query);
      const [total, docs] = await Promise.all([
        cachedCount(projects, filter),
        searchResults.get([projects], `projects|${queryKey({ filter, sort, offset, limit })}`, () =>
          projects.find(filter, { sort, skip: offset, limit, projection: PROJECT_CARD_PROJECTION }),
        ),
      ]);
      return c.json(
        {
          projects: docs.map(projectCard),
          pagination: { ...page, total, hasMore: offset + docs.length < total },
        },
        200,
      );
    })
    .openapi(listRoute, async (c) => {
      const { featured, city, search, limit } = c.req.valid('query');
      const filter = projectFilter({ featured, city: city ? normalizeCity(city) : undefined, q: search });
      const sort = projectSort({ sortBy: 'score' });
      const docs = await searchResults.get([projects], `projects|${queryKey({ filter, sort, limit })}`, () =>
        projects.find(filter, { sort, limit, projection: PROJECT_CARD_PROJECTION }),
      );
      return c.json({ items: docs.map(projectCard) }, 200);
    })
    .openapi(bulkRoute, async (c) => {
      const ids = c.req.valid('query').ids ?? [];
      const docs = await projects.find({ _id: { $in: ids } }, { projection: PROJECT_SUMMARY_PROJECTION });
      const byId = new Map(docs.map((d) => [d._id, d]));
      const items = [...new Set(ids)].flatMap((id) => {
        const doc = byId.get(id);
        return doc ? [projectSummary(doc)] : [];
      });
      return c.json({ items }, 200);
    })
    .route('/', projectListRoutes(deps))
    .route('/', locationRoutes(deps))
    .route('/', projectDetailRoutes(deps))
    .route('/', escrowEditRoutes(deps))
    .route('/', projectReportRoutes(deps));
}
