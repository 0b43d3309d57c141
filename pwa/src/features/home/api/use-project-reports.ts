import { useFreshQuery } from '../../../lib/use-fresh-query';

export interface ReportSummary {
  id: string;
  title: string;
  category: string | null;
  score: number;
  upVotes: number;
  readingMinutes: number;
}

/** A project's top community reports (GET /api/projects/{id}/reports); nothing until the id is known. */
export function useProjectReports(projectId: string | null, limit = 3) {
  return useFreshQuery<{ items: ReportSummary[]; total: number }>(
    projectId ? `/projects/${encodeURIComponent(projectId)}/reports` : null,
    { sort: 'top', limit },
  );
}
