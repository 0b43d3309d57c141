/**
 * The community-report list that GET /api/reports and GET /api/projects/{idOrSlug}/reports both
 * answer: its shape, its query parameters, and the read itself. Public: no author is ever shown
 * (domain/reports/public-report.ts copies an allow-list).
 */
import type { REPORT_SORTS } from '../../domain/reports/public-report';
import { publicReport, REPORT_PROJECTION, reportQuery } from '../../domain/reports/public-report';
import type { Store } from '../../store/types';

export const REPORTS = 'reports';

export { ReportListSchema, reportListQuery } from './report-list.schemas';

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
