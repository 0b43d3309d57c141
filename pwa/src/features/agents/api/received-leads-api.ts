/**
 * The callback requests the signed-in user received (GET /api/leads/received), kept on the device
 * for offline reading — the same address the Leads page reads, so the two share the copy.
 */
import type { LeadList } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useReceivedLeadList() {
  const session = useFreshSession();
  return useFreshQuery<LeadList>(session ? '/leads/received' : null, undefined, session);
}
