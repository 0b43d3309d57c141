/** /browse-projects' reads: the paged project cards, and the options its filters offer. */
import type { DeveloperList, ProjectPage } from '@propai/api/wire';
import { type ProjectCardView, toProjectCard } from '../../../lib/card-models';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { apiQuery, BROWSE_PAGE_SIZE, type BrowseState } from '../lists/browse-params';
import { usePagedList } from './use-paged-list';

const readPage = (answer: ProjectPage) => ({
  items: answer.projects.map(toProjectCard),
  total: answer.pagination.total,
  hasMore: answer.pagination.hasMore,
});

export function useBrowseProjects(state: BrowseState) {
  return usePagedList<ProjectPage, ProjectCardView>(
    '/projects/query',
    apiQuery(state),
    BROWSE_PAGE_SIZE,
    readPage,
    (p) => p.id,
  );
}

/** Cities that have projects (A→Z) and the developers with projects (in the chosen city). */
export function useBrowseOptions(city: string) {
  const cities = useFreshQuery<string[]>('/projects/locations/cities');
  const developers = useFreshQuery<DeveloperList>('/projects/developers', city ? { city } : undefined);
  return {
    cities: cities.status === 'ready' && Array.isArray(cities.result.data) ? cities.result.data : [],
    developers: developers.status === 'ready' ? developers.result.data.items : [],
  };
}
