/** GET /api/leads/received with the signed-in user's session, kept on the device for offline reading. */
import type { LeadList } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useReceivedLeads() {
  const session = useFreshSession();
  return useFreshQuery<LeadList>(session ? '/leads/received' : null, undefined, session);
}
