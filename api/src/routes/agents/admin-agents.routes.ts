/**
 * /api/admin/agents — admins decide agent registrations (the /admin/agents page):
 *   GET  /applications?status=pending|approved|rejected      → oldest first, with the applicant's
 *        name, email, mobile and live listings (admins only: 401 signed out, 403 without the role)
 *   POST /applications/{id}/decision { decision, reason? }   → the application now
 *
 * A decision is made once: deciding a decided application the same way again answers it unchanged
 * (a retried tap), the other way is 409. Approving puts the agent in the directory at once
 * (services/agents/agent-directory.ts `refreshAgent`); both outcomes notify the applicant, a
 * rejection with its reason. Who decided is stored, never published.
 */
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { AGENT_TYPE_LABELS } from '../../domain/agents/agent-rules';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { refreshAgent } from '../../services/agents/agent-directory';
import { agentProfiles, type AgentProfileDoc } from '../../services/agents/agent-profiles';
import { notify } from '../../services/notifications/notify';
import type { Store } from '../../store/types';
import { applicationWire } from './application-wire';
import {
  AdminApplicationList,
  AdminApplicationSchema,
  AdminApplicationsQuery,
  ApplicationParams,
  DecisionBody,
} from './agents.schemas';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Agents'];

const listRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/applications',
  tags: TAGS,
  summary: 'Agent registrations by status, oldest first, with the applicant (admins)',
  request: { query: AdminApplicationsQuery },
  responses: { 200: json(AdminApplicationList, 'At most 200'), ...errorResponses(400, 401, 403) },
});

const decideRoute = defineRoute({
  access: 'admin',
  method: 'post',
  path: '/applications/{id}/decision',
  tags: TAGS,
  summary: 'Approve or reject an agent registration (admins); the applicant is notified',
  request: {
    params: ApplicationParams,
    body: { required: true, content: { 'application/json': { schema: DecisionBody } } },
  },
  responses: {
    200: json(AdminApplicationSchema, 'The application now'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

async function withApplicant(
  store: Store,
  doc: AgentProfileDoc,
): Promise<z.infer<typeof AdminApplicationSchema>> {
  const user = await users(store).findOne(
    { _id: doc.userId },
    { projection: { name: 1, email: 1, mobile: 1 } },
  );
  const listings = store.collection('listings');
  const live = { authorId: doc.userId, status: 'live' };
  const name = user?.name ?? 'Deleted account';
  return {
    ...applicationWire(doc, name),
    applicant: {
      name,
      email: user?.email ?? '',
      mobile: user?.mobile ?? null,
      liveListings: await listings.count(live),
      professionalListings: await listings.count({ ...live, userType: { $in: ['agent', 'builder'] } }),
    },
  };
}

export function adminAgentRoutes(deps: AppDeps) {
  const { store } = deps;
  const profiles = agentProfiles(store);
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const { status } = c.req.valid('query');
      const docs = await profiles.find({ status }, { sort: { createdAt: 1 }, limit: 200 });
      const items = [];
      for (const doc of docs) items.push(await withApplicant(store, doc));
      c.header('Cache-Control', 'no-store');
      return c.json({ items, status }, 200);
    })
    .openapi(decideRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { decision, reason } = c.req.valid('json');
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const now = new Date();
      const decided = await profiles.findOneAndUpdate(
        { _id: id, status: 'pending' },
        {
          $set: {
            status,
            decidedAt: now,
            decidedBy: c.var.user._id,
            updatedAt: now,
            ...(status === 'rejected' ? { rejectionReason: reason } : {}),
          },
        },
      );
      if (!decided) {
        const doc = await profiles.findOne({ _id: id });
        if (!doc) throw ApiError.notFound('Application not found.');
        if (doc.status !== status) throw ApiError.conflict(`This application is already ${doc.status}.`);
        c.header('Cache-Control', 'no-store');
        return c.json(await withApplicant(store, doc), 200);
      }
      const entry = status === 'approved' ? await refreshAgent(store, decided.userId, now) : null;
      const label = AGENT_TYPE_LABELS[decided.type].toLowerCase();
      await notify(store, {
        userId: decided.userId,
        type: status === 'approved' ? 'agent_approved' : 'agent_rejected',
        title:
          status === 'approved' ? `You are listed as a ${label}` : 'Your agent registration was not approved',
        body:
          status === 'approved'
            ? `${decided.companyName} (RERA ${decided.reraId}) is now in the PropAI directory.`
            : `Reason: ${reason ?? ''} You can correct it and apply again.`,
        link: entry ? `/agents?type=${decided.type}&agent=${entry.slug}` : '/agents/register',
      });
      c.header('Cache-Control', 'no-store');
      return c.json(await withApplicant(store, decided), 200);
    });
}
