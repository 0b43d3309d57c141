/** /past-projects' read: the paged deliveries, with the summary and filter counts of the first page. */
import type { DeliveredProject, PastProjects } from '@propai/api/wire';
import { PAST_PAGE_SIZE, pastApiQuery, type PastState } from '../lists/past-params';
import { usePagedList } from './use-paged-list';

const readPage = (answer: PastProjects) => ({
  items: answer.items,
  total: answer.pagination.total,
  hasMore: answer.pagination.hasMore,
});

export function usePastProjects(state: PastState) {
  return usePagedList<PastProjects, DeliveredProject>(
    '/projects/past',
    pastApiQuery(state),
    PAST_PAGE_SIZE,
    readPage,
    (d) => d.id,
  );
}
