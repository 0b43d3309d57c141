/**
 * The community-report list that GET /api/reports and GET /api/projects/{idOrSlug}/reports both
 * answer: its shape, its query parameters, and the read itself. Public: no author is ever shown
 * (domain/reports/public-report.ts copies an allow-list).
 */
import { z } from '@hono/zod-openapi';
import {
  publicReport,
  REPORT_PROJECTION,
  REPORT_SORTS,
  reportQuery,
} from '../../domain/reports/public-report';
import { dateParam, enumParam, intParam } from '../../domain/search/query-params';
import type { Store } from '../../store/types';

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

export const ReportListSchema = z.object({ items: z.array(ReportSchema), total: z.number() });

/** The parameters both report lists take (GET /api/reports adds `projectId`). */
export const reportListQuery = {
  sort: enumParam(REPORT_SORTS, 'top'),
  limit: intParam(1, 50, 20),
  since: dateParam.openapi({ description: 'only reports created on or after this date' }),
  minScore: intParam(0, 100_000, 0),
};

/**
 * The read behind both lists: one page of public reports and the total that matches.
 *
 * @example
 *   const list = reportList(store);
 *   await list({ sort: 'top', limit: 20, minScore: 0, projectId: 'p1' });
 */
export function reportList(store: Store) {
  const reports = store.collection(REPORTS);
  return async (q: {
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
}
