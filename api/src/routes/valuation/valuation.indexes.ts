/** Indexes for saved valuations (valuation.routes.ts); comparables read the listings' `locality` index. */
import type { CollectionIndexes } from '../../indexes';
import { SAVED_VALUATIONS } from '../../services/valuation/saved-valuations';

export const valuationIndexes: CollectionIndexes[] = [
  {
    collection: SAVED_VALUATIONS,
    indexes: [
      {
        fields: { userId: 1, createdAt: -1 },
        why: "GET /api/valuation/saved: an owner's valuations, newest first",
      },
    ],
  },
];
