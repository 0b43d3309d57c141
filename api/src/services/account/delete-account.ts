/**
 * Deleting an account (settings → Delete account, DPDP Act: erasure on request).
 *
 * Guarantees:
 * - all or nothing IN EFFECT: `deletion.startedAt` is written on the user FIRST. From that moment
 *   the account can neither sign in (sign-in.ts, complete-sign-in.ts) nor use a session
 *   (sessions.ts), and gets no notifications; every later step is idempotent (a conditional update
 *   or a delete by user id), so running `finishDeletion` again after a crash — at start-up
 *   (`resumeDeletions`), or when someone next asks for a code for that address — completes the job;
 * - what goes: sessions; the user's listings taken down (status 'removed': out of search, counts and
 *   the public page) with their contact fields erased; the contact fields of leads the user sent or
 *   received, and their name and phone in callback notifications delivered to listers;
 *   favourites, saved searches, notifications and queued notification emails, booking links,
 *   surveys, contact reveals, sign-in codes; pending mobile transfers voided; the login
 *   audit keeps its rows (a security log) with the typed email and mobile erased;
 * - the user record stays as a TOMBSTONE (same _id, name 'Deleted user', an undeliverable unique
 *   address) so listings, leads and reports that point at it do not dangle; everything personal on
 *   it is removed. The address is free again: signing in with it later starts a fresh account.
 */
import { audit, LOGIN_AUDIT } from '../../auth/login-audit';
import { MOBILE_TRANSFERS } from '../../auth/mobile-transfers';
import { OTP_CODES } from '../../auth/otp-codes';
import { SESSIONS } from '../../auth/sessions';
import { users, type UserRecord } from '../../auth/users';
import { ApiError } from '../../http/errors';
import { LISTINGS } from '../../routes/_shared/create-listing';
import { FAVORITES } from '../../routes/favorites/favorites.routes';
import { CONTACT_REVEALS, LEADS } from '../../routes/leads/leads.routes';
import { SURVEYS } from '../../routes/survey/survey.routes';
import type { Store } from '../../store/types';
import { NOTIFICATIONS } from '../notifications/notify';
import { NOTIFICATION_EMAILS } from '../notifications/notification-emails';
import { SAVED_SEARCHES } from '../saved-searches/saved-search-store';

export const BOOKING_LINKS = 'booking_links';
export const LAST_ADMIN_MESSAGE =
  'You are the only admin. Make another account an admin (npm run admin:grant) before deleting this one.';
export const ERASED_NAME = 'Deleted user';

/** The tombstone's address: unique (the index needs one), undeliverable (.invalid). */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Collections whose rows of this user are deleted outright (keyed by `userId`). */
const OWNED_BY_USER = [
  FAVORITES,
  SAVED_SEARCHES,
  NOTIFICATIONS,
  NOTIFICATION_EMAILS,
  BOOKING_LINKS,
  SURVEYS,
  CONTACT_REVEALS,
  OTP_CODES,
];

/** Fields of the user record that hold personal data (all removed; the tombstone keeps ids only). */
const PERSONAL_FIELDS: (keyof UserRecord)[] = [
  'firstName',
  'lastName',
  'mobile',
  'country',
  'city',
  'companyName',
  'citizenship',
  'countryOfResidence',
  'planningToBuy',
  'ownsRealEstate',
  'surveyData',
  'surveyUpdatedAt',
  'pendingMobile',
  'emailChangedAt',
  'verifiedAt',
  'lastLoginAt',
  'notificationPrefs',
];

/** 409 when this is the last admin who is not being deleted: someone must be left to moderate. */
export async function assertNotLastAdmin(store: Store, user: UserRecord): Promise<void> {
  if (user.role !== 'admin') return;
  const others = await users(store).count({
    role: 'admin',
    _id: { $ne: user._id },
    deletion: { $exists: false },
  });
  if (others === 0) throw ApiError.conflict(LAST_ADMIN_MESSAGE);
}

/** Step 0: the marker. Returns false when the account was already being deleted. */
export async function beginDeletion(store: Store, userId: string, now = new Date()): Promise<boolean> {
  const marked = await users(store).updateOne(
    { _id: userId, deletion: { $exists: false } },
    { $set: { deletion: { startedAt: now }, updatedAt: now } },
  );
  return marked.modified === 1;
}

/**
 * Every step after the marker, each safe to repeat. Does nothing for an account without the
 * marker (so it can never erase an account by mistake) or one already completed.
 */
export async function finishDeletion(store: Store, userId: string, ip = 'system'): Promise<boolean> {
  const user = await users(store).findOne({ _id: userId });
  if (!user?.deletion || user.deletion.completedAt) return false;
  const now = new Date();
  await store.collection(SESSIONS).deleteMany({ userId });
  await store.collection(LISTINGS).updateMany(
    { authorId: userId, status: { $ne: 'removed' } },
    {
      $set: { status: 'removed', removedAt: now, removedReason: 'account_deleted', updatedAt: now },
      $unset: { contactName: '', contactPhone: '', contactEmail: '' },
    },
  );
  await store
    .collection(LEADS)
    .updateMany(
      { $or: [{ fromUserId: userId }, { recipientId: userId }], anonymisedAt: { $exists: false } },
      { $set: { name: ERASED_NAME, phone: '', anonymisedAt: now }, $unset: { message: '' } },
    );
  // Callback notifications delivered to listers carry this user's name and phone in their text.
  await store.collection(NOTIFICATIONS).updateMany(
    { fromUserId: userId },
    {
      $set: { body: 'A buyer asked for a call back (their account has since been deleted).' },
      $unset: { fromUserId: '' },
    },
  );
  for (const name of OWNED_BY_USER) await store.collection(name).deleteMany({ userId });
  await store
    .collection(MOBILE_TRANSFERS)
    .updateMany(
      { $or: [{ fromUserId: userId }, { toUserId: userId }], status: 'pending' },
      { $set: { status: 'void', endedAt: now } },
    );
  await store
    .collection(LOGIN_AUDIT)
    .updateMany(
      { matchedUserId: userId },
      { $set: { emailTyped: null, mobileTyped: null, attachedEmail: null } },
    );
  const unset = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, ''] as const));
  const done = await users(store).updateOne(
    { _id: userId, 'deletion.completedAt': { $exists: false } },
    {
      $set: {
        name: ERASED_NAME,
        email: tombstoneEmail(userId),
        role: 'user',
        'deletion.completedAt': now,
        updatedAt: now,
      },
      $unset: unset,
    },
  );
  if (done.modified === 1) {
    await audit(store, {
      emailTyped: null,
      mobileTyped: null,
      attachedEmail: null,
      outcome: 'account_deleted',
      matchedUserId: userId,
      ip,
    });
  }
  return done.modified === 1;
}

/** Start-up: deletions a crash cut short are finished before the first request. */
export async function resumeDeletions(store: Store, log: { info(msg: string): void }): Promise<number> {
  const cut = await users(store).find(
    { deletion: { $exists: true }, 'deletion.completedAt': { $exists: false } },
    { projection: { _id: 1 } },
  );
  let finished = 0;
  for (const { _id } of cut) if (await finishDeletion(store, _id)) finished += 1;
  if (finished > 0) log.info(`Accounts: finished ${finished} deletion(s) cut short by a restart.`);
  return finished;
}
