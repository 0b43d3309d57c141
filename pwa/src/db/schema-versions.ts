/**
 * The stores (tables and indexed fields) each released version of the database declared. Frozen:
 * a device may still hold any of them, so db.ts declares every version in turn and the upgrade tests
 * build old databases from these very lists.
 */
export const STORES_V1 = {
  drafts: 'id, kind, updatedAt, status',
  draftPhotos: 'id, draftId, [draftId+order]',
  compareTray: 'id, addedAt',
  pendingSurveys: 'id, createdAt',
  outbox: 'id, &idempotencyKey, createdAt, status',
  session: 'key',
} as const;

/** Version 2 (comparison issue) adds the device-local shortlist. */
export const STORES_V2 = { shortlist: 'id, addedAt' } as const;
