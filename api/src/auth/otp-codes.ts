/**
 * One-time sign-in codes (`otp_codes`), their tries (`otp_attempts`) and their single use
 * (`otp_claims`).
 *
 * Guarantees, for any number of API processes on one store:
 * - only the code's scrypt hash is stored; the plain code exists in memory until it is mailed;
 * - only a user's LATEST code can verify, so sending a new code voids the older ones;
 * - a code is valid 600 s after it was made; resend is refused (429 + Retry-After) until then;
 * - tries are an insert-only log, inserted BEFORE the code is compared and counted after, so at
 *   most 5 tries per code can ever be judged, however many arrive at once; the 5th wrong one
 *   voids the code;
 * - a right code signs in once: the claim is an insert keyed by the code's id, which the store's
 *   unique _id lets exactly one request win.
 */
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import { DuplicateKeyError } from '../store/types';
import { LIMITS, OTP_MAX_TRIES, OTP_VALID_SECONDS } from './auth-rules';
import type { OtpMailer } from './mailer';
import { hitRateLimit } from './rate-limit';
import { hashOtp, newOtpCode, otpMatches } from './secrets';

export const OTP_CODES = 'otp_codes';
export const OTP_ATTEMPTS = 'otp_attempts';
export const OTP_CLAIMS = 'otp_claims';
/** Rows outlive the code's validity so "expired" can be told apart from "never sent". */
export const OTP_ROW_TTL_SECONDS = 24 * 60 * 60;

/**
 * Applied only once the code is verified, so typing someone's address changes nothing of theirs:
 * the typed mobile moves to (or is attached to) the account, and survey-signup details are saved.
 */
export interface PendingChange {
  attachMobile?: string;
  /** The account that held the mobile; set for an accepted change (conflict panel, allowChange). */
  detachFromUserId?: string;
  profile?: Record<string, unknown>;
}

export type OtpCodeRecord = {
  _id: string;
  userId: string;
  sentTo: string;
  codeHash: string;
  salt: string;
  createdAt: Date;
  pending?: PendingChange;
  consumedAt?: Date;
  voidedAt?: Date;
};

const codes = (s: Store) => s.collection<OtpCodeRecord>(OTP_CODES);

export const TOO_MANY_TRIES = 'Too many wrong codes. Request a new code.';
const validMs = OTP_VALID_SECONDS * 1000;

export async function latestCode(store: Store, userId: string): Promise<OtpCodeRecord | null> {
  return codes(store).findOne({ userId }, { sort: { createdAt: -1 } });
}

/** Rate-limits by address and mobile, stores the hash, then mails (or prints) the code. */
export async function issueCode(
  store: Store,
  mailer: OtpMailer,
  input: { userId: string; sendTo: string; mobile?: string; pending?: PendingChange },
): Promise<void> {
  await hitRateLimit(store, LIMITS.codesPerEmail, input.sendTo);
  if (input.mobile) await hitRateLimit(store, LIMITS.codesPerMobile, input.mobile);
  const code = newOtpCode();
  const stored = await codes(store).insertOne({
    userId: input.userId,
    sentTo: input.sendTo,
    ...(await hashOtp(code)),
    createdAt: new Date(),
    ...(input.pending ? { pending: input.pending } : {}),
  });
  try {
    await mailer.sendCode(input.sendTo, code);
  } catch (err) {
    // An undelivered code must not be left valid; the user can simply ask again.
    await codes(store).updateOne({ _id: stored._id }, { $set: { voidedAt: new Date() } });
    throw new ApiError(503, 'service_unavailable', 'Failed to send OTP. Try again in a moment.', {
      cause: err,
    });
  }
}

/** Seconds before resend is allowed (0 when allowed now). */
export function resendWaitSeconds(code: OtpCodeRecord, now = Date.now()): number {
  return Math.max(0, Math.ceil((code.createdAt.getTime() + validMs - now) / 1000));
}

const fail = (message: string) => ApiError.badRequest(message, { otp: message });

/** Checks `otp` against the user's latest code; returns the consumed code or throws 400/429. */
export async function verifyCode(
  store: Store,
  userId: string,
  otp: string,
  ip: string,
): Promise<OtpCodeRecord> {
  await hitRateLimit(store, LIMITS.verifiesPerIp, ip);
  await hitRateLimit(store, LIMITS.verifiesPerUser, userId);
  const code = await latestCode(store, userId);
  if (!code) throw fail('Verification failed. No code was sent; request a new code.');
  if (code.consumedAt) throw fail('Verification failed. This code was already used; request a new code.');
  if (code.voidedAt) throw fail(TOO_MANY_TRIES);
  if (Date.now() >= code.createdAt.getTime() + validMs) {
    throw fail('Verification failed. The code has expired; request a new code.');
  }

  const attempts = store.collection(OTP_ATTEMPTS);
  await attempts.insertOne({ codeId: code._id, at: new Date() });
  const tries = await attempts.count({ codeId: code._id });
  const voidCode = () => codes(store).updateOne({ _id: code._id }, { $set: { voidedAt: new Date() } });
  if (tries > OTP_MAX_TRIES) {
    await voidCode();
    throw fail(TOO_MANY_TRIES);
  }
  if (!(await otpMatches(otp, code))) {
    if (tries >= OTP_MAX_TRIES) {
      await voidCode();
      throw fail(TOO_MANY_TRIES);
    }
    throw fail('Invalid code.');
  }

  try {
    await store.collection(OTP_CLAIMS).insertOne({ _id: code._id, at: new Date() });
  } catch (err) {
    if (err instanceof DuplicateKeyError) {
      throw fail('Verification failed. This code was already used; request a new code.');
    }
    throw err;
  }
  await codes(store).updateOne({ _id: code._id }, { $set: { consumedAt: new Date() } });
  return code;
}
