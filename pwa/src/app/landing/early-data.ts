/**
 * Starts the first-screen API requests of a page opened cold, from the entry (boot.ts), so they
 * run beside the app's download instead of after it (lib/early-requests.ts). Each address is built
 * by the very functions the page uses, so the page's own request finds it.
 */
import { apiUrl } from '../../lib/api-url';
import { startEarlyRequest } from '../../lib/early-requests';
import {
  exploreApiQuery,
  FEATURED_QUERY,
  parseExploreParams,
  showsFeatured,
} from '../../lib/explore-filters';
import { EXPLORE_PATH } from './early-paths';

export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!EXPLORE_PATH.test(location.pathname)) return;
  const filters = parseExploreParams(new URLSearchParams(location.search));
  // The same two requests as features/discovery/api/use-explore-projects.ts.
  startEarlyRequest(apiUrl('/projects/query', exploreApiQuery(filters, 0)));
  if (showsFeatured(filters)) startEarlyRequest(apiUrl('/projects', FEATURED_QUERY));
}
