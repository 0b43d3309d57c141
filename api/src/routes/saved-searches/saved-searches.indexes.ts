/** Indexes for saved searches (saved-searches.routes.ts, services/saved-searches). */
import type { CollectionIndexes } from '../../indexes';
import { SAVED_SEARCHES } from '../../services/saved-searches/saved-search-store';

export const savedSearchIndexes: CollectionIndexes[] = [
  {
    collection: SAVED_SEARCHES,
    indexes: [
      {
        fields: { userId: 1, createdAt: -1 },
        why: "a user's saved searches newest first, and the per-user cap's count",
      },
      {
        fields: { kind: 1, active: 1 },
        why: 'the active searches of a kind, read when a listing goes live or a project is added',
      },
      {
        fields: { surveyOf: 1 },
        unique: true,
        sparse: true,
        why: 'one survey search per user: racing survey submits store one',
      },
    ],
  },
];
