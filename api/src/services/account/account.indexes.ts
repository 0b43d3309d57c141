/** Indexes for notification emails (notification-emails.ts) and account deletion (delete-account.ts). */
import type { CollectionIndexes } from '../../indexes';
import { USERS } from '../../auth/users';
import { NOTIFICATION_EMAILS } from '../notifications/notification-emails';

export const accountIndexes: CollectionIndexes[] = [
  {
    collection: NOTIFICATION_EMAILS,
    indexes: [
      { fields: { nextTryAt: 1 }, why: 'the send loop: queued emails that are due, oldest first' },
      { fields: { userId: 1 }, why: "an account's queued emails, dropped when it is deleted" },
    ],
  },
  {
    collection: USERS,
    indexes: [
      {
        fields: { 'deletion.startedAt': 1 },
        sparse: true,
        why: 'start-up finds deletions a crash cut short without scanning every account',
      },
    ],
  },
];
