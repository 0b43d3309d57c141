/** Indexes for uploads (uploads.ts): the claim by owner and the sweep of unclaimed uploads; photo sizes. */
import type { CollectionIndexes } from '../../indexes';
import { PHOTO_SIZES } from './photo-sizes';
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
  {
    collection: PHOTO_SIZES,
    indexes: [
      {
        fields: { sourceId: 1 },
        why: 'deleting a photo deletes its smaller sizes (photo-sizes.ts)',
      },
    ],
  },
];
