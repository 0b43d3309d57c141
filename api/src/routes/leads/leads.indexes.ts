/** Indexes for callback requests (leads.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { CONTACT_REVEALS, LEADS } from './leads.routes';

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
      {
        fields: { fromUserId: 1, listingId: 1 },
        why: 'the contact reveal: did this buyer request a callback for this listing',
      },
      { fields: { createdAt: -1 }, why: "admin dashboard: the week's callback requests" },
    ],
  },
  {
    collection: CONTACT_REVEALS,
    indexes: [
      {
        fields: { userId: 1, listingId: 1 },
        unique: true,
        why: 'one row per buyer and revealed listing: reading a number again is free',
      },
      {
        fields: { userId: 1, at: -1 },
        why: 'distinct listings a buyer revealed in the last 24 h (the reveal limit)',
      },
      {
        fields: { at: 1 },
        expireAfterSeconds: 30 * 24 * 60 * 60,
        why: 'reveal rows are forgotten after 30 days (the limit reads only the last 24 h)',
      },
    ],
  },
];
