/**
 * Email-OTP sign-in: request a code, verify it, resend it, and survey signup (spec §7).
 * Per-IP limits run first, before any lookup; per-address limits when a code is about to be sent
 * (auth-rules.ts has the numbers).
 */
import type { Context } from 'hono';
import { LIMITS } from '../../auth/auth-rules';
import { completeSignIn } from '../../auth/complete-sign-in';
import type { OtpMailer } from '../../auth/mailer';
import { codeForChallenge, issueCode, resendWaitSeconds, verifyCode, voidCode } from '../../auth/otp-codes';
import { audit } from '../../auth/login-audit';
import { hitRateLimit } from '../../auth/rate-limit';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import { requestOtp } from '../../auth/sign-in';
import type { OtpRequestResult as Result } from '../../auth/sign-in';
import { digitsOf, normalEmail, publicUser, users } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import {
  json,
  jsonBody,
  OtpRequestResult,
  RequestOtpBody,
  ResendAnswer,
  ResendOtpBody,
  SessionAnswer,
  VerifyOtpBody,
} from './auth.schemas';

const tags = ['Auth'];

const requestOtpRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/email/request-otp',
  tags,
  summary: 'Send a sign-in code to an email (or answer the mobile conflict)',
  request: { body: jsonBody(RequestOtpBody) },
  responses: {
    200: json(OtpRequestResult, 'Code sent'),
    403: json(OtpRequestResult, 'cooldown_403: the email for this mobile changed less than 15 days ago'),
    409: json(OtpRequestResult, 'request_change_or_use_attached or mismatch_409; no code sent'),
    ...errorResponses(400, 429, 503),
  },
});

const verifyOtpRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/verify-otp',
  tags,
  summary: 'Verify a code and start a session',
  request: { body: jsonBody(VerifyOtpBody) },
  responses: { 200: json(SessionAnswer, 'Signed in'), ...errorResponses(400, 429) },
});

const resendOtpRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/resend-otp',
  tags,
  summary: 'Send a new code once the 600 s countdown is over (the old code stops working)',
  request: { body: jsonBody(ResendOtpBody) },
  responses: { 200: json(ResendAnswer, 'New code sent'), ...errorResponses(400, 404, 429, 503) },
});

export function answer(c: Context, result: Result) {
  return result.status === 200
    ? c.json(result.body, 200)
    : result.status === 403
      ? c.json(result.body, 403)
      : c.json(result.body, 409);
}

export function otpRoutes(deps: AppDeps, mailer: OtpMailer) {
  const { store, env } = deps;
  const ipOf = (c: Context) => clientIp(c, env.TRUST_PROXY);
  const context = (ip: string) => ({
    store,
    adminEmails: env.ADMIN_EMAILS,
    mailer,
    ip,
    publicUrl: publicUrlOf(env),
  });

  /** A failed code check, in the login audit (the admin dashboard counts them per day). */
  const auditRejected = async (challengeId: string, ip: string) => {
    const code = await codeForChallenge(store, challengeId);
    await audit(store, {
      outcome: 'code_rejected',
      emailTyped: code?.sentTo ?? null,
      mobileTyped: null,
      attachedEmail: null,
      matchedUserId: code?.userId ?? null,
      ip,
    });
  };

  return createRouter()
    .openapi(requestOtpRoute, async (c) => {
      const ip = ipOf(c);
      await hitRateLimit(store, LIMITS.sendsPerIp, ip);
      const body = c.req.valid('json');
      const result = await requestOtp(context(ip), {
        name: body.name.trim(),
        mobile: digitsOf(body.mobile),
        email: normalEmail(body.email),
        allowChange: body.allowChange === true,
        useAttached: body.useAttached === true,
      });
      return answer(c, result);
    })
    .openapi(verifyOtpRoute, async (c) => {
      const ip = ipOf(c);
      const body = c.req.valid('json');
      const code = await verifyCode(store, body, ip).catch(async (err: unknown) => {
        if (err instanceof ApiError && err.status === 400) await auditRejected(body.challengeId, ip);
        throw err;
      });
      const { token, user } = await completeSignIn(context(ip), code);
      c.header('Cache-Control', 'no-store');
      const message = `Welcome, ${user.firstName ?? user.name}!`;
      return c.json(
        { success: true as const, token, sessionToken: token, user: publicUser(user), message },
        200,
      );
    })
    .openapi(resendOtpRoute, async (c) => {
      await hitRateLimit(store, LIMITS.sendsPerIp, ipOf(c));
      const { challengeId } = c.req.valid('json');
      // Only the challenge's holder can resend, so a stranger cannot void someone's code this way.
      const found = await codeForChallenge(store, challengeId);
      // A deletion code is resent by its own route (routes/account), never as a sign-in code.
      const last = found && !found.purpose ? found : null;
      const user = last ? await users(store).findOne({ _id: last.userId }) : null;
      if (!user || !last) throw ApiError.notFound('No user to resend OTP for.');
      if (last.consumedAt) {
        throw ApiError.badRequest('This code was already used; sign in again.', {
          challengeId: 'Already used.',
        });
      }
      const wait = resendWaitSeconds(last);
      if (wait > 0) throw ApiError.rateLimited(wait, `You can resend the code in ${wait} s.`);
      const next = await issueCode(store, mailer, {
        userId: user._id,
        sendTo: last.sentTo,
        ip: ipOf(c),
        ...(user.mobile ? { mobile: user.mobile } : {}),
        ...(last.pending ? { pending: last.pending } : {}),
      });
      await voidCode(store, last._id);
      const message = mailer.emailDisabled
        ? 'OTP generated (email disabled). Check server console.'
        : 'We sent a new code.';
      return c.json(
        { success: true as const, emailDisabled: mailer.emailDisabled, challengeId: next, message },
        200,
      );
    });
}
