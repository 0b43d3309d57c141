/**
 * The agents feature's requests: the public directory (kept on the device for offline reading),
 * the caller's registration, applying (an Idempotency-Key per opened form) and contacting an agent,
 * which is a callback request through POST /api/leads (its rate limit and its lister notification).
 */
import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import type {
  AgentApplication,
  AgentApplicationBody,
  AgentDirectory,
  CallbackRequestBody,
  MyAgentApplication,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useDirectory(query: Record<string, string>) {
  return useFreshQuery<AgentDirectory>('/agents', query);
}

export function useMyApplication() {
  const session = useFreshSession();
  return useFreshQuery<MyAgentApplication>(session ? '/agents/applications/mine' : null, undefined, session);
}

export const applyAsAgent = (body: AgentApplicationBody, key: string) =>
  api.post<AgentApplication>('/agents/applications', body, { headers: { [IDEMPOTENCY_HEADER]: key } });

export const contactAgent = (body: CallbackRequestBody, key: string) =>
  api.post<unknown>('/leads', body, { headers: { [IDEMPOTENCY_HEADER]: key } });
