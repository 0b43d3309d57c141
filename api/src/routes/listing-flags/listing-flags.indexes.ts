/** Indexes for listing reports (listing-flags.routes.ts, moderation). */
import type { CollectionIndexes } from '../../indexes';
import { LISTING_FLAGS } from '../_shared/listing-flags';

export const listingFlagIndexes: CollectionIndexes[] = [
  {
    collection: LISTING_FLAGS,
    indexes: [
      {
        fields: { listingId: 1, userId: 1 },
        unique: true,
        why: 'one report per account and listing: a repeat updates it, five accounts are five reporters',
      },
      {
        fields: { listingId: 1, open: 1, updatedAt: -1 },
        why: "a listing's open reports: the hide threshold and the moderation queue's summary",
      },
    ],
  },
];
