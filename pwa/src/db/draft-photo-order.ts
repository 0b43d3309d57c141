/**
 * The order of a draft's photos (table `draftPhotos`, field `order`; 0 = cover). The outbox sends
 * the photos in this order (listPhotos reads the `[draftId+order]` index) and the listing keeps the
 * urls in the order they were sent, so the order chosen here is the order the listing shows.
 * A queued or sent draft is frozen: moves are refused there (false), like every other draft change.
 */
import { db as defaultDb, type PropAiDb } from './db';
import type { PhotoRole } from './drafts-repo';
import { reportingFailures } from './report-failures';

/**
 * Moves the photo to `index` among the photos of its role (0 = cover), shifting the ones between.
 * The role's photos keep the `order` values they had between them, handed out in the new sequence,
 * so photos of another role (floor plans) keep their places. False when nothing moved, the photo is
 * gone, or the draft is no longer editable.
 */
export function movePhotoTo(
  photoId: string,
  index: number,
  database: PropAiDb = defaultDb,
): Promise<boolean> {
  return reportingFailures(() =>
    database.transaction('rw', database.drafts, database.draftPhotos, async () => {
      const photo = await database.draftPhotos.get(photoId);
      if (!photo) return false;
      const draft = await database.drafts.get(photo.draftId);
      if (draft?.status !== 'editing' && draft?.status !== 'failed') return false;
      const role: PhotoRole = photo.role ?? 'photo';
      const sameRole = (await database.draftPhotos.where('draftId').equals(photo.draftId).toArray())
        .filter((p) => (p.role ?? 'photo') === role)
        .sort((a, b) => a.order - b.order);
      const from = sameRole.findIndex((p) => p.id === photoId);
      const to = Math.max(0, Math.min(sameRole.length - 1, Math.trunc(index)));
      if (from === to) return false;
      const slots = sameRole.map((p) => p.order);
      const next = [...sameRole];
      next.splice(to, 0, ...next.splice(from, 1));
      for (const [i, p] of next.entries()) {
        if (p.order !== slots[i]) await database.draftPhotos.update(p.id, { order: slots[i] });
      }
      await database.drafts.update(photo.draftId, { updatedAt: Date.now() });
      return true;
    }),
  );
}

/** One place earlier (-1) or later (+1) among the photos of its role; false at either end. */
export async function movePhoto(
  photoId: string,
  by: -1 | 1,
  database: PropAiDb = defaultDb,
): Promise<boolean> {
  const photo = await reportingFailures(() => database.draftPhotos.get(photoId));
  if (!photo) return false;
  const sameRole = (
    await reportingFailures(() => database.draftPhotos.where('draftId').equals(photo.draftId).toArray())
  )
    .filter((p) => (p.role ?? 'photo') === (photo.role ?? 'photo'))
    .sort((a, b) => a.order - b.order);
  const at = sameRole.findIndex((p) => p.id === photoId);
  if (at + by < 0 || at + by >= sameRole.length) return false;
  return movePhotoTo(photoId, at + by, database);
}
