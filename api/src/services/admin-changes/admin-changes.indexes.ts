/** Indexes of the admin change history (admin-changes.ts; registered in api/src/indexes.ts). */
import type { CollectionIndexes } from '../../indexes';

export const adminChangeIndexes: CollectionIndexes[] = [
  {
    collection: 'admin_changes',
    indexes: [
      {
        fields: { entity: 1, entityId: 1, state: 1, at: -1 },
        why: 'a project’s or listing’s change history, newest first (and its pending records)',
      },
    ],
  },
];
