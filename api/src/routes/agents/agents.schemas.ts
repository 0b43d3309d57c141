/**
 * Request and answer shapes of /api/agents (the directory and registration) and /api/admin/agents
 * (deciding registrations). The directory answers public fields only: no account ids, no emails,
 * and a phone only where the agent chose to publish it.
 */
import { z } from '@hono/zod-openapi';
import {
  AGENT_MESSAGES as M,
  AGENT_TYPES,
  APPLICATION_STATUSES,
  COMPANY_MAX,
  LOCALITIES_MAX,
  LOCALITY_MAX,
  RERA_RE,
  REJECTION_MAX,
} from '../../domain/agents/agent-rules';
import { enumParam, intParam, textParam } from '../../domain/search/query-params';
import { VALUATION_CITIES } from '../../domain/valuation/valuation-input';

export const DIRECTORY_PAGE_SIZE = 20;

export const DirectoryQuery = z.object({
  type: enumParam(AGENT_TYPES, 'agent').openapi({ example: 'property-manager' }),
  city: enumParam(VALUATION_CITIES).openapi({ example: 'Gurgaon' }),
  locality: textParam.openapi({ example: 'Sector 45' }),
  q: textParam.openapi({ description: 'Part of the name or company', example: 'mehta' }),
  agent: textParam.openapi({ description: "One agent's public handle (slug)" }),
  page: intParam(1, 500, 1),
});

const Count = z.object({ name: z.string(), agents: z.number() });

export const AgentCardSchema = z
  .object({
    slug: z.string().openapi({ example: 'rohan-mehta-1c3e5a7b' }),
    name: z.string(),
    companyName: z.string().nullable(),
    reraId: z.string().nullable(),
    type: z.enum(AGENT_TYPES),
    registered: z.boolean().openapi({ description: 'Applied with a RERA number; approved by PropAI' }),
    cities: z.array(z.string()),
    localities: z.array(z.object({ city: z.string(), name: z.string(), listings: z.number() })),
    liveListings: z.number(),
    responseRate: z.object({
      considered: z.number(),
      handled: z.number(),
      rate: z.number().nullable().openapi({ description: 'Whole per cent; null below 3 requests' }),
    }),
    phone: z.string().nullable().openapi({ description: 'Only when the agent chose to publish it' }),
  })
  .openapi('AgentCard');

export const DirectoryAnswer = z
  .object({
    items: z.array(AgentCardSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    cities: z.array(Count).openapi({ description: 'Cities with agents of this type' }),
    localities: z
      .array(Count)
      .openapi({ description: 'Localities of the chosen city with agents of this type' }),
    asOf: z.string().openapi({ description: 'When the directory was last computed' }),
    method: z.object({
      listings: z.string(),
      responseRate: z.string(),
      propertyManager: z.string(),
      registered: z.string(),
    }),
  })
  .openapi('AgentDirectory');

const localities = z
  .array(z.string({ error: M.localities }).trim().min(2, M.localities).max(LOCALITY_MAX, M.localities), {
    error: M.localities,
  })
  .min(1, M.localities)
  .max(LOCALITIES_MAX, M.localities);

export const ApplicationBody = z
  .object({
    type: z.enum(AGENT_TYPES, { error: M.type }),
    companyName: z
      .string({ error: M.companyName })
      .trim()
      .min(2, M.companyName)
      .max(COMPANY_MAX, M.companyMax),
    reraId: z.string({ error: M.reraRequired }).trim().min(1, M.reraRequired).regex(RERA_RE, M.reraFormat),
    city: z.enum(VALUATION_CITIES, { error: M.city }),
    localities,
    publishPhone: z.boolean({ error: 'Choose whether to publish your mobile.' }).default(false),
  })
  .openapi('AgentApplicationBody');

export const ApplicationSchema = z
  .object({
    id: z.string(),
    type: z.enum(AGENT_TYPES),
    companyName: z.string(),
    reraId: z.string(),
    city: z.string(),
    localities: z.array(z.string()),
    publishPhone: z.boolean(),
    status: z.enum(APPLICATION_STATUSES),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    /** The directory handle once approved. */
    slug: z.string().nullable(),
  })
  .openapi('AgentApplication');

export const MyApplicationAnswer = z
  .object({ application: ApplicationSchema.nullable() })
  .openapi('MyAgentApplication');

export const AdminApplicationSchema = ApplicationSchema.extend({
  applicant: z.object({
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    /** Live listings the account posted, and how many of them as an agent or builder. */
    liveListings: z.number(),
    professionalListings: z.number(),
  }),
}).openapi('AdminAgentApplication');

export const AdminApplicationsQuery = z.object({
  status: enumParam(APPLICATION_STATUSES, 'pending'),
});

export const AdminApplicationList = z
  .object({ items: z.array(AdminApplicationSchema), status: z.enum(APPLICATION_STATUSES) })
  .openapi('AdminAgentApplications');

export const DecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: M.decision }),
    reason: z.string({ error: M.reason }).trim().max(REJECTION_MAX, M.reason).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'reject' && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reason });
  })
  .openapi('AgentApplicationDecision');

export const ApplicationParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid application id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});
