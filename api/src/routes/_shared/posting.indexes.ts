/** Indexes for posted listings: My Listings and the moderation queue (my-listings, moderation routes). */
import type { CollectionIndexes } from '../../indexes';
import { LISTINGS } from './create-listing';

export const postingIndexes: CollectionIndexes[] = [
  {
    collection: LISTINGS,
    indexes: [
      {
        fields: { authorId: 1, createdAt: -1 },
        why: "GET /api/my/listings: a poster's listings newest first",
      },
      {
        fields: { status: 1, createdAt: 1 },
        why: 'GET /api/admin/listings: the moderation queue by status, oldest first',
      },
    ],
  },
];
