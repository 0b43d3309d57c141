/**
 * The `users` collection as the sign-in flow sees it, and the one public shape of a user.
 *
 * Identity is the EMAIL: a code sent to an address only ever signs in the account of that
 * address. The mobile is a contact detail attached to at most one account (unique, sparse index);
 * it is never proof of anything, since no SMS is sent. Roles come from the stored document only.
 */
import type { StoredPreferences } from '../domain/notifications/notification-preferences';
import type { Store } from '../store/types';

export const USERS = 'users';

export type Role = 'user' | 'owner' | 'agent' | 'builder' | 'admin';

export type UserRecord = {
  _id: string;
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  /** Absent when the mobile moved to another account (see sign-in.ts). */
  mobile?: string;
  role: Role;
  country?: string;
  city?: string;
  companyName?: string;
  citizenship?: string;
  countryOfResidence?: string;
  planningToBuy?: string;
  ownsRealEstate?: string;
  surveyData?: Record<string, unknown>;
  /** When surveyData was last submitted (POST /api/survey/submit). */
  surveyUpdatedAt?: Date;
  /**
   * A mobile this account asked for ("use the typed email") that is still on its holder's
   * account, awaiting the holder's consent or the 15-day window (mobile-transfers.ts).
   */
  pendingMobile?: { mobile: string; transferId: string; completesAt: Date };
  /** When a mobile last moved to this account: starts the 15-day cooldown. */
  emailChangedAt?: Date;
  verifiedAt?: Date;
  lastLoginAt?: Date;
  /** Notification channels per type, only where the user changed the default (settings). */
  notificationPrefs?: StoredPreferences;
  /**
   * Written FIRST when the account is deleted (services/account/delete-account.ts): from then on
   * the account cannot sign in or use a session, and any retry finishes the erasure.
   * `completedAt` once every step is done; the record stays as a tombstone id.
   */
  deletion?: { startedAt: Date; completedAt?: Date };
  createdAt: Date;
  updatedAt: Date;
};

export const users = (store: Store) => store.collection<UserRecord>(USERS);

/** Spec §5 rules, shared by the schemas and the handlers (the domain package's, re-exported). */
export {
  digitsOf,
  EMAIL_MESSAGE,
  isValidEmail,
  isValidMobile,
  MOBILE_MESSAGE,
  normalEmail,
} from '../domain/auth/contact-rules';

/** 'rahul@example.com' → 'r•••@example.com': enough to recognise your own, not to learn a stranger's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** 'Asha Rani Verma' → first 'Asha', last 'Rani Verma'. */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length > 0 ? { firstName: first, lastName: rest.join(' ') } : { firstName: first };
}

export interface ProfileCompleteness {
  percent: number;
  missing: string[];
  complete: boolean;
}

/** Spec §3: email, firstName, lastName required (30 % each), country optional (10 %). */
export function completenessOf(user: UserRecord): ProfileCompleteness {
  const has = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const required = (['email', 'firstName', 'lastName'] as const).filter((f) => !has(user[f]));
  const optional = has(user.country) ? [] : ['country'];
  const percent = (3 - required.length) * 30 + (optional.length === 0 ? 10 : 0);
  return { percent, missing: [...required, ...optional], complete: required.length === 0 };
}

/** What the API says about a user (spec §3 field names); never internal bookkeeping. */
export function publicUser(user: UserRecord) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  return {
    _id: user._id,
    id: user._id,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    fullName,
    displayName: user.name || fullName,
    email: user.email,
    mobile: user.mobile ?? null,
    mobileAwaitingConsent: user.pendingMobile
      ? { mobile: user.pendingMobile.mobile, completesAt: user.pendingMobile.completesAt.toISOString() }
      : null,
    role: user.role,
    isAdmin: user.role === 'admin',
    country: user.country ?? null,
    city: user.city ?? null,
    companyName: user.companyName ?? null,
    hasSurvey: user.surveyData !== undefined,
    surveyData: user.surveyData ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
