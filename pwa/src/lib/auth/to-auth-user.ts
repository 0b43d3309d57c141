/**
 * The API's public user (api/src/auth/users.ts publicUser) → what the PWA keeps in its one session
 * record. Shared by every way into a session (sign-in modal, /login, the survey sign-up modal) and
 * by the session's re-validation, so they all store the same shape.
 */
import type { ServerUser } from '@propai/api/wire';
import type { AuthUser } from '../session/session-user';

export function toAuthUser(u: ServerUser): AuthUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    mobile: u.mobile ?? undefined,
    role: u.role === 'admin' || u.isAdmin === true ? 'admin' : 'user',
    roleName: u.role,
    hasSurvey: u.hasSurvey ?? false,
    firstName: u.firstName,
    lastName: u.lastName,
    country: u.country,
    mobileAwaitingConsent: u.mobileAwaitingConsent ?? null,
  };
}
