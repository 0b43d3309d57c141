/**
 * /api/agents — the directory of agents, property managers and builders (the /agents page) and
 * registration (/agents/register):
 *   GET  /?type&city&locality&q&agent&page      public → one type's agents, most live listings first
 *   POST /applications  { type, companyName, reraId, city, localities, publishPhone }
 *                                               user   → 201 pending (200 when re-applying)
 *   GET  /applications/mine                     user   → the caller's registration, or null
 *
 * Guarantees: the directory answers public fields only (no account ids or emails; a phone only when
 * published) from a stored directory that is rebuilt, never computed per request
 * (services/agents/agent-directory.ts); every body field is checked (400 naming it); applying is
 * rate-limited per account (429), takes an Idempotency-Key, and cannot undo an approval (409).
 * Admins decide in admin-agents.routes.ts; each admin is notified of a new application.
 */
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { DIRECTORY_METHOD } from '../../domain/agents/directory-rules';
import { AGENT_MESSAGES } from '../../domain/agents/agent-rules';
import { normalizeCity } from '../../domain/search/city-aliases';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import type { DirectoryEntry } from '../../services/agents/agent-directory';
import { AGENT_DIRECTORY, ensureDirectory, placeKey } from '../../services/agents/agent-directory';
import { agentProfiles } from '../../services/agents/agent-profiles';
import { notify } from '../../services/notifications/notify';
import type { Filter } from '../../store/types';
import { applicationWire } from './application-wire';
import {
  ApplicationBody,
  ApplicationSchema,
  DIRECTORY_PAGE_SIZE,
  DirectoryAnswer,
  DirectoryQuery,
  MyApplicationAnswer,
} from './agents.schemas';

export const APPLICATIONS_PER_HOUR: RateLimit = {
  name: 'agent-applications:user',
  limit: 10,
  windowMs: 60 * 60_000,
};
export const ALREADY_APPROVED = 'You are already registered; your entry is in the directory.';
export const ADMIN_APPLICATIONS_PAGE = '/admin/agents';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Agents'];

const directoryRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Agents, property managers or builders, filtered by place and name (public fields only)',
  request: { query: DirectoryQuery },
  responses: { 200: json(DirectoryAnswer, 'One page, most live listings first'), ...errorResponses(400) },
});

const applyRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/applications',
    tags: TAGS,
    summary: 'Register as an agent, property manager or builder (pending until an admin approves)',
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: ApplicationBody } } } },
    responses: {
      201: json(ApplicationSchema, 'Pending'),
      200: json(ApplicationSchema, 'Updated and pending again'),
      ...errorResponses(400, 401, 409, 429),
    },
  });

const mineRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/applications/mine',
  tags: TAGS,
  summary: "The caller's registration and its status",
  responses: { 200: json(MyApplicationAnswer, 'The registration, or null'), ...errorResponses(401) },
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function card(e: DirectoryEntry) {
  return {
    slug: e.slug,
    name: e.name,
    companyName: e.companyName,
    reraId: e.reraId,
    type: e.type,
    registered: e.registered,
    cities: e.cities,
    localities: e.localities,
    liveListings: e.liveListings,
    responseRate: e.responseRate,
    phone: e.phone,
  };
}

export function agentRoutes(deps: AppDeps) {
  const { store } = deps;
  const directory = store.collection<DirectoryEntry>(AGENT_DIRECTORY);
  const profiles = agentProfiles(store);
  return createRouter<AuthEnv>()
    .openapi(directoryRoute, async (c) => {
      const q = c.req.valid('query');
      const { builtAt, facets } = await ensureDirectory(store);
      const cityKey = q.city ? normalizeCity(q.city) : null;
      const chips = facets[q.type];
      const clauses: Filter[] = [{ type: q.type }];
      if (q.agent) clauses.push({ slug: q.agent });
      if (cityKey) clauses.push({ cityKeys: cityKey });
      if (cityKey && q.locality) clauses.push({ placeKeys: placeKey(q.city!, q.locality) });
      if (q.q) clauses.push({ searchText: { $regex: escapeRegex(q.q.toLowerCase()) } });
      const filter = { $and: clauses };
      const total = await directory.count(filter);
      const items = await directory.find(filter, {
        sort: { registered: -1, liveListings: -1, name: 1 },
        skip: (q.page - 1) * DIRECTORY_PAGE_SIZE,
        limit: DIRECTORY_PAGE_SIZE,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          items: items.map(card),
          total,
          page: q.page,
          pageSize: DIRECTORY_PAGE_SIZE,
          cities: chips?.cities ?? [],
          localities: cityKey ? (chips?.localities[cityKey] ?? []) : [],
          asOf: builtAt.toISOString(),
          method: DIRECTORY_METHOD,
        },
        200,
      );
    })
    .openapi(applyRoute(deps), async (c) => {
      const body = c.req.valid('json');
      const me = c.var.user;
      await hitRateLimit(store, APPLICATIONS_PER_HOUR, me._id);
      if (body.publishPhone && !me.mobile) {
        throw ApiError.badRequest(AGENT_MESSAGES.publishPhone, { publishPhone: AGENT_MESSAGES.publishPhone });
      }
      const existing = await profiles.findOne({ userId: me._id });
      if (existing?.status === 'approved') throw ApiError.conflict(ALREADY_APPROVED);
      const now = new Date();
      const fields = {
        type: body.type,
        companyName: body.companyName,
        reraId: body.reraId,
        city: body.city,
        localities: [...new Set(body.localities)],
        publishPhone: body.publishPhone,
        status: 'pending' as const,
        updatedAt: now,
      };
      const doc = existing
        ? await profiles.findOneAndUpdate(
            { _id: existing._id, status: { $ne: 'approved' } },
            { $set: fields, $unset: { rejectionReason: '', decidedAt: '', decidedBy: '' } },
          )
        : await profiles.insertOne({ userId: me._id, ...fields, createdAt: now });
      if (!doc) throw ApiError.conflict(ALREADY_APPROVED);
      const admins = await users(store).find({ role: 'admin' }, { projection: { _id: 1 } });
      for (const admin of admins) {
        await notify(store, {
          userId: admin._id,
          type: 'agent_application',
          title: `Agent registration: ${me.name}`,
          body: `${body.companyName} (RERA ${body.reraId}) asks to be listed as ${body.type.replace('-', ' ')}.`,
          link: ADMIN_APPLICATIONS_PAGE,
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json(applicationWire(doc, me.name), existing ? 200 : 201);
    })
    .openapi(mineRoute, async (c) => {
      const doc = await profiles.findOne({ userId: c.var.user._id });
      c.header('Cache-Control', 'no-store');
      return c.json({ application: doc ? applicationWire(doc, c.var.user.name) : null }, 200);
    });
}
