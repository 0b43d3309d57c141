/**
 * The mobile holder's links (mobile-transfers.ts): GET /mobile-consent?token= shows the request,
 * POST /mobile-consent/{agree|refuse|undo} (a form with `token`) acts on it. Every call is counted
 * per IP first; the token is validated by zod (400 naming `token`); an unknown token is 404, an
 * action the request's state does not allow is 409. Pages answer HTML, since a person opened a
 * link; a malformed request answers the API's JSON error shape.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LIMITS } from '../../auth/auth-rules';
import type { OtpMailer } from '../../auth/mailer';
import { consentPage, DONE_TEXT, page, publicUrlOf } from '../../auth/mobile-consent-page';
import type { TransferRecord } from '../../auth/mobile-transfers';
import { agree, refuse, undo } from '../../auth/mobile-consent-actions';
import { transferForToken } from '../../auth/mobile-transfers';
import { hitRateLimit } from '../../auth/rate-limit';
import { maskEmail, users } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { defineRoute } from '../../http/define-route';
import { createRouter } from '../../http/validation';

const tags = ['Auth'];
const token = z
  .string({ error: 'Invalid link.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link.')
  .openapi({ description: 'The token from the emailed link' });
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const showRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/mobile-consent',
  tags,
  summary: "The mobile holder's link: shows the request and its buttons (changes nothing)",
  request: { query: z.object({ token }) },
  responses: { 200: html('The request'), ...errorResponses(400, 404, 429) },
});

const actRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/mobile-consent/{action}',
  tags,
  summary: 'The mobile holder agrees, refuses, or undoes a completed move',
  request: {
    params: z.object({ action: z.enum(['agree', 'refuse', 'undo'], { error: 'Unknown action.' }) }),
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ token }) } },
    },
  },
  responses: {
    200: html('Done'),
    404: html('Unknown link'),
    409: html('Not possible in the request’s state'),
    ...errorResponses(400, 429),
  },
});

export function mobileConsentRoutes(deps: AppDeps, mailer: OtpMailer) {
  const { store, env } = deps;
  const context = (c: Context) => ({
    store,
    mailer,
    publicUrl: publicUrlOf(env),
    ip: clientIp(c, env.TRUST_PROXY),
  });
  const requesterOf = async (t: TransferRecord) => {
    const requester = await users(store).findOne({ _id: t.toUserId });
    return requester ? maskEmail(requester.email) : 'another account';
  };
  const noStore = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  };

  return createRouter()
    .openapi(showRoute, async (c) => {
      const ctx = context(c);
      await hitRateLimit(store, LIMITS.consentPerIp, ctx.ip);
      const { token: given } = c.req.valid('query');
      const t = await transferForToken(store, given);
      noStore(c);
      return c.html(consentPage(t, given, await requesterOf(t)), 200);
    })
    .openapi(actRoute, async (c) => {
      const ctx = context(c);
      await hitRateLimit(store, LIMITS.consentPerIp, ctx.ip);
      const { action } = c.req.valid('param');
      const { token: given } = c.req.valid('form');
      noStore(c);
      const run = { agree, refuse, undo }[action];
      try {
        const done = await run(ctx, given);
        const text = done.status === 'undone' ? DONE_TEXT.undo : DONE_TEXT[action];
        return c.html(page('Your mobile number', [text]), 200);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) {
          return c.html(page('Link not valid', [err.message]), 404);
        }
        if (err instanceof ApiError && err.status === 409) {
          return c.html(page('Your mobile number', [err.message]), 409);
        }
        throw err;
      }
    });
}
