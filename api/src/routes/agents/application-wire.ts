/** A stored registration as its applicant (and, with the applicant's details, an admin) sees it. */
import type { z } from '@hono/zod-openapi';
import { agentSlug } from '../../domain/agents/directory-rules';
import type { AgentProfileDoc } from '../../services/agents/agent-profiles';
import type { ApplicationSchema } from './agents.schemas';

export function applicationWire(doc: AgentProfileDoc, name: string): z.infer<typeof ApplicationSchema> {
  return {
    id: doc._id,
    type: doc.type,
    companyName: doc.companyName,
    reraId: doc.reraId,
    city: doc.city,
    localities: doc.localities,
    publishPhone: doc.publishPhone,
    status: doc.status,
    rejectionReason: doc.status === 'rejected' ? (doc.rejectionReason ?? null) : null,
    createdAt: doc.createdAt.toISOString(),
    decidedAt: doc.decidedAt?.toISOString() ?? null,
    slug: doc.status === 'approved' ? agentSlug(name, doc.userId) : null,
  };
}
