/** The signed-in user's saved searches (GET /api/saved-searches), kept on the device for offline reading. */
import type { SavedSearchList } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useSavedSearchList() {
  const session = useFreshSession();
  return useFreshQuery<SavedSearchList>(session ? '/saved-searches' : null, undefined, session);
}
