/**
 * Starts the first-screen API requests of a page opened cold, from the entry (boot.ts), so they
 * run beside the app's download instead of after it (lib/early-requests.ts). Each address is built
 * by the very functions the page uses, so the page's own request finds it.
 */
import type { ListingPage, ProjectList, ProjectPage } from '@propai/api/wire';
import { CARD_SIZES } from '../../components/ui/card-photo';
import { readProjectsPage } from '../../features/discovery/api/projects-response';
import { browseApiQuery, parseBrowseParams } from '@propai/api/domain/discovery/listing-query';
import { apiUrl } from '../../lib/api-url';
import { toListingCard, toProjectCard } from '../../lib/card-models';
import { startEarlyRequest } from '../../lib/early-requests';
import { preloadPhoto } from '../../lib/preload-photo';
import {
  exploreApiQuery,
  FEATURED_QUERY,
  parseExploreParams,
  showsFeatured,
} from '@propai/api/domain/discovery/explore-filters';
import { BROWSE_LISTINGS_PATH, EXPLORE_PATH } from './early-paths';

export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  if (EXPLORE_PATH.test(location.pathname)) startExplore(location.search);
  else if (BROWSE_LISTINGS_PATH.test(location.pathname)) startBrowseListings(location.search);
}

/** /browse/listings: the request of features/listings/components/listing-browser.tsx. */
function startBrowseListings(search: string): void {
  const query = browseApiQuery(parseBrowseParams(new URLSearchParams(search)));
  void startEarlyRequest(apiUrl('/listings', query)).then((body) => {
    const first = (body as ListingPage | null)?.items?.[0];
    if (first) preloadPhoto(toListingCard(first).image, CARD_SIZES);
  });
}

function startExplore(search: string): void {
  const filters = parseExploreParams(new URLSearchParams(search));
  // The same two requests as features/discovery/api/use-explore-projects.ts.
  const page = startEarlyRequest(apiUrl('/projects/query', exploreApiQuery(filters, 0)));
  const featured = showsFeatured(filters) ? startEarlyRequest(apiUrl('/projects', FEATURED_QUERY)) : null;
  // The first card's photo is the page's largest paint: fetched as soon as its address is known,
  // beside the app's scripts, so the card finds it loaded. The first card is the first featured
  // project when Featured leads the list (as use-explore-projects.ts merges them), else the first
  // result.
  void Promise.all([page, featured]).then(([pageBody, featuredBody]) => {
    const first = [featuredBody, pageBody]
      .filter((body): body is ProjectPage | ProjectList => body != null && typeof body === 'object')
      .map((body) => readProjectsPage(body, 1).projects[0])
      .find((project) => project != null);
    if (first) preloadPhoto(toProjectCard(first).image, CARD_SIZES);
  });
}
