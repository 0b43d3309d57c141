/**
 * GET /api/projects/{idOrSlug}/reports: one project's community reports (the home page's
 * handpicked project and the project pages), by id or slug; 404 for an unknown project. The same
 * list, sorts and parameters as GET /api/reports (_shared/report-list.ts). Public.
 */
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { reportList, ReportListSchema, reportListQuery } from '../_shared/report-list';
import { loadProject } from './load-project';
import { ProjectRefParams } from './project-detail.schemas';

const projectReportsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{idOrSlug}/reports',
  tags: ['Reports'],
  summary: "One project's community reports",
  request: { params: ProjectRefParams, query: z.object(reportListQuery) },
  responses: {
    200: { description: 'Reports', content: { 'application/json': { schema: ReportListSchema } } },
    ...errorResponses(400, 404),
  },
});

export function projectReportRoutes({ store }: AppDeps) {
  const list = reportList(store);
  return createRouter().openapi(projectReportsRoute, async (c) => {
    const project = await loadProject(store, c.req.valid('param').idOrSlug);
    return c.json(await list({ ...c.req.valid('query'), projectId: project._id }), 200);
  });
}
