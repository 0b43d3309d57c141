/** GET /api/leads/received with the signed-in user's session, kept on the device for offline reading. */
import type { LeadList } from '@propai/api/wire';
import { useSessionStore } from '../../../lib/session/session-store';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useReceivedLeads() {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.user?.id);
  const session = token && userId ? { token, userId } : null;
  return useFreshQuery<LeadList>(session ? '/leads/received' : null, undefined, session);
}
