/**
 * What a verified code does: applies the change it carried (mobile attached when free, a request
 * for a held mobile sent to its holder, survey details saved), audits it, and starts a session.
 * Nothing here runs for an unverified code. A mobile held by another account never moves here:
 * its holder decides (mobile-transfers.ts); due 15-day completions are applied first.
 */
import { DuplicateKeyError } from '../store/types';
import { ApiError } from '../http/errors';
import { audit } from './login-audit';
import type { TransferContext } from './mobile-transfers';
import { requestTransfer, settleDue } from './mobile-transfers';
import type { OtpCodeRecord } from './otp-codes';
import { createSession } from './sessions';
import type { UserRecord } from './users';
import { users } from './users';

async function attachMobile(ctx: TransferContext, user: UserRecord, code: OtpCodeRecord, now: Date) {
  const { store } = ctx;
  const pending = code.pending;
  if (!pending?.attachMobile || user.mobile) return;
  const mobile = pending.attachMobile;
  if (pending.detachFromUserId) {
    const holder = await users(store).findOne({ _id: pending.detachFromUserId, mobile });
    const asked = user.pendingMobile?.mobile === mobile;
    // Still held: ask its holder (once per account). Let go meanwhile: it is free to attach.
    if (holder) {
      if (!asked) await requestTransfer(ctx, { mobile, holder, requester: user });
      return;
    }
  }
  try {
    await users(store).updateOne({ _id: user._id }, { $set: { mobile, updatedAt: now } });
  } catch (err) {
    // Someone else attached the number meanwhile; the sign-in still stands, without the mobile.
    if (err instanceof DuplicateKeyError) return;
    throw err;
  }
}

export async function completeSignIn(
  ctx: TransferContext,
  code: OtpCodeRecord,
): Promise<{ token: string; user: UserRecord }> {
  const { store, ip } = ctx;
  await settleDue(ctx, { userId: code.userId });
  const found = await users(store).findOne({ _id: code.userId });
  if (!found || found.deletion) throw ApiError.badRequest('Verification failed.');
  const now = new Date();
  await attachMobile(ctx, found, code, now);
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
