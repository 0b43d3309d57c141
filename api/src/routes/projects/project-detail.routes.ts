/**
 * Project detail (spec part 2 §7): GET /api/projects/{idOrSlug}, one GET per transparency section,
 * the project's floor plans and the three spotlight picks (the admin escrow edit is
 * escrow-edit.routes.ts). Mounted by
 * projects.routes.ts after the discovery routes so their static paths (/query, /bulk,
 * /suggestions, /locations) win.
 */
import { z } from '@hono/zod-openapi';
import { projectScore, type ScoreInputs } from '../../domain/projects/score';
import { projectDetail, SECTION_NAMES, sections } from '../../domain/projects/public-detail';
import { scoreContext } from '../../services/projects/refresh-derived';
import { developerAnswer, floorplansAnswer } from '../../services/projects/section-answers';
import { SPOTLIGHTS } from '../../domain/projects/spotlights';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import type { Doc } from '../../store/types';
import { loadProject } from './load-project';
import {
  DeveloperSectionSchema,
  FloorplansSchema,
  ProjectDetailSchema,
  ProjectRefParams,
  SectionSchemas,
  SpotlightSchema,
} from './project-detail.schemas';

/*
 * The builders copy allow-listed fields of untyped stored documents (public-detail.ts), so their
 * answers are typed here by the schemas that document them; project-detail-answers.test.ts parses
 * real answers with the same schemas.
 */
type Answer<S extends z.ZodType> = z.infer<S>;

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const spotlightsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/spotlights',
  tags: ['Projects'],
  summary: 'The projects behind the three /spotlight/{slug} routes (the project with that slug)',
  responses: {
    200: json(
      z.object({ items: z.array(SpotlightSchema) }),
      'In route order; a route whose project is missing is left out',
    ),
  },
});

const detailRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{idOrSlug}',
  tags: ['Projects'],
  summary: 'One project: the public record with its score (escrow account masked)',
  request: { params: ProjectRefParams },
  responses: { 200: json(ProjectDetailSchema, 'The project'), ...errorResponses(400, 404) },
});

const floorplansRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{idOrSlug}/floorplans',
  tags: ['Projects'],
  summary: "The project's floor plans (the viewer's registry); each plan's key is its id",
  request: { params: ProjectRefParams },
  responses: {
    200: json(FloorplansSchema, 'Plans'),
    ...errorResponses(400, 404),
  },
});

const developerRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{idOrSlug}/developer',
  tags: ['Projects'],
  summary: 'Developer transparency: trust score and past projects',
  request: { params: ProjectRefParams },
  responses: { 200: json(DeveloperSectionSchema, 'Developer'), ...errorResponses(400, 404) },
});

export function projectDetailRoutes(deps: AppDeps) {
  const { store } = deps;
  const scoreOf = async (doc: Doc) =>
    projectScore({ ...(doc as ScoreInputs), ...(await scoreContext(store, doc)) });

  const router = createRouter()
    .openapi(spotlightsRoute, async (c) => {
      const found = await store
        .collection('projects')
        .find({ slug: { $in: SPOTLIGHTS.map((s) => s.slug) } }, { projection: { slug: 1, name: 1 } });
      const items = SPOTLIGHTS.flatMap((s, slot) => {
        const p = found.find((d) => d.slug === s.slug);
        return p ? [{ slot, id: p._id, slug: s.slug, name: typeof p.name === 'string' ? p.name : null }] : [];
      });
      return c.json({ items }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').idOrSlug);
      const score = await scoreOf(doc);
      return c.json(projectDetail(doc, score) as Answer<typeof ProjectDetailSchema>, 200);
    })
    .openapi(floorplansRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').idOrSlug);
      return c.json((await floorplansAnswer(store, doc)) as Answer<typeof FloorplansSchema>, 200);
    })
    .openapi(developerRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').idOrSlug);
      return c.json((await developerAnswer(store, doc)) as Answer<typeof DeveloperSectionSchema>, 200);
    });

  for (const name of SECTION_NAMES) {
    const route = defineRoute({
      access: 'public',
      method: 'get',
      path: `/{idOrSlug}/${name}`,
      tags: ['Projects'],
      summary: `Project section: ${name}`,
      request: { params: ProjectRefParams },
      responses: { 200: json(SectionSchemas[name], name), ...errorResponses(400, 404) },
    });
    router.openapi(route, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').idOrSlug);
      return c.json(sections[name](doc) as Answer<(typeof SectionSchemas)[typeof name]>, 200);
    });
  }
  return router;
}
