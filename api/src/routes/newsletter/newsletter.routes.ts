/**
 * POST /api/newsletter/subscribe: the weekly newsletter's stored subscription list (DECISIONS.md).
 *
 * Guarantees: one subscription per address, decided by the unique index on `email` (never by a
 * read-then-insert, which two API processes could both pass); subscribing again answers 200 with
 * the existing id. Writes accept an Idempotency-Key (http/idempotency.ts), so a queued replay or
 * a double tap answers exactly what the first request answered. Per-IP rate limited in the store,
 * so the limit holds across API processes.
 */
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { normalEmail } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { DuplicateKeyError } from '../../store/types';
import { SubscribeAnswer, SubscribeBody } from './newsletter.schemas';

export const NEWSLETTER = 'newsletter_subscriptions';

/** Generous for a household behind one address, tight enough that nobody fills the list by script. */
export const SUBSCRIBES_PER_IP: RateLimit = { name: 'newsletter:ip', limit: 20, windowMs: 15 * 60_000 };

type SubscriptionDoc = {
  _id: string;
  email: string;
  source?: string;
  userId?: string;
  createdAt: Date;
};

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const subscribeRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'public',
    method: 'post',
    path: '/subscribe',
    tags: ['Newsletter'],
    summary: 'Subscribe an email address to the weekly newsletter (idempotent)',
    middleware: [idempotency(deps)] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: SubscribeBody } } },
    },
    responses: {
      201: json(SubscribeAnswer, 'Subscribed'),
      200: json(SubscribeAnswer, 'Already subscribed: the existing subscription'),
      ...errorResponses(400, 409, 429),
    },
  });

export function newsletterRoutes(deps: AppDeps) {
  const list = deps.store.collection<SubscriptionDoc>(NEWSLETTER);
  return createRouter<OptionalAuthEnv>().openapi(subscribeRoute(deps), async (c) => {
    await hitRateLimit(deps.store, SUBSCRIBES_PER_IP, clientIp(c, deps.env.TRUST_PROXY));
    const body = c.req.valid('json');
    const email = normalEmail(body.email);
    c.header('Cache-Control', 'no-store');
    try {
      const doc = await list.insertOne({
        email,
        createdAt: new Date(),
        ...(body.source ? { source: body.source } : {}),
        ...(c.var.user ? { userId: c.var.user._id } : {}),
      });
      return c.json({ success: true as const, id: doc._id, email }, 201);
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      const existing = await list.findOne({ email }, { projection: { _id: 1 } });
      // Gone again between the two steps: the 409 (from onError) tells the client to retry.
      if (!existing) throw err;
      return c.json({ success: true as const, id: existing._id, email }, 200);
    }
  });
}
