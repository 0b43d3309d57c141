import type { ReportList } from '@propai/api/wire';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/** A project's top community reports (GET /api/projects/{id}/reports); nothing until the id is known. */
export function useProjectReports(projectId: string | null, limit = 3) {
  return useFreshQuery<ReportList>(projectId ? `/projects/${encodeURIComponent(projectId)}/reports` : null, {
    sort: 'top',
    limit,
  });
}
