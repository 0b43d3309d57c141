/**
 * One-time sign-in codes (`otp_codes`), their tries (`otp_attempts`) and their single use
 * (`otp_claims`).
 *
 * Guarantees, for any number of API processes on one store:
 * - only the code's scrypt hash is stored; the plain code exists in memory until it is mailed;
 * - every code has a CHALLENGE ID (256 random bits) handed only to whoever asked for the code;
 *   verify and resend name the challenge, never just the (public) user id, and only its SHA-256
 *   is stored. Hence a stranger's guesses land on a challenge of their own (or none) and can
 *   neither void the owner's code nor lock the account (DECISIONS.md, issue 13);
 * - each challenge verifies on its own: a second request for the same address does not void the
 *   first requester's code; resend replaces the challenge's code (the old one is voided);
 * - a code is valid 600 s after it was made; resend is refused (429 + Retry-After) until then;
 * - tries are an insert-only log, inserted BEFORE the code is compared and counted after, so at
 *   most 5 tries per code can ever be judged, however many arrive at once; the 5th wrong one
 *   voids the code. With at most 5 codes per address per 15 minutes, an account sees at most
 *   25 judged guesses per quarter hour from the whole internet, and one address 10;
 * - a right code signs in once: the claim is an insert keyed by the code's id, which the store's
 *   unique _id lets exactly one request win.
 */
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import { DuplicateKeyError } from '../store/types';
import { LIMITS, OTP_MAX_TRIES, OTP_VALID_SECONDS } from './auth-rules';
import type { OtpMailer } from './mailer';
import { hitRateLimit } from './rate-limit';
import { hashOtp, hashToken, newHandle, newOtpCode, otpMatches } from './secrets';

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
  /** SHA-256 of the challenge id given to the requester (absent on rows made before issue 13). */
  challengeHash?: string;
  createdAt: Date;
  pending?: PendingChange;
  /**
   * What the code confirms: absent for sign-in; 'delete_account' for Settings → Delete account.
   * A code only ever works for its own purpose (verifyCode), so a deletion code cannot sign in
   * and a sign-in code cannot delete.
   */
  purpose?: CodePurpose;
  consumedAt?: Date;
  voidedAt?: Date;
};

export type CodePurpose = 'delete_account';

const codes = (s: Store) => s.collection<OtpCodeRecord>(OTP_CODES);

export const TOO_MANY_TRIES = 'Too many wrong codes. Request a new code.';
const validMs = OTP_VALID_SECONDS * 1000;

/** The code a challenge id names, or null (a made-up id finds nothing). */
export async function codeForChallenge(store: Store, challengeId: string): Promise<OtpCodeRecord | null> {
  return codes(store).findOne({ challengeHash: hashToken(challengeId) });
}

/**
 * Rate-limits by address and mobile, stores the hashes, then mails (or prints) the code.
 * Returns the challenge id, which only the requester receives.
 */
export async function issueCode(
  store: Store,
  mailer: OtpMailer,
  input: {
    userId: string;
    sendTo: string;
    ip: string;
    mobile?: string;
    pending?: PendingChange;
    purpose?: CodePurpose;
  },
): Promise<string> {
  await hitRateLimit(store, LIMITS.codesPerEmail, `${input.sendTo}|${input.ip}`);
  await hitRateLimit(store, LIMITS.codesPerEmailAllIps, input.sendTo);
  if (input.mobile) await hitRateLimit(store, LIMITS.codesPerMobile, `${input.mobile}|${input.ip}`);
  const code = newOtpCode();
  const challengeId = newHandle();
  const stored = await codes(store).insertOne({
    userId: input.userId,
    sentTo: input.sendTo,
    ...(await hashOtp(code)),
    challengeHash: hashToken(challengeId),
    createdAt: new Date(),
    ...(input.pending ? { pending: input.pending } : {}),
    ...(input.purpose ? { purpose: input.purpose } : {}),
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
  return challengeId;
}

/** Resend: the old code of this challenge stops working (its requester asked for a new one). */
export async function voidCode(store: Store, codeId: string): Promise<void> {
  await codes(store).updateOne(
    { _id: codeId, voidedAt: { $exists: false } },
    { $set: { voidedAt: new Date() } },
  );
}

/** Seconds before resend is allowed (0 when allowed now). */
export function resendWaitSeconds(code: OtpCodeRecord, now = Date.now()): number {
  return Math.max(0, Math.ceil((code.createdAt.getTime() + validMs - now) / 1000));
}

const fail = (message: string) => ApiError.badRequest(message, { otp: message });

/**
 * Checks `otp` against the challenge's code; returns the consumed code or throws 400/429.
 * Counted against the guessing IP and the challenge only, never the account. `userId`, when a
 * client still sends it, must be the challenge's own user.
 */
export async function verifyCode(
  store: Store,
  input: { challengeId: string; userId?: string; otp: string; purpose?: CodePurpose },
  ip: string,
): Promise<OtpCodeRecord> {
  await hitRateLimit(store, LIMITS.verifiesPerIp, ip);
  const { otp } = input;
  const found = await codeForChallenge(store, input.challengeId);
  const code =
    found && found.purpose === input.purpose && (input.userId === undefined || found.userId === input.userId)
      ? found
      : null;
  if (!code) throw fail('Verification failed. No code was sent; request a new code.');
  if (code.consumedAt) throw fail('Verification failed. This code was already used; request a new code.');
  if (code.voidedAt) throw fail(TOO_MANY_TRIES);
  if (Date.now() >= code.createdAt.getTime() + validMs) {
    throw fail('Verification failed. The code has expired; request a new code.');
  }

  const attempts = store.collection(OTP_ATTEMPTS);
  await attempts.insertOne({ codeId: code._id, at: new Date() });
  const tries = await attempts.count({ codeId: code._id });
  if (tries > OTP_MAX_TRIES) {
    await voidCode(store, code._id);
    throw fail(TOO_MANY_TRIES);
  }
  if (!(await otpMatches(otp, code))) {
    if (tries >= OTP_MAX_TRIES) {
      await voidCode(store, code._id);
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
