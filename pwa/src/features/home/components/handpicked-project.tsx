import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { ProjectCard } from '../../../components/ui/project-card';
import { toProjectCard } from '../../../lib/card-models';
import { useHandpickedProject } from '../api/use-handpicked-project';

/**
 * The first featured project, and the community-reports links. No reports of the project are shown:
 * there is no per-project reports endpoint yet, and sample reports would be invented data.
 */
export function HandpickedProject() {
  const query = useHandpickedProject();
  const doc = query.status === 'ready' ? query.result.data.items?.[0] : undefined;
  if (query.status === 'ready' && !doc) return null;
  return (
    <section className="home-section home-handpicked" aria-labelledby="home-handpicked">
      <h2 id="home-handpicked" className="home-h2">
        Handpicked project
      </h2>
      <div className="home-handpicked-grid">
        <div className="home-handpicked-card">
          {query.status === 'loading' && <div className="pcard pcard-skeleton home-handpicked-sk" />}
          {query.status === 'error' && <ErrorBox message="Failed to load project" onRetry={query.retry} />}
          {doc && <ProjectCard project={toProjectCard(doc)} layout="list" />}
        </div>
        <aside className="home-reports">
          <h3>Community reports</h3>
          <p>
            Buyers report delays, quality issues and hidden charges. Read them before you book, or add your
            own.
          </p>
          <div className="home-reports-links">
            <Link to="/reports" className="btn btn-sm">
              Read reports
            </Link>
            <Link to="/report-project" className="btn btn-outline btn-sm">
              Report a project
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
