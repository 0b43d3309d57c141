/**
 * The weekly newsletter (the market pulse), double opt-in (services/newsletter/subscriptions.ts):
 * - POST /api/newsletter/subscribe stores the address pending and emails a confirmation link;
 *   always 202 "check your inbox", whatever the address's state, so the form tells a stranger
 *   nothing. Writes accept an Idempotency-Key (http/idempotency.ts): a queued replay or a double
 *   tap answers what the first request answered.
 * - POST /api/newsletter/confirm and /unsubscribe take the emailed link's token (404 when unknown
 *   or expired). The links open /blogs/pulse, which posts the token: a mail scanner that fetches
 *   the link changes nothing.
 * Rate limits: per IP in the store (so they hold across API processes); per address, one email per
 * 15 minutes (subscriptions.ts), which never blocks the owner (earlier links keep working).
 */
import type { RateLimit } from '../../auth/auth-rules';
import { createOtpMailer } from '../../auth/mailer';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import { hitRateLimit } from '../../auth/rate-limit';
import type { OptionalAuthEnv } from '../../auth/session-middleware';
import { normalEmail } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import {
  subscribe,
  useToken,
  type MailContext,
  type TokenPurpose,
} from '../../services/newsletter/subscriptions';
import { SubscribeAnswer, SubscribeBody, TokenAnswer, TokenBody } from './newsletter.schemas';

export { NEWSLETTER } from '../../services/newsletter/subscriptions';

/** Generous for a household behind one address, tight enough that nobody fills the list by script. */
export const SUBSCRIBES_PER_IP: RateLimit = { name: 'newsletter:ip', limit: 20, windowMs: 15 * 60_000 };
/** Link tokens are 256-bit (no guessing); this only keeps a script from hammering the store. */
export const TOKEN_USES_PER_IP: RateLimit = { name: 'newsletter-token:ip', limit: 30, windowMs: 15 * 60_000 };

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
    summary: 'Subscribe an address to the weekly market pulse (double opt-in; idempotent)',
    middleware: [idempotency(deps)] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: SubscribeBody } } },
    },
    responses: {
      202: json(SubscribeAnswer, 'Accepted: a confirmation email is on its way (or one was sent recently)'),
      ...errorResponses(400, 409, 429),
    },
  });

const tokenRoute = (purpose: TokenPurpose) =>
  defineRoute({
    access: 'public',
    method: 'post',
    path: purpose === 'confirm' ? '/confirm' : '/unsubscribe',
    tags: ['Newsletter'],
    summary:
      purpose === 'confirm'
        ? 'Confirm a subscription with the emailed link’s token'
        : 'Unsubscribe with the token of any newsletter email’s link',
    request: { body: { required: true, content: { 'application/json': { schema: TokenBody } } } },
    responses: {
      200: json(TokenAnswer, purpose === 'confirm' ? 'Confirmed' : 'Unsubscribed'),
      ...errorResponses(400, 404, 429),
    },
  });

export function newsletterRoutes(deps: AppDeps) {
  const mail: MailContext = {
    store: deps.store,
    mailer: createOtpMailer(deps.env),
    publicUrl: publicUrlOf(deps.env),
  };
  return createRouter<OptionalAuthEnv>()
    .openapi(subscribeRoute(deps), async (c) => {
      await hitRateLimit(deps.store, SUBSCRIBES_PER_IP, clientIp(c, deps.env.TRUST_PROXY));
      const body = c.req.valid('json');
      const email = normalEmail(body.email);
      c.header('Cache-Control', 'no-store');
      await subscribe(mail, {
        email,
        ...(body.source ? { source: body.source } : {}),
        ...(c.var.user ? { userId: c.var.user._id } : {}),
      });
      return c.json(
        {
          success: true as const,
          email,
          status: 'check-inbox' as const,
          emailDisabled: mail.mailer.emailDisabled,
        },
        202,
      );
    })
    .openapi(tokenRoute('confirm'), async (c) => {
      await hitRateLimit(deps.store, TOKEN_USES_PER_IP, clientIp(c, deps.env.TRUST_PROXY));
      const done = await useToken(deps.store, c.req.valid('json').token, 'confirm');
      if (!done)
        throw ApiError.notFound('This confirmation link is not valid or has expired. Subscribe again.');
      c.header('Cache-Control', 'no-store');
      return c.json(done, 200);
    })
    .openapi(tokenRoute('unsubscribe'), async (c) => {
      await hitRateLimit(deps.store, TOKEN_USES_PER_IP, clientIp(c, deps.env.TRUST_PROXY));
      const done = await useToken(deps.store, c.req.valid('json').token, 'unsubscribe');
      if (!done) throw ApiError.notFound('This unsubscribe link is not valid or has expired.');
      c.header('Cache-Control', 'no-store');
      return c.json(done, 200);
    });
}
