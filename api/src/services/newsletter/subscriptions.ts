/**
 * The newsletter's subscriptions, double opt-in (DECISIONS.md: a stored subscription; issue 18).
 *
 * - A subscription starts 'pending'; the address gets a confirmation email whose link carries a
 *   256-bit token. Only the token's SHA-256 is stored (`newsletter_tokens`, `_id` = the hash), so a
 *   leaked database confirms or unsubscribes nobody. Confirmation tokens live CONFIRM_DAYS days,
 *   unsubscribe tokens UNSUBSCRIBE_DAYS (a TTL index removes them).
 * - Every email carries its own unsubscribe link (a fresh token per email).
 * - Per address, at most one email per ADDRESS_EMAIL_GAP_MS, claimed by a conditional write on the
 *   subscription (two processes cannot both send). A stranger repeating the form therefore cannot
 *   flood an inbox, and cannot block the owner either: a resend never invalidates a link already
 *   sent, so the owner's inbox always holds a working one.
 * - Re-subscribing is harmless: a confirmed address is not reset to pending (it gets, within the
 *   same limit, a note that it is already subscribed, with its unsubscribe link); an unsubscribed
 *   one starts over as pending. The answer is the same in every case ("check your inbox"), so the
 *   form does not tell a stranger whether an address is subscribed.
 */
import { hashToken, newHandle } from '../../auth/secrets';
import type { OtpMailer } from '../../auth/mailer';
import { DuplicateKeyError, type Store } from '../../store/types';

export const NEWSLETTER = 'newsletter_subscriptions';
export const NEWSLETTER_TOKENS = 'newsletter_tokens';

export const CONFIRM_DAYS = 7;
export const UNSUBSCRIBE_DAYS = 400;
export const ADDRESS_EMAIL_GAP_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export type SubscriptionDoc = {
  _id: string;
  email: string;
  /** Absent on rows stored before double opt-in: they were never confirmed, so they read as pending. */
  status?: SubscriptionStatus;
  source?: string;
  userId?: string;
  createdAt: Date;
  confirmedAt?: Date;
  unsubscribedAt?: Date;
  /** When the last email to this address was claimed (the per-address limit). */
  lastEmailAt?: Date;
};

export type TokenPurpose = 'confirm' | 'unsubscribe';

export type TokenDoc = {
  /** SHA-256 of the token, hex. */
  _id: string;
  subscriptionId: string;
  purpose: TokenPurpose;
  expiresAt: Date;
};

export interface MailContext {
  store: Store;
  mailer: OtpMailer;
  /** Origin for links (PUBLIC_URL), never a request's Host. */
  publicUrl: string;
}

const subscriptions = (store: Store) => store.collection<SubscriptionDoc>(NEWSLETTER);
const tokens = (store: Store) => store.collection<TokenDoc>(NEWSLETTER_TOKENS);

/** A new token for `purpose`; only its hash is stored. */
export async function issueToken(
  store: Store,
  subscriptionId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newHandle();
  const days = purpose === 'confirm' ? CONFIRM_DAYS : UNSUBSCRIBE_DAYS;
  await tokens(store).insertOne({
    _id: hashToken(token),
    subscriptionId,
    purpose,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

/** The links open the pulse page, which sends the token by POST (a mail scanner's GET changes nothing). */
export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/blogs/pulse?confirm=${token}`;
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/blogs/pulse?unsubscribe=${token}`;

export async function unsubscribeLinkFor(ctx: MailContext, subscriptionId: string, now = new Date()) {
  return unsubscribeLink(ctx.publicUrl, await issueToken(ctx.store, subscriptionId, 'unsubscribe', now));
}

/** Stores (or finds) the address's subscription; an unsubscribed one starts over as pending. */
async function upsertSubscription(
  store: Store,
  input: { email: string; source?: string; userId?: string },
  now: Date,
): Promise<SubscriptionDoc> {
  const list = subscriptions(store);
  try {
    return await list.insertOne({ ...input, status: 'pending', createdAt: now });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
  const existing = await list.findOne({ email: input.email });
  // Gone again between the two steps: the 409 (from onError) tells the client to retry.
  if (!existing) throw new DuplicateKeyError(NEWSLETTER, 'email');
  if (existing.status !== 'unsubscribed') return existing;
  await list.updateOne(
    { _id: existing._id, status: 'unsubscribed' },
    { $set: { status: 'pending' }, $unset: { unsubscribedAt: '' } },
  );
  return { ...existing, status: 'pending' };
}

/** Claims this address's next email under the per-address limit; false when one went out recently. */
async function claimEmail(store: Store, id: string, now: Date): Promise<boolean> {
  const claimed = await subscriptions(store).updateOne(
    {
      _id: id,
      $or: [
        { lastEmailAt: { $exists: false } },
        { lastEmailAt: { $lte: new Date(now.getTime() - ADDRESS_EMAIL_GAP_MS) } },
      ],
    },
    { $set: { lastEmailAt: now } },
  );
  return claimed.modified === 1;
}

/** Subscribe: store pending (or keep confirmed) and email the address, within its limit. */
export async function subscribe(
  ctx: MailContext,
  input: { email: string; source?: string; userId?: string },
  now = new Date(),
): Promise<{ emailed: boolean }> {
  const sub = await upsertSubscription(ctx.store, input, now);
  if (!(await claimEmail(ctx.store, sub._id, now))) return { emailed: false };
  const unsubscribe = await unsubscribeLinkFor(ctx, sub._id, now);
  if (sub.status === 'confirmed') {
    await ctx.mailer.sendNotice(sub.email, {
      kind: 'newsletter',
      subject: 'You already get the PropAI weekly market pulse',
      text: 'Someone (probably you) asked to subscribe this address. It is already subscribed; nothing changed. The latest issue is here:',
      link: `${ctx.publicUrl}/blogs/pulse`,
      unsubscribe,
    });
    return { emailed: true };
  }
  const token = await issueToken(ctx.store, sub._id, 'confirm', now);
  await ctx.mailer.sendNotice(sub.email, {
    kind: 'newsletter',
    subject: 'Confirm your PropAI weekly market pulse subscription',
    text: `Open the link to start getting the weekly market pulse. It is valid for ${CONFIRM_DAYS} days. If you did not ask for it, ignore this email and nothing will be sent.`,
    link: confirmLink(ctx.publicUrl, token),
    unsubscribe,
  });
  return { emailed: true };
}

/** Applies a confirm or unsubscribe token; null for an unknown, expired or wrong-purpose token. */
export async function useToken(
  store: Store,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ email: string; status: 'confirmed' | 'unsubscribed' } | null> {
  const t = await tokens(store).findOne({ _id: hashToken(token) });
  if (!t || t.purpose !== purpose || t.expiresAt <= now) return null;
  const list = subscriptions(store);
  const sub = await list.findOne({ _id: t.subscriptionId });
  if (!sub) return null;
  if (purpose === 'confirm') {
    // Confirming again, or after unsubscribing with a later link, changes nothing.
    if (sub.status === 'unsubscribed' || sub.status === 'confirmed')
      return { email: sub.email, status: sub.status };
    await list.updateOne(
      { _id: sub._id, status: { $ne: 'unsubscribed' } },
      { $set: { status: 'confirmed', confirmedAt: now } },
    );
    return { email: sub.email, status: 'confirmed' };
  }
  await list.updateOne({ _id: sub._id }, { $set: { status: 'unsubscribed', unsubscribedAt: now } });
  return { email: sub.email, status: 'unsubscribed' };
}
