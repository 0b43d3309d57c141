/**
 * The request-otp decision (spec §4 "Mobile conflict"), shared by email sign-in and survey signup.
 *
 * Identity is the email; the mobile is an unverified contact detail. Hence:
 * 1. email's account has this mobile            → code to that email ('otp_sent').
 * 2. email's account has a DIFFERENT mobile     → 409 'mismatch_409' (no code).
 * 3. email's account has no mobile              → code to that email; mobile attached on verify.
 * 4. no account for the email, mobile held by another account:
 *    - neither flag  → 409 'request_change_or_use_attached' with the holder's MASKED address;
 *    - useAttached   → code to the holder's own address (masked in the answer), signs in the holder;
 *    - allowChange   → 403 'cooldown_403' within 15 days of the mobile's last move; else an account
 *                      for the typed email, code to it; on verify the HOLDER is asked by email and
 *                      the mobile moves only once they agree or after 15 days unrefused
 *                      (mobile-transfers.ts); the requester signs in meanwhile without it.
 * 5. neither known                              → new account (role 'user'), code to the email.
 * A code to an address only ever signs in that address's account, so knowing someone's mobile
 * can never take over their account (the spec's "use the typed email" moves the mobile, not the
 * account). Every outcome is written to the login audit.
 */
import type { OtpAction } from '../domain/auth/sign-in-outcomes';
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import { finishDeletion } from '../services/account/delete-account';
import { DuplicateKeyError } from '../store/types';
import { isGrantedAdmin } from './admin-grants';
import { EMAIL_CHANGE_COOLDOWN_DAYS } from './auth-rules';
import type { AuditOutcome } from './login-audit';
import { audit } from './login-audit';
import type { OtpMailer } from './mailer';
import type { TransferContext } from './mobile-transfers';
import { settleDue } from './mobile-transfers';
import type { PendingChange } from './otp-codes';
import { issueCode } from './otp-codes';
import type { UserRecord } from './users';
import { maskEmail, splitName, users } from './users';

export interface SignInContext extends TransferContext {
  store: Store;
  adminEmails: readonly string[];
  mailer: OtpMailer;
  ip: string;
}

export interface OtpRequest {
  name: string;
  /** Digits only, validated. */
  mobile: string;
  /** Lower-cased, validated. */
  email: string;
  allowChange?: boolean;
  useAttached?: boolean;
  /** Survey signup: first/last name, survey answers; saved on verify for existing accounts. */
  profile?: Partial<UserRecord>;
}

export type { OtpAction } from '../domain/auth/sign-in-outcomes';

export interface OtpRequestResult {
  status: 200 | 403 | 409;
  body: {
    success: boolean;
    userId: string | null;
    /** Handed only to the requester; verify and resend need it (the user id is public). */
    challengeId: string | null;
    email: string;
    emailDisabled: boolean;
    action: OtpAction;
    attachedEmail: string | null;
    cooldownDaysLeft: number;
    mobile: string;
    message: string;
    error?: 'conflict' | 'forbidden';
  };
}

const DAY_MS = 86_400_000;

export function cooldownDaysLeft(holder: UserRecord, now = Date.now()): number {
  if (!holder.emailChangedAt) return 0;
  const ends = holder.emailChangedAt.getTime() + EMAIL_CHANGE_COOLDOWN_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((ends - now) / DAY_MS));
}

