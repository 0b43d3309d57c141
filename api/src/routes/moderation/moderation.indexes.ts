/**
 * Indexes of the moderation queue's filters (moderation-queue.ts; registered in api/src/indexes.ts).
 * Status alone, newest or oldest first, is served by posting.indexes' {status, createdAt} (either
 * direction); each filter that narrows a status gets its own status-first index ending in createdAt,
 * so the filtered page is read in order without a sort in memory.
 */
import type { CollectionIndexes } from '../../indexes';
import { LISTINGS } from '../_shared/create-listing';
import { LISTING_FLAGS } from '../_shared/listing-flags';

export const moderationIndexes: CollectionIndexes[] = [
  {
    collection: LISTINGS,
    indexes: [
      {
        fields: { status: 1, category: 1, createdAt: -1 },
        why: 'moderation queue filtered by kind (?kind=), newest or oldest first',
      },
      {
        fields: { status: 1, city: 1, createdAt: -1 },
        why: 'moderation queue filtered by city (?city=), newest or oldest first',
      },
      {
        fields: { status: 1, userType: 1, createdAt: -1 },
        why: 'moderation queue filtered by poster type (?posterType=), newest or oldest first',
      },
    ],
  },
  {
    collection: LISTING_FLAGS,
    indexes: [
      {
        fields: { open: 1, listingId: 1 },
        why: 'moderation queue ?reported=true: the ids of listings with open user reports',
      },
    ],
  },
];
