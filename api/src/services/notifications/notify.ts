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
import type { Store } from '../../store/types';

export const NOTIFICATIONS = 'notifications';

export type NotificationType =
  'listing_approved' | 'listing_rejected' | 'callback_request' | 'report_reply' | 'listing_stale';

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
  createdAt: Date;
  /** Absent while unread. */
  readAt?: Date;
};

export type NotificationInput = Pick<
  NotificationDoc,
  'userId' | 'type' | 'title' | 'body' | 'link' | 'listingId'
>;

export async function notify(store: Store, input: NotificationInput): Promise<NotificationDoc> {
  return store.collection<NotificationDoc>(NOTIFICATIONS).insertOne({ ...input, createdAt: new Date() });
}
