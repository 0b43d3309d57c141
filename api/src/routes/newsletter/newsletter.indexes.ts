/** Index for the newsletter list (newsletter.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { NEWSLETTER } from './newsletter.routes';

export const newsletterIndexes: CollectionIndexes[] = [
  {
    collection: NEWSLETTER,
    indexes: [
      {
        fields: { email: 1 },
        unique: true,
        why: 'one subscription per address: re-subscribing finds it instead of adding a duplicate',
      },
    ],
  },
];
