/**
 * The admin's agent registrations (GET /api/admin/agents/applications, POST …/{id}/decision), in the
 * shape the shared moderation queue reads. The API answers every pending one (at most 200) at once,
 * so the queue has one page; a bulk decision is one request per application, each failing alone.
 */
import type { AdminAgentApplication, AdminAgentApplicationList, AgentDecisionBody } from '@propai/api/wire';
import type { BulkAction, BulkResult, QueuePageData } from '../../../components/moderation-queue/queue-types';
import { api } from '../../../lib/api-client';

export type { AdminAgentApplication } from '@propai/api/wire';

export async function loadApplications(): Promise<QueuePageData<AdminAgentApplication>> {
  const answer = await api.get<AdminAgentApplicationList>('/admin/agents/applications', {
    query: { status: 'pending' },
  });
  return { items: answer.items, total: answer.items.length, page: 1, pages: 1 };
}

export function decide(id: string, body: AgentDecisionBody): Promise<AdminAgentApplication> {
  return api.post<AdminAgentApplication>(
    `/admin/agents/applications/${encodeURIComponent(id)}/decision`,
    body,
  );
}

export async function decideMany(ids: string[], action: BulkAction, reason?: string): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await decide(id, action === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason });
      results.push({ id, ok: true });
    } catch (err) {
      results.push({ id, ok: false, error: err instanceof Error ? err.message : 'Failed' });
    }
  }
  return results;
}
