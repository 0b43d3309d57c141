import type { SessionUser } from '../../db/schema';

/**
 * What the PWA keeps of a user in its one session record (extra fields are stored as they are).
 * Built from the API's user (lib/auth/to-auth-user.ts).
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
