/**
 * Notifications: one document per message to one user (DECISIONS.md: real notifications —
 * listing verified/rejected, callback requests, report replies — with a real unread count).
 *
 * Writers (moderation, callback requests, …) call `notify()`; the reading routes list a user's
 * notifications newest first and mark them read. A notification is insert-only apart from
 * `readAt`, so two API processes never race on it.
 *
 * @example
 *   await notify(store, { userId: listing.authorId, type: 'listing_approved',
 *     title: 'Your listing is live', body: listing.title, link: `/listing/${listing.slug}` });
 */
import type { NotificationType } from '../../domain/notifications/notification-types';
import { DuplicateKeyError, type Store } from '../../store/types';

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
  createdAt: Date;
  /** Absent while unread. */
  readAt?: Date;
};

export type NotificationInput = Pick<
  NotificationDoc,
  'userId' | 'type' | 'title' | 'body' | 'link' | 'listingId' | 'closeAs'
> & {
  /**
   * Names one event (e.g. `listing_flagged:<listingId>:<flaggedAt ms>`): it becomes the
   * notification's `_id`, so a retried or racing writer of the same event stores one notification
   * (the unique `_id` is the claim, as idempotency keys are) and gets the stored one back.
   */
  onceKey?: string;
};

export async function notify(store: Store, input: NotificationInput): Promise<NotificationDoc> {
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
