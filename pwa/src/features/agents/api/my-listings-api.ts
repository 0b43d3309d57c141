/** The signed-in user's own listings (GET /api/my/listings), kept on the device for offline reading. */
import type { MyListings } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useMyListings() {
  const session = useFreshSession();
  return useFreshQuery<MyListings>(session ? '/my/listings' : null, undefined, session);
}
