/**
 * Mobile consent (`mobile_transfers`): "use the typed email" asks for a mobile that another
 * account holds; it moves only with that holder's consent (DECISIONS.md: a mobile is contact data,
 * never moved off another person's account without their consent).
 *
 * Guarantees:
 * - the requester's verified code only RECORDS the request (status 'pending') and emails the
 *   holder one link (or prints it, email disabled); nothing of the holder's changes then;
 * - the link carries a 256-bit token; only its SHA-256 is stored (`tokenHashes`), so the table
 *   cannot be used to act on anyone's behalf;
 * - the move happens when the holder agrees, or when a pending request reaches `completesAt`
 *   (15 days) unrefused. That completion is applied LAZILY (`settleDue`): when either account
 *   reads /api/auth/me or signs in, or when the mobile is typed at sign-in. The store's TTL
 *   sweeper only deletes rows, so it cannot perform a move; nothing else depends on the move
 *   happening at the exact minute;
 * - the holder's actions (agree, refuse, undo) are in mobile-consent-actions.ts;
 * - every state change is one conditional update from an expected status (pending → completed,
 *   pending → refused, completed → undone), so two clicks or two processes act once;
 * - a move that is no longer possible (the holder no longer has the number, the requester got
 *   another one) ends as 'void' and changes nobody;
 * - undo (up to 30 days after the move) puts the mobile back if the requester still has it and
 *   the holder has none; a completion by the window emails the holder a fresh undo link;
 * - every step goes to the login audit: change_requested, change_agreed, change_refused,
 *   change_completed_after_window, change_undone.
 */
import { ApiError } from '../http/errors';
import type { Store } from '../store/types';
import { DuplicateKeyError } from '../store/types';
import { MOBILE_CONSENT_DAYS, MOBILE_UNDO_DAYS } from './auth-rules';
import type { AuditOutcome } from './login-audit';
import { audit } from './login-audit';
import type { OtpMailer } from './mailer';
import { day, maskMobile } from './mobile-consent-page';
import { hashToken, newHandle } from './secrets';
import type { UserRecord } from './users';
import { maskEmail, users } from './users';

export const MOBILE_TRANSFERS = 'mobile_transfers';
const DAY_MS = 86_400_000;

export type TransferStatus = 'pending' | 'refused' | 'completed' | 'undone' | 'void';

export type TransferRecord = {
  _id: string;
  mobile: string;
  fromUserId: string;
  toUserId: string;
  /** SHA-256 of every link token the holder was sent for this request. */
  tokenHashes: string[];
  status: TransferStatus;
  requestedAt: Date;
  completesAt: Date;
  completedAt?: Date;
  completedBy?: 'agreed' | 'window';
  endedAt?: Date;
};

export interface TransferContext {
  store: Store;
  mailer: OtpMailer;
  /** Origin for links (PUBLIC_URL), never the request's Host. */
  publicUrl: string;
  ip: string;
}

const transfers = (s: Store) => s.collection<TransferRecord>(MOBILE_TRANSFERS);

