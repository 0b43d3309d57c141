/**
 * `agent_profiles`: one registration per account (unique `userId`), made by POST
 * /api/agents/applications and decided by an admin (pending → approved | rejected; a rejected
 * applicant may apply again, which makes it pending). Private: the directory shows an approved
 * profile's public fields only (agent-directory.ts), never the account id or the admin who decided.
 */
import type { AgentType, ApplicationStatus } from '../../domain/agents/agent-rules';
import type { Store } from '../../store/types';

export const AGENT_PROFILES = 'agent_profiles';

export type AgentProfileDoc = {
  _id: string;
  userId: string;
  type: AgentType;
  companyName: string;
  reraId: string;
  city: string;
  localities: string[];
  /** The account's mobile, shown in the directory only when the applicant chose to publish it. */
  publishPhone: boolean;
  status: ApplicationStatus;
  rejectionReason?: string;
  createdAt: Date;
  updatedAt: Date;
  decidedAt?: Date;
  decidedBy?: string;
};

export const agentProfiles = (store: Store) => store.collection<AgentProfileDoc>(AGENT_PROFILES);
