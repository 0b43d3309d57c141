/** The signed-in user: who am I (GET /me), edit my profile (PATCH /profile), sign out (POST /logout). */
import type { OtpMailer } from '../../auth/mailer';
import { publicUrlOf } from '../../auth/mobile-consent-page';
import { settleDue } from '../../auth/mobile-transfers';
import { revokeSession } from '../../auth/sessions';
import { clientIp } from '../../http/client-ip';
import type { AuthEnv } from '../../auth/session-middleware';
import type { UserRecord } from '../../auth/users';
import { completenessOf, publicUser, splitName, users } from '../../auth/users';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { z } from '@hono/zod-openapi';
import { json, jsonBody, MeAnswer } from './auth.schemas';
import { ProfilePatchBody } from './profile.schemas';

const tags = ['Auth'];

const meRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/me',
  tags,
  summary: 'The signed-in user and how complete their profile is',
  responses: { 200: json(MeAnswer, 'The user'), ...errorResponses(401) },
});

const profileRoute = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/profile',
  tags,
  summary: 'Edit your own profile (not email, mobile or role)',
  request: { body: jsonBody(ProfilePatchBody) },
  responses: { 200: json(MeAnswer, 'The updated user'), ...errorResponses(400, 401) },
});

const LogoutAnswer = z.object({ success: z.literal(true), message: z.string() });
const logoutRoute = defineRoute({
  access: 'user',
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Revoke this session on the server',
  responses: { 200: json(LogoutAnswer, 'Signed out'), ...errorResponses(401) },
});

const me = (user: UserRecord) => ({
  success: true as const,
  user: publicUser(user),
  profileCompleteness: completenessOf(user),
});

export function sessionRoutes(deps: AppDeps, mailer: OtpMailer) {
  const { store, env } = deps;
  return createRouter<AuthEnv>()
    .openapi(meRoute, async (c) => {
      // Reading your account applies a mobile-consent request past its 15-day window (lazily).
      const ip = clientIp(c, env.TRUST_PROXY);
      await settleDue({ store, mailer, ip, publicUrl: publicUrlOf(env) }, { userId: c.var.user._id });
      const user = (await users(store).findOne({ _id: c.var.user._id })) ?? c.var.user;
      c.header('Cache-Control', 'no-store');
      return c.json(me(user), 200);
    })
    .openapi(profileRoute, async (c) => {
      const patch = c.req.valid('json');
      const current = c.var.user;
      const set: Partial<UserRecord> = { ...patch, updatedAt: new Date() };
      // Keep the display name and its parts in step when only one side is edited.
      if (patch.name && !patch.firstName && !patch.lastName) Object.assign(set, splitName(patch.name));
      if (!patch.name && (patch.firstName || patch.lastName)) {
        set.name = [patch.firstName ?? current.firstName, patch.lastName ?? current.lastName]
          .filter(Boolean)
          .join(' ');
      }
      await users(store).updateOne({ _id: current._id }, { $set: set });
      const updated = (await users(store).findOne({ _id: current._id })) ?? { ...current, ...set };
      c.header('Cache-Control', 'no-store');
      return c.json(me(updated), 200);
    })
    .openapi(logoutRoute, async (c) => {
      await revokeSession(store, c.var.session._id);
      return c.json({ success: true as const, message: 'Signed out.' }, 200);
    });
}
