import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { useProjectReports } from '../api/use-project-reports';

/**
 * The handpicked project's community reports, from the database: its top three with their votes,
 * how many there are in all, or plainly that there are none yet. Never sample reports.
 */
export function HandpickedReports({
  projectId,
  projectName,
}: {
  projectId: string | null;
  projectName: string;
}) {
  const query = useProjectReports(projectId);
  const data = query.status === 'ready' ? query.result.data : null;
  return (
    <aside className="home-reports" aria-labelledby="home-reports-title">
      <h3 id="home-reports-title">Community reports</h3>
      {query.status === 'loading' && <p className="home-reports-wait">Loading reports…</p>}
      {query.status === 'error' && <ErrorBox message="Could not load reports." onRetry={query.retry} />}
      {data && data.items.length === 0 && (
        <p>No community reports about {projectName} yet. Bought or visited here? Tell other buyers.</p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p>
            {data.total === 1 ? '1 report' : `${data.total} reports`} from buyers about {projectName}:
          </p>
          <ul className="home-report-list">
            {data.items.map((r) => (
              <li key={r.id}>
                <Link to={`/reports/${encodeURIComponent(r.id)}`}>{r.title}</Link>
                <span className="home-report-meta">
                  {[r.category, `${r.upVotes} up-votes`, `score ${r.score}`].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="home-reports-links">
        <Link to="/reports" className="btn btn-sm">
          Read reports
        </Link>
        <Link to="/report-project" className="btn btn-outline btn-sm">
          Report a project
        </Link>
      </div>
    </aside>
  );
}
