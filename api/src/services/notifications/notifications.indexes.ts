/** Indexes for the notifications list and its unread count (notify.ts, notifications routes). */
import type { CollectionIndexes } from '../../indexes';
import { NOTIFICATIONS } from './notify';

export const notificationIndexes: CollectionIndexes[] = [
  {
    collection: NOTIFICATIONS,
    indexes: [
      {
        fields: { userId: 1, createdAt: -1 },
        why: "a user's notifications newest first, and their unread count",
      },
    ],
  },
];
