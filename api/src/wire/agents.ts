import type { z } from '@hono/zod-openapi';
import type {
  AdminApplicationList as AdminAgentApplicationListSchema,
  ApplicationBody as AgentApplicationBodySchema,
  DecisionBody as AgentDecisionBodySchema,
  DirectoryAnswer as AgentDirectorySchema,
  MyApplicationAnswer as MyAgentApplicationSchema,
} from '../routes/agents/agents.schemas';

// Agents (GET /api/agents, /api/agents/applications…, /api/admin/agents/applications…)
export type AgentDirectory = z.infer<typeof AgentDirectorySchema>;
export type AgentCard = AgentDirectory['items'][number];
export type AgentApplicationBody = z.input<typeof AgentApplicationBodySchema>;
export type MyAgentApplication = z.infer<typeof MyAgentApplicationSchema>;
export type AgentApplication = NonNullable<MyAgentApplication['application']>;
export type AdminAgentApplicationList = z.infer<typeof AdminAgentApplicationListSchema>;
export type AdminAgentApplication = AdminAgentApplicationList['items'][number];
export type AgentDecisionBody = z.input<typeof AgentDecisionBodySchema>;
