import type { SessionUser } from '../../db/schema';

/**
 * What the PWA keeps of a user in its one session record (extra fields are stored as they are).
 * The auth feature builds it from the API's user (features/auth/api/auth-api.ts `toAuthUser`).
 */
export interface AuthUser extends SessionUser {
  /** A mobile this account asked for that stays with its holder until they agree (or 15 days pass). */
  mobileAwaitingConsent?: { mobile: string; completesAt: string } | null;
  firstName?: string | null;
  lastName?: string | null;
  country?: string | null;
  /** The server's role name (user, owner, agent, builder, admin), for display. */
  roleName?: string;
}
