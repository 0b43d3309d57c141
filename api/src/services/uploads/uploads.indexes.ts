/** Indexes for uploads (uploads.ts): the claim by owner and the sweep of unclaimed uploads. */
import type { CollectionIndexes } from '../../indexes';
import { UPLOADS } from './uploads';

export const uploadIndexes: CollectionIndexes[] = [
  {
    collection: UPLOADS,
    indexes: [
      {
        fields: { ownerId: 1, claimed: 1 },
        why: "a listing claims only its poster's unclaimed uploads",
      },
      {
        fields: { claimed: 1, createdAt: 1 },
        why: 'the sweeper finds uploads still unclaimed after 24 h',
      },
      {
        // Not sparse: the embedded store (NeDB) answers a range query on a sparse index with nothing.
        fields: { claimPendingSince: 1 },
        why: 'the reconciler finds claims whose listing was never stored (a crash mid-request)',
      },
      {
        fields: { listingId: 1 },
        sparse: true,
        why: "releasing a failed listing's claims",
      },
    ],
  },
];
