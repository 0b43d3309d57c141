/**
 * Callback requests (DECISIONS.md: Contact / Request a callback send a lead to the lister, who sees
 * it). POST /api/leads stores one request and notifies its recipient; GET /api/leads/received lists
 * what the signed-in user received.
 *
 * Guarantees:
 * - a session is required (401); the body is validated (400 naming the field, spec part 1 §5 texts);
 * - an Idempotency-Key makes a retried or double-tapped request store one lead and one notification
 *   (http/idempotency.ts; the claim lives in the store, so it holds across API processes);
 * - at most LEADS_PER_USER requests per user per hour, counted in the store (insert-only hits);
 * - recipient: a listing's `authorId`; a project has no developer account, so its leads belong to
 *   the group 'admins' — every admin sees them and each admin gets a notification;
 * - leads are insert-only; the requester's name and phone go to the recipient only (never public).
 */
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { notify } from '../../services/notifications/notify';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { listingUrl } from '../../domain/search/public-listing';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import type { Doc, Projection, Store } from '../../store/types';
import { LeadBody, LeadCreated, LeadList } from './leads.schemas';

export const LEADS = 'leads';

/** Enough for a buyer comparing a handful of homes in an hour; stops a script spamming listers. */
export const LEADS_PER_USER: RateLimit = { name: 'leads:user', limit: 5, windowMs: 60 * 60_000 };

export type LeadDoc = {
  _id: string;
  targetType: 'project' | 'listing';
  targetId: string;
  targetTitle: string;
  link: string;
  /** The lister (listing leads). */
  recipientId?: string;
  /** 'admins' for project leads. */
  recipientGroup?: 'admins';
  fromUserId: string;
  name: string;
  phone: string;
  message?: string;
  createdAt: Date;
};

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const createLeadRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: ['Leads'],
    summary: 'Request a callback from the lister (listing) or the developer (project, via admins)',
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: LeadBody } } } },
    responses: {
      201: json(LeadCreated, 'Stored; the recipient is notified'),
      ...errorResponses(400, 401, 404, 429),
    },
  });

const receivedRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/received',
  tags: ['Leads'],
  summary: "Callback requests for the signed-in user's listings (admins: also every project's)",
  responses: { 200: json(LeadList, 'Newest first, at most 100'), ...errorResponses(401) },
});

interface Target {
  title: string;
  link: string;
  recipientId?: string;
}

async function findTarget(store: Store, type: 'project' | 'listing', ref: string): Promise<Target> {
  if (type === 'project') {
    const project = await store
      .collection('projects')
      .findOne(projectRefFilter(ref), { projection: { name: 1, slug: 1 } });
    if (!project) throw ApiError.notFound('Project not found.');
    const slug = typeof project.slug === 'string' ? project.slug : project._id;
    return {
      title: typeof project.name === 'string' ? project.name : 'A project',
      link: `/projects/${slug}`,
    };
  }
  const listings = store.collection('listings');
  const projection: Projection = { title: 1, slug: 1, category: 1, authorId: 1 };
  const listing =
    (await listings.findOne({ slug: ref, $and: [{ status: 'live' }] }, { projection })) ??
    (await listings.findOne({ _id: ref, $and: [{ status: 'live' }] }, { projection }));
  if (!listing || typeof listing.authorId !== 'string') throw ApiError.notFound('Listing not found.');
  return {
    title: typeof listing.title === 'string' ? listing.title : 'Your listing',
    link: listingUrl(listing),
    recipientId: listing.authorId,
  };
}

function toLead(doc: LeadDoc | Doc) {
  const d = doc as LeadDoc;
  return {
    id: d._id,
    targetType: d.targetType,
    targetId: d.targetId,
    targetTitle: d.targetTitle,
    link: d.link,
    name: d.name,
    phone: d.phone,
    message: d.message ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export function leadRoutes(deps: AppDeps) {
  const { store } = deps;
  const leads = store.collection<LeadDoc>(LEADS);
  return createRouter<AuthEnv>()
    .openapi(createLeadRoute(deps), async (c) => {
      const body = c.req.valid('json');
      const me = c.var.user;
      await hitRateLimit(store, LEADS_PER_USER, me._id);
      const target = await findTarget(store, body.targetType, body.targetId);
      const lead = await leads.insertOne({
        targetType: body.targetType,
        targetId: body.targetId,
        targetTitle: target.title,
        link: target.link,
        ...(target.recipientId ? { recipientId: target.recipientId } : { recipientGroup: 'admins' as const }),
        fromUserId: me._id,
        name: body.name,
        phone: body.phone,
        ...(body.message ? { message: body.message } : {}),
        createdAt: new Date(),
      });
      const recipients = target.recipientId
        ? [target.recipientId]
        : (await users(store).find({ role: 'admin' }, { projection: { _id: 1 } })).map((u) => u._id);
      for (const userId of recipients) {
        await notify(store, {
          userId,
          type: 'callback_request',
          title: `Callback requested: ${target.title}`,
          body: `${body.name} (${body.phone}) asked for a call back.${body.message ? ` “${body.message}”` : ''}`,
          link: '/notifications',
        });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, lead: toLead(lead) }, 201);
    })
    .openapi(receivedRoute, async (c) => {
      const me = c.var.user;
      const filter =
        me.role === 'admin'
          ? { $or: [{ recipientId: me._id }, { recipientGroup: 'admins' }] }
          : { recipientId: me._id };
      const docs = await leads.find(filter, { sort: { createdAt: -1 }, limit: 100 });
      c.header('Cache-Control', 'no-store');
      return c.json({ items: docs.map(toLead) }, 200);
    });
}
