/**
 * The email side of notifications: `notify()` queues one row per email in `notification_emails`
 * (cheap, inside the caller's request) and a small loop in the API process sends them
 * (startNotificationEmails, started by server.ts), so no caller waits on SMTP or fails with it.
 *
 * Guarantees:
 * - queued at most once per event: the row's `_id` is `mail:<notification id or onceKey>`, and
 *   the store's unique `_id` turns a retried notify() into a no-op;
 * - sent at most once: a row is CLAIMED (sendingAt set by a conditional update) before it is
 *   handed to the mailer, and only an answered failure releases the claim (attempts + 1, next try
 *   after a growing pause, given up after MAX_ATTEMPTS). A process that dies mid-send leaves the
 *   claim in place: the outcome is unknown, and a missing email is better than a doubled one;
 * - the address is read when sending, from the account: a deleted account (or one that turned
 *   email off since) gets nothing, and its rows are dropped with the account's data.
 */
import type { OtpMailer } from '../../auth/mailer';
import { users } from '../../auth/users';
import { Sweeper } from '../../store/shared/sweeper';
import { DuplicateKeyError, type Store } from '../../store/types';
import { choiceFor } from '../../domain/notifications/notification-preferences';

export const NOTIFICATION_EMAILS = 'notification_emails';
export const MAX_ATTEMPTS = 5;
/** How often the loop looks for queued emails. */
export const SEND_EVERY_MS = 10_000;
const BATCH = 20;

export type NotificationEmailDoc = {
  _id: string;
  userId: string;
  type: string;
  subject: string;
  text: string;
  /** An app path ('/my/listings'), made absolute with the public URL when sent. */
  link: string;
  createdAt: Date;
  /** Not before this time (the first try at once, retries after a pause). */
  nextTryAt: Date;
  attempts: number;
  /** The claim: set when handed to the mailer. */
  sendingAt?: Date;
  sentAt?: Date;
  /** Given up (MAX_ATTEMPTS failures) or nobody to send to (account gone, email turned off). */
  droppedAt?: Date;
  lastError?: string;
};

export const notificationEmails = (store: Store) =>
  store.collection<NotificationEmailDoc>(NOTIFICATION_EMAILS);

/** Queues one email; a second call for the same event is ignored. */
export async function queueNotificationEmail(
  store: Store,
  input: Pick<NotificationEmailDoc, 'userId' | 'type' | 'subject' | 'text' | 'link'> & { eventId: string },
): Promise<void> {
  const { eventId, ...fields } = input;
  const now = new Date();
  try {
    await notificationEmails(store).insertOne({
      ...fields,
      _id: `mail:${eventId}`,
      createdAt: now,
      nextTryAt: now,
      attempts: 0,
    });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
}

/** A minute, 2, 4, 8 … between tries. */
const retryPauseMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Sends what is due, one claimed row at a time; returns how many were sent.
 *
 * @example await sendQueuedEmails(store, createOtpMailer(env), 'https://propai.example');
 */
export async function sendQueuedEmails(
  store: Store,
  mailer: Pick<OtpMailer, 'sendNotice'>,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const rows = notificationEmails(store);
  const due = await rows.find(
    {
      sentAt: { $exists: false },
      droppedAt: { $exists: false },
      sendingAt: { $exists: false },
      nextTryAt: { $lte: now },
    },
    { sort: { nextTryAt: 1 }, limit: BATCH },
  );
  let sent = 0;
  for (const row of due) {
    const claimed = await rows.updateOne(
      { _id: row._id, sendingAt: { $exists: false }, sentAt: { $exists: false } },
      { $set: { sendingAt: new Date() } },
    );
    if (claimed.modified !== 1) continue; // another process took it
    const user = await users(store).findOne({ _id: row.userId });
    if (!user || user.deletion || !choiceFor(user.notificationPrefs, row.type).email) {
      await rows.updateOne({ _id: row._id }, { $set: { droppedAt: new Date() } });
      continue;
    }
    try {
      await mailer.sendNotice(user.email, {
        kind: 'notification',
        subject: row.subject,
        text: `${row.text}\n\nYou get this email because it is switched on in Settings → Notifications.`,
        link: new URL(row.link, publicUrl).toString(),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      await rows.updateOne(
        { _id: row._id },
        {
          $set: {
            attempts,
            lastError: err instanceof Error ? err.message : String(err),
            nextTryAt: new Date(Date.now() + retryPauseMs(attempts)),
            ...(attempts >= MAX_ATTEMPTS ? { droppedAt: new Date() } : {}),
          },
          $unset: { sendingAt: '' },
        },
      );
      continue;
    }
    await rows.updateOne({ _id: row._id }, { $set: { sentAt: new Date() } });
    sent += 1;
  }
  return sent;
}

/** The loop server.ts starts; `stop()` before closing the store. */
export function startNotificationEmails(
  store: Store,
  mailer: Pick<OtpMailer, 'sendNotice'>,
  publicUrl: string,
  log: { info(msg: string): void },
): Sweeper {
  const sweeper = new Sweeper(async () => {
    const sent = await sendQueuedEmails(store, mailer, publicUrl);
    if (sent > 0) log.info(`Notifications: emailed ${sent}.`);
  }, SEND_EVERY_MS);
  sweeper.start();
  return sweeper;
}
