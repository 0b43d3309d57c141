/**
 * What a verified code does: applies the change it carried (mobile moved or attached, survey
 * details saved), audits it, and starts a session. Nothing here runs for an unverified code.
 */
import type { Store } from '../store/types';
import { DuplicateKeyError } from '../store/types';
import { ApiError } from '../http/errors';
import { audit } from './login-audit';
import type { OtpCodeRecord } from './otp-codes';
import { createSession } from './sessions';
import type { UserRecord } from './users';
import { users } from './users';

async function moveMobile(store: Store, user: UserRecord, code: OtpCodeRecord, ip: string, now: Date) {
  const pending = code.pending;
  if (!pending?.attachMobile) return;
  const mobile = pending.attachMobile;
  if (pending.detachFromUserId) {
    await users(store).updateOne(
      { _id: pending.detachFromUserId, mobile },
      { $unset: { mobile: '' }, $set: { updatedAt: now } },
    );
  }
  try {
    const moved = pending.detachFromUserId ? { emailChangedAt: now } : {};
    await users(store).updateOne({ _id: user._id }, { $set: { mobile, ...moved, updatedAt: now } });
  } catch (err) {
    // Someone else attached the number meanwhile; the sign-in still stands, without the mobile.
    if (err instanceof DuplicateKeyError) return;
    throw err;
  }
  if (pending.detachFromUserId) {
    await audit(store, {
      emailTyped: user.email,
      mobileTyped: mobile,
      attachedEmail: null,
      outcome: 'change_accepted',
      matchedUserId: user._id,
      ip,
    });
  }
}

export async function completeSignIn(
  store: Store,
  code: OtpCodeRecord,
  ip: string,
): Promise<{ token: string; user: UserRecord }> {
  const found = await users(store).findOne({ _id: code.userId });
  if (!found) throw ApiError.badRequest('Verification failed.');
  const now = new Date();
  await moveMobile(store, found, code, ip, now);
  await users(store).updateOne(
    { _id: found._id },
    {
      $set: {
        ...code.pending?.profile,
        verifiedAt: found.verifiedAt ?? now,
        lastLoginAt: now,
        updatedAt: now,
      },
    },
  );
  const user = (await users(store).findOne({ _id: found._id })) ?? found;
  await audit(store, {
    emailTyped: user.email,
    mobileTyped: user.mobile ?? null,
    attachedEmail: null,
    outcome: 'verified',
    matchedUserId: user._id,
    ip,
  });
  return { token: await createSession(store, user._id), user };
}
