import { useParams } from 'react-router-dom';
import { ProjectView } from '../components/project-view';

/** /project/:id, /projects/:id and /projects/:slugOrId/full: one page, id or slug. */
export default function ProjectPage() {
  const { id, slugOrId } = useParams();
  return <ProjectView idOrSlug={id ?? slugOrId ?? null} />;
}
