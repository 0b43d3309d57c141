/** Indexes for callback requests (leads.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { LEADS } from './leads.routes';

export const leadIndexes: CollectionIndexes[] = [
  {
    collection: LEADS,
    indexes: [
      {
        fields: { recipientId: 1, createdAt: -1 },
        why: "a lister's received callback requests, newest first",
      },
      {
        fields: { recipientGroup: 1, createdAt: -1 },
        why: 'project callback requests, read by every admin (developers have no account)',
      },
    ],
  },
];
