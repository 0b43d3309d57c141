import { ErrorBox } from '../../../components/ui/error-box';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { ProjectView } from '../components/project-view';

interface SpotlightPageProps {
  /** The route's fixed display name (used only while the pick loads). */
  name: string;
  /** Which of the three spotlight picks (GET /api/projects/spotlights) this route shows. */
  slot: number;
}

/** One of the three /spotlight/* pages: a real project, picked by the API (featured first, by slug). */
export default function SpotlightPage({ name, slot }: SpotlightPageProps) {
  const picks = useFreshQuery<{ items: { slot: number; id: string }[] }>('/projects/spotlights');
  if (picks.status === 'error')
    return <ErrorBox message={`${name}: Failed to load project`} onRetry={picks.retry} />;
  const id =
    picks.status === 'ready' ? (picks.result.data.items.find((p) => p.slot === slot)?.id ?? null) : null;
  return <ProjectView idOrSlug={id} />;
}
