/**
 * /api/account (settings page), every route signed-in only and about the caller's own account:
 *   GET  /notification-preferences        → every type's in-app and email switch, grouped
 *   PUT  /notification-preferences        { preferences: { <type>: { inApp, email } } } → the same
 *   GET  /export                          → everything the account holds, a JSON attachment
 *   POST /delete/request-code             → a deletion code to the account's own email
 *   POST /delete/confirm { challengeId, otp } → the account is deleted; its sessions end
 *
 * Guarantees:
 * - preferences are stored only for the types sent (unknown types: 400 naming
 *   `preferences.<type>`); PUT states the wanted result, so a repeat is harmless;
 * - the export is limited per user (EXPORTS_PER_USER), it is heavy and nobody needs it often;
 * - deletion needs a FRESH code mailed to the account's address: a stolen session alone cannot
 *   delete an account. The code machinery is sign-in's (hashed, 5 tries, challenge only the asker
 *   holds, per-client limits) with its own purpose, so the two kinds of code never cross;
 * - the last admin cannot delete their account (409 with the reason).
 */
import type { Context } from 'hono';
import { LIMITS, OTP_VALID_SECONDS, type RateLimit } from '../../auth/auth-rules';
import { audit } from '../../auth/login-audit';
import type { OtpMailer } from '../../auth/mailer';
import { issueCode, verifyCode } from '../../auth/otp-codes';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { users } from '../../auth/users';
import { clientIp } from '../../http/client-ip';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { exportAccount } from '../../services/account/account-export';
import { assertNotLastAdmin, beginDeletion, finishDeletion } from '../../services/account/delete-account';
import { preferencesOf, savePreferences } from '../../services/account/notification-prefs';
import { json, jsonBody } from '../_shared/otp.schemas';
import {
  AccountExport,
  ConfirmDeletionBody,
  DeletedAnswer,
  DeletionCodeAnswer,
  PreferencesAnswer,
  UpdatePreferencesBody,
} from './account.schemas';

const tags = ['Account'];

/** A few downloads an hour: enough to retry a failed one, not enough to load the store. */
export const EXPORTS_PER_USER: RateLimit = { name: 'export:user', limit: 5, windowMs: 60 * 60_000 };
export const DELETED_MESSAGE = 'Your account has been deleted. You have been signed out.';

const getPrefsRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/notification-preferences',
  tags,
  summary: 'Which notifications the caller gets in the app and by email',
  responses: { 200: json(PreferencesAnswer, 'Every type, grouped'), ...errorResponses(401) },
});

const putPrefsRoute = defineRoute({
  access: 'user',
  method: 'put',
  path: '/notification-preferences',
  tags,
  summary: 'Set the in-app and email switches of some notification types',
  request: { body: jsonBody(UpdatePreferencesBody) },
  responses: { 200: json(PreferencesAnswer, 'Saved; every type, grouped'), ...errorResponses(400, 401) },
});

const exportRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/export',
  tags,
  summary: 'Download everything the account holds (a JSON file)',
  responses: { 200: json(AccountExport, 'The export, as an attachment'), ...errorResponses(401, 429) },
});

const requestCodeRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/delete/request-code',
  tags,
  summary: "Mail a code to the account's own address to confirm its deletion",
  responses: { 200: json(DeletionCodeAnswer, 'Code sent'), ...errorResponses(401, 409, 429, 503) },
});

const confirmRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/delete/confirm',
  tags,
  summary: 'Delete the account: listings taken down, personal data erased, sessions ended',
  request: { body: jsonBody(ConfirmDeletionBody) },
  responses: { 200: json(DeletedAnswer, 'Deleted'), ...errorResponses(400, 401, 409, 429) },
});

export function accountRoutes(deps: AppDeps, mailer: OtpMailer) {
  const { store, env } = deps;
  const ipOf = (c: Context) => clientIp(c, env.TRUST_PROXY);
  const prefsAnswer = (stored: Parameters<typeof preferencesOf>[0]) => ({
    groups: preferencesOf(stored),
    emailDisabled: mailer.emailDisabled,
  });

  return createRouter<AuthEnv>()
    .openapi(getPrefsRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(prefsAnswer(c.var.user.notificationPrefs), 200);
    })
    .openapi(putPrefsRoute, async (c) => {
      const { preferences } = c.req.valid('json');
      const stored = await savePreferences(store, c.var.user._id, preferences);
      c.header('Cache-Control', 'no-store');
      return c.json(prefsAnswer(stored), 200);
    })
    .openapi(exportRoute, async (c) => {
      const user = c.var.user;
      await hitRateLimit(store, EXPORTS_PER_USER, user._id);
      const now = new Date();
      const data = await exportAccount(store, user, now);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="propai-data-${now.toISOString().slice(0, 10)}.json"`,
      );
      return c.json(data, 200);
    })
    .openapi(requestCodeRoute, async (c) => {
      const ip = ipOf(c);
      const user = c.var.user;
      await hitRateLimit(store, LIMITS.sendsPerIp, ip);
      await assertNotLastAdmin(store, user);
      const challengeId = await issueCode(store, mailer, {
        userId: user._id,
        sendTo: user.email,
        ip,
        purpose: 'delete_account',
      });
      await audit(store, {
        emailTyped: user.email,
        mobileTyped: null,
        attachedEmail: null,
        outcome: 'deletion_code_sent',
        matchedUserId: user._id,
        ip,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          challengeId,
          sentTo: user.email,
          emailDisabled: mailer.emailDisabled,
          resendInSeconds: OTP_VALID_SECONDS,
          message: mailer.emailDisabled
            ? 'OTP generated (email disabled). Check server console.'
            : `We sent a 6-digit code to ${user.email}.`,
        },
        200,
      );
    })
    .openapi(confirmRoute, async (c) => {
      const ip = ipOf(c);
      const user = c.var.user;
      const { challengeId, otp } = c.req.valid('json');
      await verifyCode(store, { challengeId, otp, userId: user._id, purpose: 'delete_account' }, ip);
      // Checked again at the last moment: another admin may have deleted their account meanwhile.
      await assertNotLastAdmin(store, (await users(store).findOne({ _id: user._id })) ?? user);
      await beginDeletion(store, user._id);
      await finishDeletion(store, user._id, ip);
      c.header('Cache-Control', 'no-store');
      return c.json({ deleted: true as const, message: DELETED_MESSAGE }, 200);
    });
}
