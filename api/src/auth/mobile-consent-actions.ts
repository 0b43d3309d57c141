/**
 * The mobile holder's answers to a mobile-consent request (mobile-transfers.ts has the request,
 * the move and the 15-day window). Each is one conditional status change, so a double click or
 * two processes act once: pending → completed (agree), pending → refused (refuse),
 * completed → undone (undo, within 30 days, if the number can still go back).
 */
import { ApiError } from '../http/errors';
import { MOBILE_UNDO_DAYS } from './auth-rules';
import type { TransferContext, TransferRecord } from './mobile-transfers';
import { claim, clearPending, move, record, transferForToken } from './mobile-transfers';
import { users } from './users';

const DAY_MS = 86_400_000;

const notPending = (t: TransferRecord) =>
  new ApiError(
    409,
    'conflict',
    t.status === 'completed' ? 'The number has already moved.' : 'This request is closed.',
  );

/** The holder agrees: the number moves now. */
export async function agree(ctx: TransferContext, token: string): Promise<TransferRecord> {
  const t = await transferForToken(ctx.store, token);
  const now = new Date();
  const claimed = await claim(ctx.store, t, 'pending', {
    status: 'completed',
    completedAt: now,
    completedBy: 'agreed',
  });
  if (!claimed) throw notPending(t);
  if (!(await move(ctx.store, claimed, now)))
    throw new ApiError(409, 'conflict', 'The number can no longer move.');
  await record(ctx, claimed, 'change_agreed', await users(ctx.store).findOne({ _id: t.fromUserId }));
  return claimed;
}

/** The holder refuses a pending request; after the move, refusing is the undo. */
export async function refuse(ctx: TransferContext, token: string): Promise<TransferRecord> {
  const t = await transferForToken(ctx.store, token);
  if (t.status === 'completed') return undo(ctx, token);
  const claimed = await claim(ctx.store, t, 'pending', { status: 'refused', endedAt: new Date() });
  if (!claimed) throw notPending(t);
  await clearPending(ctx.store, claimed);
  await record(ctx, claimed, 'change_refused', await users(ctx.store).findOne({ _id: t.fromUserId }));
  return claimed;
}

/** After the move: puts the number back on the holder's account (pending: same as refuse). */
export async function undo(ctx: TransferContext, token: string): Promise<TransferRecord> {
  const t = await transferForToken(ctx.store, token);
  if (t.status === 'pending') return refuse(ctx, token);
  const now = new Date();
  if (t.status !== 'completed') throw new ApiError(409, 'conflict', 'There is nothing to undo.');
  if (!t.completedAt || now.getTime() > t.completedAt.getTime() + MOBILE_UNDO_DAYS * DAY_MS) {
    throw new ApiError(409, 'conflict', `The undo link works for ${MOBILE_UNDO_DAYS} days after the move.`);
  }
  const holder = await users(ctx.store).findOne({ _id: t.fromUserId });
  if (!holder || holder.mobile)
    throw new ApiError(409, 'conflict', 'Your account already has a mobile number.');
  const claimed = await claim(ctx.store, t, 'completed', { status: 'undone', endedAt: now });
  if (!claimed) throw new ApiError(409, 'conflict', 'There is nothing to undo.');
  const taken = await users(ctx.store).updateOne(
    { _id: t.toUserId, mobile: t.mobile },
    { $unset: { mobile: '' }, $set: { updatedAt: now } },
  );
  if (taken.matched === 1) {
    await users(ctx.store).updateOne({ _id: t.fromUserId }, { $set: { mobile: t.mobile, updatedAt: now } });
  }
  await record(ctx, claimed, 'change_undone', holder);
  return claimed;
}
