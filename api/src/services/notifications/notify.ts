/**
 * Notifications: one document per message to one user (DECISIONS.md: real notifications —
 * listing verified/rejected, callback requests, report replies — with a real unread count).
 *
 * Writers (moderation, callback requests, …) call `notify()`; the reading routes list a user's
 * notifications newest first and mark them read. A notification is insert-only apart from
 * `readAt`, so two API processes never race on it.
 *
 * The recipient's preferences (domain/notifications/notification-preferences.ts) decide the
 * channels: in-app off → nothing stored; email on → one email queued (notification-emails.ts, sent
 * by a loop, never inside the caller's request). An account being deleted gets neither.
 *
 * @example
 *   await notify(store, { userId: listing.authorId, type: 'listing_approved',
 *     title: 'Your listing is live', body: listing.title, link: `/listing/${listing.slug}` });
 */
import type { NotificationType } from '../../domain/notifications/notification-types';
import { choiceFor } from '../../domain/notifications/notification-preferences';
import { users } from '../../auth/users';
import { DuplicateKeyError, type Store } from '../../store/types';
import { newId } from '../../store/new-id';
import { queueNotificationEmail } from './notification-emails';

export const NOTIFICATIONS = 'notifications';

export type { NotificationType };

export type NotificationDoc = {
  _id: string;
  /** The recipient (users._id). */
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** An app path to open, e.g. '/my/listings'. */
  link?: string;
  /** The listing it is about, where the app offers actions on it ('listing_stale': confirm / sold). */
  listingId?: string;
  /** 'listing_stale': how the listing closes — 'sold' (sale) or 'rented' (rent, PG). */
  closeAs?: 'sold' | 'rented';
  /**
   * The user whose action it reports when the text carries their details ('callback_request': the
   * buyer's name and phone), so deleting that user's account can erase them here too. Never sent
   * to the app.
   */
  fromUserId?: string;
  createdAt: Date;
  /** Absent while unread. */
  readAt?: Date;
};

export type NotificationInput = Pick<
  NotificationDoc,
  'userId' | 'type' | 'title' | 'body' | 'link' | 'listingId' | 'closeAs' | 'fromUserId'
> & {
  /**
   * Names one event (e.g. `listing_flagged:<listingId>:<flaggedAt ms>`): it becomes the
   * notification's `_id`, so a retried or racing writer of the same event stores one notification
   * (the unique `_id` is the claim, as idempotency keys are) and gets the stored one back.
   */
  onceKey?: string;
};

/** Stores the in-app copy (unless turned off) and queues the email (if on); null when not stored. */
export async function notify(store: Store, input: NotificationInput): Promise<NotificationDoc | null> {
  const user = await users(store).findOne(
    { _id: input.userId },
    { projection: { notificationPrefs: 1, deletion: 1 } },
  );
  if (!user || user.deletion) return null;
  const choice = choiceFor(user.notificationPrefs, input.type);
  const stored = choice.inApp ? await storeInApp(store, input) : null;
  if (choice.email) {
    await queueNotificationEmail(store, {
      eventId: input.onceKey ?? stored?._id ?? newId(),
      userId: input.userId,
      type: input.type,
      subject: input.title,
      text: input.body,
      link: input.link ?? '/notifications',
    });
  }
  return stored;
}

async function storeInApp(store: Store, input: NotificationInput): Promise<NotificationDoc> {
  const { onceKey, ...fields } = input;
  const col = store.collection<NotificationDoc>(NOTIFICATIONS);
  if (!onceKey) return col.insertOne({ ...fields, createdAt: new Date() });
  try {
    return await col.insertOne({ ...fields, _id: onceKey, createdAt: new Date() });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    const stored = await col.findOne({ _id: onceKey });
    if (!stored) throw err;
    return stored;
  }
}
