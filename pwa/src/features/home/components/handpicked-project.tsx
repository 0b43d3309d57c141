import { ErrorBox } from '../../../components/ui/error-box';
import { ProjectCard } from '../../../components/ui/project-card';
import { toProjectCard } from '../../../lib/card-models';
import { useHandpickedProject } from '../api/use-handpicked-project';
import { HandpickedReports } from './handpicked-reports';

/** The first featured project, with its own community reports beside it (spec part 2 §2). */
export function HandpickedProject() {
  const query = useHandpickedProject();
  const doc = query.status === 'ready' ? query.result.data.items?.[0] : undefined;
  const card = doc ? toProjectCard(doc) : null;
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
          {card && <ProjectCard project={card} layout="list" />}
        </div>
        {card && <HandpickedReports projectId={card.id || null} projectName={card.name} />}
      </div>
    </section>
  );
}
