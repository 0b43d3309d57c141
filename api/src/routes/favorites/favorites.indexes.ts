/** Indexes for favourites (favorites.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { FAVORITES } from './favorites.routes';

export const favoriteIndexes: CollectionIndexes[] = [
  {
    collection: FAVORITES,
    indexes: [
      {
        fields: { userId: 1, type: 1, targetId: 1 },
        unique: true,
        why: 'one favourite per user and thing: retried and racing saves store one',
      },
      {
        fields: { userId: 1, createdAt: -1 },
        why: "a user's saved things, newest first (the favourites list and the hearts on cards)",
      },
    ],
  },
];