export const consentLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/auth/mobile-consent?token=${token}`;

export async function record(
  ctx: TransferContext,
  t: TransferRecord,
  outcome: AuditOutcome,
  by: UserRecord | null,
) {
  await audit(ctx.store, {
    emailTyped: by?.email ?? null,
    mobileTyped: t.mobile,
    attachedEmail: null,
    outcome,
    matchedUserId: t.fromUserId,
    ip: ctx.ip,
  });
}

async function sendLink(ctx: TransferContext, to: string, token: string, text: string) {
  await ctx.mailer.sendNotice(to, {
    kind: 'mobile-consent',
    subject: 'Your mobile number on PropAI',
    text,
    link: consentLink(ctx.publicUrl, token),
  });
}

/**
 * Records a request for `mobile` (held by `holder`) by `requester`, whose code just verified,
 * and emails the holder. The requester's account shows the number as awaiting consent.
 */
export async function requestTransfer(
  ctx: TransferContext,
  input: { mobile: string; holder: UserRecord; requester: UserRecord },
): Promise<void> {
  const { mobile, holder, requester } = input;
  const token = newHandle();
  const now = new Date();
  const completesAt = new Date(now.getTime() + MOBILE_CONSENT_DAYS * DAY_MS);
  const t = await transfers(ctx.store).insertOne({
    mobile,
    fromUserId: holder._id,
    toUserId: requester._id,
    tokenHashes: [hashToken(token)],
    status: 'pending',
    requestedAt: now,
    completesAt,
  });
  await users(ctx.store).updateOne(
    { _id: requester._id },
    { $set: { pendingMobile: { mobile, transferId: t._id, completesAt }, updatedAt: now } },
  );
  try {
    await sendLink(
      ctx,
      holder.email,
      token,
      `Someone signing in as ${maskEmail(requester.email)} asked to use your mobile number ${maskMobile(mobile)} on their PropAI account. ` +
        `Open the link to agree or refuse. If you do nothing, the number moves to their account on ${day(completesAt)}; you can undo that for ${MOBILE_UNDO_DAYS} days with the same link.`,
    );
  } catch {
    // A holder who was never told must not lose the number by silence: no request then. The
    // requester's sign-in still stands, without the mobile; they may ask again later.
    await transfers(ctx.store).updateOne({ _id: t._id }, { $set: { status: 'void', endedAt: new Date() } });
    await clearPending(ctx.store, t);
    return;
  }
  await record(ctx, t, 'change_requested', requester);
}

/** The request a link token names, or 404. */
export async function transferForToken(store: Store, token: string): Promise<TransferRecord> {
  const t = await transfers(store).findOne({ tokenHashes: hashToken(token) });
  if (!t) throw ApiError.notFound('This link is not valid.');
  return t;
}

export const clearPending = (store: Store, t: TransferRecord) =>
  users(store).updateOne(
    { _id: t.toUserId, 'pendingMobile.transferId': t._id },
    { $unset: { pendingMobile: '' } },
  );

/** Moves the number for a request already claimed as 'completed'; false (and 'void') if it cannot. */
export async function move(store: Store, t: TransferRecord, now: Date): Promise<boolean> {
  const requester = await users(store).findOne({ _id: t.toUserId });
  const detached =
    requester && !requester.mobile
      ? await users(store).updateOne(
          { _id: t.fromUserId, mobile: t.mobile },
          { $unset: { mobile: '' }, $set: { updatedAt: now } },
        )
      : { matched: 0 };
  let moved = detached.matched === 1;
  if (moved) {
    try {
      await users(store).updateOne(
        { _id: t.toUserId },
        { $set: { mobile: t.mobile, emailChangedAt: now, updatedAt: now }, $unset: { pendingMobile: '' } },
      );
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
      // Someone attached the number in between; give it back to the holder.
      await users(store).updateOne({ _id: t.fromUserId }, { $set: { mobile: t.mobile, updatedAt: now } });
      moved = false;
    }
  }
  if (!moved) {
    await transfers(store).updateOne({ _id: t._id }, { $set: { status: 'void', endedAt: now } });
    await clearPending(store, t);
  }
  return moved;
}

export async function claim(
  store: Store,
  t: TransferRecord,
  from: TransferStatus,
  set: Partial<TransferRecord>,
) {
  return transfers(store).findOneAndUpdate({ _id: t._id, status: from }, { $set: set });
}

/**
 * Applies the 15-day window to the pending requests of these accounts (as holder or requester)
 * or of this mobile. Called where either account is read; cheap when nothing is due.
 */
export async function settleDue(
  ctx: TransferContext,
  who: { userId?: string; mobile?: string },
): Promise<void> {
  const now = new Date();
  const whose = [
    ...(who.userId ? [{ fromUserId: who.userId }, { toUserId: who.userId }] : []),
    ...(who.mobile ? [{ mobile: who.mobile }] : []),
  ];
  if (whose.length === 0) return;
  const due = await transfers(ctx.store).find({ status: 'pending', completesAt: { $lte: now }, $or: whose });
  for (const t of due) {
    const claimed = await claim(ctx.store, t, 'pending', {
      status: 'completed',
      completedAt: now,
      completedBy: 'window',
    });
    if (!claimed || !(await move(ctx.store, claimed, now))) continue;
    await record(ctx, claimed, 'change_completed_after_window', null);
    const holder = await users(ctx.store).findOne({ _id: t.fromUserId });
    if (!holder) continue;
    const token = newHandle();
    await transfers(ctx.store).updateOne({ _id: t._id }, { $push: { tokenHashes: hashToken(token) } });
    // The first email's link undoes as well, so a failed notice loses nothing; the read goes on.
    await sendLink(
      ctx,
      holder.email,
      token,
      `Your mobile number ${maskMobile(t.mobile)} moved to another PropAI account after ${MOBILE_CONSENT_DAYS} days without an answer. ` +
        `If that was not you, open the link within ${MOBILE_UNDO_DAYS} days to put it back.`,
    ).catch(() => undefined);
  }
}
