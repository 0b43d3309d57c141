/** The community-report list's shape and query parameters (GET /api/reports, GET /api/projects/{idOrSlug}/reports). */
import { z } from '@hono/zod-openapi';
import { REPORT_SORTS } from '../../domain/reports/public-report';
import { dateParam, enumParam, intParam } from '../../domain/search/query-params';

export const ReportSchema = z
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
    projectSlug: z.string().nullable().openapi({ description: 'for the link /projects/{slug}' }),
    developerName: z.string().nullable(),
    location: z.string().nullable(),
    readingMinutes: z.number(),
    createdAt: z.string().nullable(),
  })
  .openapi('Report');

export const ReportListSchema = z.object({ items: z.array(ReportSchema), total: z.number() });

/** The parameters both report lists take (GET /api/reports adds `projectId`). */
export const reportListQuery = {
  sort: enumParam(REPORT_SORTS, 'top'),
  limit: intParam(1, 50, 20),
  offset: intParam(0, 10_000, 0).openapi({ description: 'skip this many (the next page: offset + limit)' }),
  since: dateParam.openapi({ description: 'only reports created on or after this date' }),
  minScore: intParam(0, 100_000, 0),
};
