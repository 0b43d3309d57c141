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
 * - recipient: a listing's `authorId`; an agent of the directory (/agents, targetType 'agent', by
 *   its public handle) itself; a project has no developer account, so its leads belong to
 *   the group 'admins' — every admin sees them and each admin gets a notification;
 * - a request for one's own listing is refused (400);
 * - leads are never deleted; the requester's name and phone go to the recipient only (never
 *   public). The recipient may mark one handled: POST /api/leads/{id}/handled ({ handled } states
 *   the wanted result, so a retry is harmless; anyone else gets 404);
 * - the lister's phone: GET /api/leads/contact/{listingId} answers it, with tel: and wa.me links,
 *   only to a signed-in buyer who sent a callback request for that live listing (403 before), and
 *   at most REVEALS_PER_DAY distinct listings per buyer per rolling 24 h (429), counted in the
 *   store (`contact_reveals`, one row per buyer and listing: reading a number again is free).
 *   Never part of any public answer.
 */
import { CONTACT_REVEALS, LEADS } from '../_shared/lead-collections';
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { notify } from '../../services/notifications/notify';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { REVEAL_WINDOW_MS, REVEALS_PER_DAY, contactLinks } from '../../domain/leads/contact-reveal';
import { listingUrl } from '../../domain/search/public-listing';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import type { Doc, Projection, Store } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import { findListing } from '../_shared/listing-lookup';
import { AGENT_DIRECTORY } from '../../services/agents/agent-directory';
import {
  CONTACT_FIRST_MESSAGE,
  ContactParams,
  HandledBody,
  LeadBody,
  LeadCreated,
  LeadIdParams,
  LeadList,
  LeadSchema,
  ListerContact,
  NO_PHONE_MESSAGE,
  OWN_LISTING_MESSAGE,
} from './leads.schemas';

/** The app's list of received callback requests. */
export const LEADS_PAGE = '/my-listings/leads';
export { CONTACT_REVEALS, LEADS };

/** Enough for a buyer comparing a handful of homes in an hour; stops a script spamming listers. */
export const LEADS_PER_USER: RateLimit = { name: 'leads:user', limit: 5, windowMs: 60 * 60_000 };

export type LeadDoc = {
  _id: string;
  targetType: 'project' | 'listing' | 'agent';
  targetId: string;
  /** The listing's stored id (targetId may be its slug). */
  listingId?: string;
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
  handledAt?: Date;
};

type RevealDoc = { _id: string; userId: string; listingId: string; at: Date };

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

const handledRoute = defineRoute({
  access: 'owner',
  method: 'post',
  path: '/{id}/handled',
  tags: ['Leads'],
  summary: 'Mark a received callback request handled (or not): its recipient only',
  request: {
    params: LeadIdParams,
    body: { required: false, content: { 'application/json': { schema: HandledBody } } },
  },
  responses: { 200: json(LeadSchema, 'The lead now'), ...errorResponses(400, 401, 404) },
});

const contactRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/contact/{listingId}',
  tags: ['Leads'],
  summary: "The lister's phone, for a buyer who requested a callback for this listing",
  request: { params: ContactParams },
  responses: {
    200: json(ListerContact, 'Name, phone, tel: and wa.me links'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

interface Target {
  title: string;
  link: string;
  recipientId?: string;
  listingId?: string;
}

async function findTarget(store: Store, type: LeadDoc['targetType'], ref: string): Promise<Target> {
  if (type === 'agent') {
    // The directory's entry (services/agents/agent-directory.ts): its private _id is the account.
    const agent = await store
      .collection(AGENT_DIRECTORY)
      .findOne({ slug: ref }, { projection: { name: 1, slug: 1, type: 1 } });
    if (!agent) throw ApiError.notFound('Agent not found.');
    return {
      title: `Enquiry for ${typeof agent.name === 'string' ? agent.name : 'you'} (agent directory)`,
      link: `/agents?type=${String(agent.type)}&agent=${ref}`,
      recipientId: agent._id,
    };
  }
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
    listingId: listing._id,
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
    handled: d.handledAt instanceof Date,
    handledAt: d.handledAt instanceof Date ? d.handledAt.toISOString() : null,
  };
}

export function leadRoutes(deps: AppDeps) {
  const { store } = deps;
  const leads = store.collection<LeadDoc>(LEADS);
  const reveals = store.collection<RevealDoc>(CONTACT_REVEALS);
  const router = createRouter<AuthEnv>()
    .openapi(createLeadRoute(deps), async (c) => {
      const body = c.req.valid('json');
      const me = c.var.user;
      await hitRateLimit(store, LEADS_PER_USER, me._id);
      const target = await findTarget(store, body.targetType, body.targetId);
      if (target.recipientId === me._id) {
        const own = body.targetType === 'agent' ? 'This is your own directory entry.' : OWN_LISTING_MESSAGE;
        throw ApiError.badRequest(own, { targetId: own });
      }
      const lead = await leads.insertOne({
        targetType: body.targetType,
        targetId: body.targetId,
        ...(target.listingId ? { listingId: target.listingId } : {}),
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
          fromUserId: me._id,
          title: `Callback requested: ${target.title}`,
          body: `${body.name} (${body.phone}) asked for a call back.${body.message ? ` “${body.message}”` : ''}`,
          // The Leads list (PWA /my-listings/leads) lists every request received, with Call and Handled.
          link: LEADS_PAGE,
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
    })
    .openapi(handledRoute, async (c) => {
      const { id } = c.req.valid('param');
      const handled = (c.req.valid('json') as { handled?: boolean } | undefined)?.handled ?? true;
      const me = c.var.user;
      const mine =
        me.role === 'admin'
          ? { $or: [{ recipientId: me._id }, { recipientGroup: 'admins' }] }
          : { recipientId: me._id };
      const update = handled ? { $set: { handledAt: new Date() } } : { $unset: { handledAt: '' as const } };
      // Only the first mark sets the time, so a retried mark answers the same lead.
      const doc =
        (await leads.findOneAndUpdate({ _id: id, ...mine, handledAt: { $exists: !handled } }, update, {
          returnDocument: 'after',
        })) ?? (await leads.findOne({ _id: id, ...mine }));
      if (!doc) throw ApiError.notFound('Lead not found.');
      c.header('Cache-Control', 'no-store');
      return c.json(toLead(doc), 200);
    })
    .openapi(contactRoute, async (c) => {
      const { listingId: ref } = c.req.valid('param');
      const me = c.var.user;
      const listing = await findListing(store, ref, {
        title: 1,
        slug: 1,
        category: 1,
        status: 1,
        authorId: 1,
        contactName: 1,
        contactPhone: 1,
      });
      if (!listing || listing.status !== 'live') throw ApiError.notFound('Listing not found.');
      if (listing.authorId === me._id) {
        throw ApiError.badRequest(OWN_LISTING_MESSAGE, { listingId: OWN_LISTING_MESSAGE });
      }
      const refs = [listing._id, ...(typeof listing.slug === 'string' ? [listing.slug] : [])];
      const asked = await leads.findOne(
        {
          fromUserId: me._id,
          targetType: 'listing',
          $or: [{ listingId: listing._id }, { targetId: { $in: refs } }],
        },
        { projection: { _id: 1 } },
      );
      if (!asked) throw ApiError.forbidden(CONTACT_FIRST_MESSAGE);

      const author =
        typeof listing.authorId === 'string'
          ? await users(store).findOne({ _id: listing.authorId }, { projection: { name: 1, mobile: 1 } })
          : null;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
      const phone = text(listing.contactPhone) ?? text(author?.mobile);
      const title = text(listing.title) ?? 'Your listing';
      const url = deps.env.PUBLIC_URL ? deps.env.PUBLIC_URL + listingUrl(listing) : null;
      const links = phone ? contactLinks(phone, { title, url }) : null;
      if (!phone || !links) throw ApiError.notFound(NO_PHONE_MESSAGE);

      await countReveal(me._id, listing._id);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          listingId: listing._id,
          title,
          name: text(listing.contactName) ?? text(author?.name) ?? 'The lister',
          phone,
          ...links,
        },
        200,
      );
    });
  return router;

  /**
   * One row per (buyer, listing) revealed; a new listing is inserted first and the window counted
   * after (as auth/rate-limit.ts), so concurrent reveals can only over-count, never slip past.
   */
  async function countReveal(userId: string, listingId: string): Promise<void> {
    if (await reveals.findOne({ userId, listingId }, { projection: { _id: 1 } })) return;
    const now = Date.now();
    let mine: RevealDoc;
    try {
      mine = await reveals.insertOne({ userId, listingId, at: new Date(now) });
    } catch (err) {
      if (err instanceof DuplicateKeyError) return; // revealed by a concurrent request
      throw err;
    }
    const since = new Date(now - REVEAL_WINDOW_MS);
    const count = await reveals.count({ userId, at: { $gt: since } });
    if (count <= REVEALS_PER_DAY) return;
    await reveals.deleteOne({ _id: mine._id });
    const window = await reveals.find(
      { userId, at: { $gt: since } },
      { sort: { at: 1 }, limit: 1, projection: { at: 1 } },
    );
    const oldest = window[0]?.at.getTime() ?? now;
    throw ApiError.rateLimited(
      Math.max(1, Math.ceil((oldest + REVEAL_WINDOW_MS - now) / 1000)),
      `You can see the numbers of ${REVEALS_PER_DAY} listings a day. Please try again later.`,
    );
  }
}
