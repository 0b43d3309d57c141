/**
 * Whether a page of the app whose route names a stored document is a real page: the project,
 * listing or user property its URL names exists in the store. The server answers 404 otherwise
 * (api/src/http/static.ts), with the app's not-found page.
 *
 * Existence only, not visibility: a pending listing that only its author may see is still a real
 * page (the HTML request carries no session; the app asks the API with one and decides what to
 * show), so it answers 200.
 */
import { isProjectRef, projectRefFilter } from '../domain/projects/project-ref';
import type { Filter, Store } from '../store/types';
import type { RouteMatch } from './route-patterns';

/** Answers whether the page a matched route names exists; routes that name no document always do. */
export type PageExists = (match: RouteMatch) => Promise<boolean>;

const PROJECT_PAGES = new Set(['/projects/:id', '/project/:id']);

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
    return true;
  };
}
