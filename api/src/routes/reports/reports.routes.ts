/**
 * Community reports, read side: GET /api/reports (spec part 2 §7: sort top/recent/trending, limit,
 * since, minScore) and GET /api/projects/{idOrSlug}/reports (one project's reports, for the home
 * page's handpicked project and the project pages). Public: no author is ever shown.
 */
import { z } from '@hono/zod-openapi';
import {
  publicReport,
  REPORT_PROJECTION,
  REPORT_SORTS,
  reportQuery,
} from '../../domain/reports/public-report';
import { dateParam, enumParam, intParam } from '../../domain/search/query-params';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { loadProject } from '../project-detail/load-project';
import { ProjectRefParams } from '../project-detail/project-detail.schemas';

export const REPORTS = 'reports';

const ReportSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.string().nullable(),
    description: z.string(),
    score: z.number(),
    upVotes: z.number(),
    downVotes: z.number(),
    projectId: z.string().nullable(),
    projectName: z.string().nullable(),
    developerName: z.string().nullable(),
    location: z.string().nullable(),
    readingMinutes: z.number(),
    createdAt: z.string().nullable(),
  })
  .openapi('Report');

const ReportListSchema = z.object({ items: z.array(ReportSchema), total: z.number() });

const listQuery = {
  sort: enumParam(REPORT_SORTS, 'top'),
  limit: intParam(1, 50, 20),
  since: dateParam.openapi({ description: 'only reports created on or after this date' }),
  minScore: intParam(0, 100_000, 0),
};

const listRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/reports',
  tags: ['Reports'],
  summary: 'Community reports: top rated, recent or trending',
  description: `trending = most up-votes among reports of the last 30 days (or since \`since\`).`,
  request: {
    query: z.object({
      ...listQuery,
      projectId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Send one project id.')
        .optional()
        .openapi({ description: 'only this project’s reports' }),
    }),
  },
  responses: {
    200: { description: 'Reports', content: { 'application/json': { schema: ReportListSchema } } },
    ...errorResponses(400),
  },
});

const projectReportsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/projects/{idOrSlug}/reports',
  tags: ['Reports'],
  summary: "One project's community reports",
  request: { params: ProjectRefParams, query: z.object(listQuery) },
  responses: {
    200: { description: 'Reports', content: { 'application/json': { schema: ReportListSchema } } },
    ...errorResponses(400, 404),
  },
});

export function reportRoutes({ store }: AppDeps) {
  const reports = store.collection(REPORTS);
  const list = async (q: {
    sort: (typeof REPORT_SORTS)[number];
    limit: number;
    since?: Date;
    minScore: number;
    projectId?: string;
  }) => {
    const { filter, sort } = reportQuery(q.sort, q);
    const [docs, total] = await Promise.all([
      reports.find(filter, { sort, limit: q.limit, projection: REPORT_PROJECTION }),
      reports.count(filter),
    ]);
    return { items: docs.map(publicReport), total };
  };

  return createRouter()
    .openapi(listRoute, async (c) => {
      return c.json(await list(c.req.valid('query')), 200);
    })
    .openapi(projectReportsRoute, async (c) => {
      const project = await loadProject(store, c.req.valid('param').idOrSlug);
      return c.json(await list({ ...c.req.valid('query'), projectId: project._id }), 200);
    });
}
