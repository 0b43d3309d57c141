/** Indexes for listing views (listing-views.routes.ts; read by the landlord dashboard, routes/rentals). */
import type { CollectionIndexes } from '../../indexes';
import { LISTING_VIEWS } from '../../services/rentals/listing-views';

export const listingViewIndexes: CollectionIndexes[] = [
  {
    collection: LISTING_VIEWS,
    indexes: [
      {
        fields: { listingId: 1, at: -1 },
        why: "the landlord dashboard: a listing's views, all and last 7 days",
      },
    ],
  },
];