async function createUser(ctx: SignInContext, req: OtpRequest, withMobile: boolean): Promise<UserRecord> {
  const now = new Date();
  const admin = await isGrantedAdmin(ctx.store, ctx.adminEmails, req.email);
  try {
    return await users(ctx.store).insertOne({
      name: req.name,
      ...splitName(req.name),
      ...req.profile,
      email: req.email,
      ...(withMobile ? { mobile: req.mobile } : {}),
      role: admin ? 'admin' : 'user',
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    // Two first requests for the same address or mobile at once: one wins, the other retries.
    if (err instanceof DuplicateKeyError) throw ApiError.conflict('Please try again.');
    throw err;
  }
}

/** Runs the decision above; throws only for rate limits and delivery failures. */
export async function requestOtp(ctx: SignInContext, req: OtpRequest): Promise<OtpRequestResult> {
  // A request for this mobile that is past its 15-day window is applied before deciding.
  await settleDue(ctx, { mobile: req.mobile });
  // An account whose deletion a crash cut short is finished first: its address and mobile are free.
  const found = await users(ctx.store).find({ $or: [{ email: req.email }, { mobile: req.mobile }] });
  for (const u of found) if (u.deletion) await finishDeletion(ctx.store, u._id, ctx.ip);
  const byEmail = await users(ctx.store).findOne({ email: req.email });
  const byMobile =
    byEmail?.mobile === req.mobile ? byEmail : await users(ctx.store).findOne({ mobile: req.mobile });
  const base = { email: req.email, mobile: req.mobile, emailDisabled: ctx.mailer.emailDisabled };
  const record = (outcome: AuditOutcome, matched: UserRecord | null, attachedEmail: string | null) =>
    audit(ctx.store, {
      emailTyped: req.email,
      mobileTyped: req.mobile,
      attachedEmail,
      outcome,
      matchedUserId: matched?._id ?? null,
      ip: ctx.ip,
    });

  const send = async (user: UserRecord, sendTo: string, pending: PendingChange, shownEmail: string) => {
    const withProfile = req.profile && byEmail ? { ...pending, profile: req.profile } : pending;
    const challengeId = await issueCode(ctx.store, ctx.mailer, {
      userId: user._id,
      sendTo,
      ip: ctx.ip,
      mobile: req.mobile,
      ...(Object.keys(withProfile).length > 0 ? { pending: withProfile } : {}),
    });
    await record('otp_sent', user, sendTo === req.email ? null : maskEmail(sendTo));
    const message = ctx.mailer.emailDisabled
      ? 'OTP generated (email disabled). Check server console.'
      : `We sent a 6-digit code to ${shownEmail}.`;
    return {
      status: 200 as const,
      body: {
        ...base,
        success: true,
        userId: user._id,
        challengeId,
        email: shownEmail,
        action: 'otp_sent' as const,
        attachedEmail: sendTo === req.email ? null : shownEmail,
        cooldownDaysLeft: 0,
        message,
      },
    };
  };

  if (byEmail && byEmail.mobile === req.mobile) return send(byEmail, req.email, {}, req.email);
  if (byEmail?.mobile) {
    await record('mismatch_409', byEmail, null);
    const message =
      'This email is already registered with a different mobile number. Use that number, or another email.';
    return {
      status: 409,
      body: {
        ...base,
        success: false,
        error: 'conflict',
        userId: null,
        challengeId: null,
        action: 'mismatch_409',
        attachedEmail: null,
        cooldownDaysLeft: 0,
        message,
      },
    };
  }
  if (byEmail) {
    // Attach the mobile on verify only if nobody holds it (a held one is the holder's).
    return send(byEmail, req.email, byMobile ? {} : { attachMobile: req.mobile }, req.email);
  }
  if (!byMobile) return send(await createUser(ctx, req, true), req.email, {}, req.email);

  const masked = maskEmail(byMobile.email);
  const daysLeft = cooldownDaysLeft(byMobile);
  if (req.useAttached) return send(byMobile, byMobile.email, {}, masked);
  if (req.allowChange && daysLeft === 0) {
    const account = await createUser(ctx, req, false);
    return send(account, req.email, { attachMobile: req.mobile, detachFromUserId: byMobile._id }, req.email);
  }
  const cooling = req.allowChange === true;
  await record(cooling ? 'cooldown_403' : 'request_change_or_use_attached', byMobile, masked);
  const message = cooling
    ? `The email for this mobile number was changed recently. You can change it again in ${daysLeft} day${daysLeft === 1 ? '' : 's'}, or send the code to ${masked}.`
    : `This mobile number is registered with ${masked}. Send the code there, or use the email you typed.`;
  return {
    status: cooling ? 403 : 409,
    body: {
      ...base,
      success: false,
      error: cooling ? 'forbidden' : 'conflict',
      userId: null,
      challengeId: null,
      action: cooling ? 'cooldown_403' : 'request_change_or_use_attached',
      attachedEmail: masked,
      cooldownDaysLeft: daysLeft,
      message,
    },
  };
}
