import type { ReportList } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/**
 * 'Community reports (N)' to /projects/{slug}/reports, N the published reports the API counts
 * (one-item read for its total); while it loads, or if the count fails, the link shows no number.
 */
export function ProjectReportsLink({ projectRef }: { projectRef: string }) {
  const q = useFreshQuery<ReportList>(`/projects/${encodeURIComponent(projectRef)}/reports`, { limit: 1 });
  const total = q.status === 'ready' ? q.result.data.total : null;
  return (
    <Link
      className="btn btn-outline btn-sm"
      to={`/projects/${encodeURIComponent(projectRef)}/reports`}
      data-testid="project-reports-link"
    >
      Community reports{total === null ? '' : ` (${total})`}
    </Link>
  );
}
