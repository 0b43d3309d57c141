/** Indexes for the agent directory and registrations (agents.routes.ts, admin-agents.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { AGENT_DIRECTORY } from '../../services/agents/agent-directory';
import { AGENT_PROFILES } from '../../services/agents/agent-profiles';

export const agentIndexes: CollectionIndexes[] = [
  {
    collection: AGENT_PROFILES,
    indexes: [
      { fields: { userId: 1 }, unique: true, why: 'one registration per account' },
      {
        fields: { status: 1, createdAt: 1 },
        why: 'GET /api/admin/agents/applications: by status, oldest first',
      },
    ],
  },
  {
    collection: AGENT_DIRECTORY,
    indexes: [
      { fields: { type: 1, liveListings: -1 }, why: 'GET /api/agents: one type, most listings first' },
      { fields: { slug: 1 }, why: "one agent's entry by its public handle (the contact button's lead)" },
    ],
  },
];
