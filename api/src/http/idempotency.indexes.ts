/** Index for the idempotency layer (idempotency.ts): lookups are by `_id`, so only the TTL is needed. */
import type { CollectionIndexes } from '../indexes';
import { IDEMPOTENCY_KEYS, IDEMPOTENCY_TTL_SECONDS } from './idempotency';

export const idempotencyIndexes: CollectionIndexes[] = [
  {
    collection: IDEMPOTENCY_KEYS,
    indexes: [
      {
        fields: { createdAt: 1 },
        expireAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
        why: 'TTL: a key is remembered 24 h after its claim (the claim itself is the unique _id)',
      },
    ],
  },
];
