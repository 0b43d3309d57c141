/** Indexes of the newsletter's subscriptions, link tokens and per-issue sends. */
import type { CollectionIndexes } from '../../indexes';
import { NEWSLETTER, NEWSLETTER_TOKENS } from '../../services/newsletter/subscriptions';

export const newsletterIndexes: CollectionIndexes[] = [
  {
    collection: NEWSLETTER,
    indexes: [
      {
        fields: { email: 1 },
        unique: true,
        why: 'one subscription per address: re-subscribing finds it instead of adding a duplicate',
      },
      { fields: { status: 1 }, why: 'the pulse mailing loop reads the confirmed subscribers' },
    ],
  },
  {
    collection: NEWSLETTER_TOKENS,
    indexes: [
      {
        fields: { expiresAt: 1 },
        expireAfterSeconds: 0,
        why: 'confirm and unsubscribe link tokens disappear once expired',
      },
    ],
  },
];
