/**
 * "Handled" toggles through the one outbox (kind 'lead-handled', lib/outbox/kinds.ts): one row per
 * lead ('lead-handled:<leadId>'), so toggling again before it is sent replaces the row and the last
 * toggle wins. Read live so the list shows a toggle made offline after a reload too.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { listQueuedWrites } from '../../../db/queued-writes-repo';
import { queueWrite } from '../../../lib/outbox/queue-write';
import type { HandledToggle } from '../domain/lead-rules';

export const LEAD_HANDLED_KIND = 'lead-handled';

export function queueHandled(leadId: string, handled: boolean, userId: string) {
  return queueWrite(LEAD_HANDLED_KIND, { id: `lead-handled:${leadId}`, body: { leadId, handled }, userId });
}

export function useHandledToggles(): Map<string, HandledToggle> | undefined {
  return useLiveQuery(async () => {
    const rows = await listQueuedWrites(LEAD_HANDLED_KIND);
    const toggles = new Map<string, HandledToggle>();
    for (const row of rows) {
      const body = row.body as { leadId?: unknown; handled?: unknown } | null;
      if (typeof body?.leadId !== 'string') continue;
      toggles.set(body.leadId, {
        leadId: body.leadId,
        handled: body.handled !== false,
        state: row.status === 'failed' ? 'failed' : 'waiting',
        error: row.lastError,
      });
    }
    return toggles;
  }, []);
}
