/**
 * The signed-in user's saved listings, newest first (GET /api/favorites?types=listing), one page of
 * the most the API gives (50), kept on the device for offline reading. The tenant view picks the
 * rentals out of it and says so when there are more saved listings than this page.
 */
import type { FavoritePage } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/** The favourites API's largest page (FAVORITES_PAGE_LIMIT in its schemas). */
export const SAVED_LISTINGS_READ = 50;

export function useSavedListings() {
  const session = useFreshSession();
  return useFreshQuery<FavoritePage>(
    session ? '/favorites' : null,
    { types: 'listing', page: 1, limit: SAVED_LISTINGS_READ },
    session,
  );
}
