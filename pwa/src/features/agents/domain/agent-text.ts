/** The directory's words: the page heading per type, and each agent's figures as sentences. */
import { AGENT_TYPES, AGENT_TYPE_LABELS, type AgentType } from '@propai/api/domain/agents/agent-rules';
import { MIN_LEADS, RESPONSE_HOURS } from '@propai/api/domain/agents/directory-rules';
import type { AgentCard } from '@propai/api/wire';

export const TYPE_TABS = [
  { value: 'agent', label: 'Agents' },
  { value: 'property-manager', label: 'Property managers' },
  { value: 'builder', label: 'Builders' },
] as const satisfies readonly { value: AgentType; label: string }[];

export const HEADINGS: Record<AgentType, string> = {
  agent: 'Find an agent',
  'property-manager': 'Find a property manager',
  builder: 'Find a builder',
};

export const typeOf = (v: string | null): AgentType => AGENT_TYPES.find((t) => t === v) ?? 'agent';
export const typeLabel = (t: AgentType) => AGENT_TYPE_LABELS[t];

/**
 * @example responseText({ considered: 4, handled: 3, rate: 75 })
 *   // 'Calls back 75 % of requests within 48 h (3 of 4)'
 */
export function responseText(r: AgentCard['responseRate']): string {
  if (r.rate === null) {
    return r.considered === 0
      ? 'Response rate: no callback requests yet'
      : `Response rate: too few requests to say (${r.considered}; shown from ${MIN_LEADS})`;
  }
  return `Calls back ${r.rate} % of requests within ${RESPONSE_HOURS} h (${r.handled} of ${r.considered})`;
}

export function listingsText(n: number): string {
  return n === 0 ? 'No live listings' : n === 1 ? '1 live listing' : `${n} live listings`;
}
