/**
 * Community reports, read side: GET /api/reports (spec part 2 §7: sort top/recent/trending, limit,
 * since, minScore, projectId). One project's list, GET /api/projects/{idOrSlug}/reports, lives
 * with the project routes (projects/project-reports.routes.ts); both answer _shared/report-list.ts.
 * Public: no author is ever shown.
 */
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { reportList, ReportListSchema, reportListQuery } from '../_shared/report-list';

const listRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['Reports'],
  summary: 'Community reports: top rated, recent or trending',
  description: `trending = most up-votes among reports of the last 30 days (or since \`since\`).`,
  request: {
    query: z.object({
      ...reportListQuery,
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

export function reportRoutes({ store }: AppDeps) {
  const list = reportList(store);
  return createRouter().openapi(listRoute, async (c) => {
    return c.json(await list(c.req.valid('query')), 200);
  });
}
