/**
 * The community-report list that GET /api/reports and GET /api/projects/{idOrSlug}/reports both
 * answer: its shape, its query parameters, and the read itself. Public: only published reports
 * (domain/reports/public-report.ts PUBLISHED), and no author is ever shown (publicReport copies an
 * allow-list). Scores due a rewrite after an age step are rewritten first (services/reports).
 */
import type { REPORT_SORTS } from '../../domain/reports/public-report';
import { publicReport, REPORT_PROJECTION, reportQuery } from '../../domain/reports/public-report';
import { withProjectSlugs } from '../../services/reports/project-slugs';
import { REPORTS, rescoreDue } from '../../services/reports/report-scores';
import type { Store } from '../../store/types';

export { REPORTS } from '../../services/reports/report-scores';

export { ReportListSchema, reportListQuery } from './report-list.schemas';

/**
 * The read behind both lists: one page of public reports and the total that matches.
 *
 * @example
 *   const list = reportList(store);
 *   await list({ sort: 'top', limit: 20, offset: 0, minScore: 0, projectId: 'p1' });
 */
export function reportList(store: Store) {
  const reports = store.collection(REPORTS);
  return async (q: {
    sort: (typeof REPORT_SORTS)[number];
    limit: number;
    offset?: number;
    since?: Date;
    minScore: number;
    projectId?: string;
  }) => {
    await rescoreDue(store);
    const { filter, sort } = reportQuery(q.sort, q);
    const [docs, total] = await Promise.all([
      reports.find(filter, {
        sort: { ...sort, _id: -1 },
        skip: q.offset ?? 0,
        limit: q.limit,
        projection: REPORT_PROJECTION,
      }),
      reports.count(filter),
    ]);
    return { items: await withProjectSlugs(store, docs.map(publicReport)), total };
  };
}
