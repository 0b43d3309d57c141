/** The callback requests the signed-in user sent (GET /api/leads/sent), kept on the device for offline reading. */
import type { SentLeadList } from '@propai/api/wire';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useSentLeads() {
  const session = useFreshSession();
  return useFreshQuery<SentLeadList>(session ? '/leads/sent' : null, undefined, session);
}
