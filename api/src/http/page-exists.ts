/**
 * Whether a page of the app whose route names a stored document is a real page: the project,
 * listing or user property its URL names exists in the store. The server answers 404 otherwise
 * (api/src/http/static.ts), with the app's not-found page.
 *
 * Existence only, not visibility (except reports, which are pages only once published): a pending listing that only its author may see is still a real
 * page (the HTML request carries no session; the app asks the API with one and decides what to
 * show), so it answers 200.
 */
import { isProjectRef, projectRefFilter } from '../domain/projects/project-ref';
import { PUBLISHED } from '../domain/reports/public-report';
import type { Filter, Store } from '../store/types';
import type { RouteMatch } from './route-patterns';

/** Answers whether the page a matched route names exists; routes that name no document always do. */
export type PageExists = (match: RouteMatch) => Promise<boolean>;

const PROJECT_PAGES = new Set([
  '/projects/:id',
  '/project/:id',
  '/projects/:id/reports',
  '/project/:id/reports',
]);

export function pageExistsInStore(store: Store): PageExists {
  const exists = async (collection: string, filter: Filter) =>
    (await store.collection(collection).findOne(filter, { projection: { _id: 1 } })) !== null;
  return async ({ pattern, params }) => {
    if (PROJECT_PAGES.has(pattern)) {
      const ref = params.id ?? '';
      return isProjectRef(ref) && exists('projects', projectRefFilter(ref));
    }
    if (pattern === '/listing/:slugOrId') {
      const ref = params.slugOrId ?? '';
      return (await exists('listings', { slug: ref })) || exists('listings', { _id: ref });
    }
    if (pattern === '/user-property/:id') return exists('listings', { _id: params.id ?? '' });
    // A community report is a page once published; pending and rejected ones are not (yet).
    if (pattern === '/reports/:id') return exists('reports', { ...PUBLISHED, _id: params.id ?? '' });
    // A draft is not a page yet: only its editor (through the admin API) sees it.
    if (pattern === '/blogs/:slug')
      return exists('articles', { slug: params.slug ?? '', status: 'published' });
    return true;
  };
}
