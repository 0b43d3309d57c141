/** GET /api/rentals/landlord with the signed-in user's session, kept on the device for offline reading. */
import type { LandlordDashboard } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useLandlordDashboard() {
  const session = useFreshSession();
  return useFreshQuery<LandlordDashboard>(session ? '/rentals/landlord' : null, undefined, session);
}
