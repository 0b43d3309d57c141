/**
 * Uploaded photos and floor plans, from the upload until a listing references them.
 *
 * Every upload is a file in the store's file storage (GridFS / DATA_DIR/files) plus one document
 * in `uploads` with the same `_id`: who uploaded it and whether a listing has claimed it.
 *
 * Guarantees (both adapters, any number of API processes):
 *  - the file is written before its document, and removed if the document cannot be written, so a
 *    document never points at missing bytes (a crash between the two leaves at most a file no
 *    document names; see README "Posting and moderation");
 *  - a listing claims its uploads before it is inserted, with one conditional `updateMany`
 *    (`ownerId` = poster, `claimed: false`), so two listings can never claim the same upload and
 *    a photo of someone else is refused; if the insert then fails, the claim is released;
 *  - `sweepUnclaimedUploads` deletes uploads nobody claimed within 24 h: the document first, and
 *    only if it is still unclaimed (so a claim racing the sweep wins and keeps its bytes), then the
 *    file.
 */
import { Sweeper } from '../../store/shared/sweeper';
import type { Store } from '../../store/types';

export const UPLOADS = 'uploads';
/** An upload no listing references after this long is deleted (README "Posting and moderation"). */
export const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_URL_RE = /^\/api\/files\/([0-9a-f]{24})$/;

export type UploadDoc = {
  _id: string;
  ownerId: string;
  contentType: string;
  size: number;
  claimed: boolean;
  /** The listing that references it, once claimed. */
  listingId?: string;
  createdAt: Date;
};

export const fileUrl = (id: string) => `/api/files/${id}`;

export function fileIdOf(url: string): string | null {
  return FILE_URL_RE.exec(url)?.[1] ?? null;
}

const uploads = (store: Store) => store.collection<UploadDoc>(UPLOADS);

/** Stores the bytes and records them as the caller's unclaimed upload. */
export async function saveUpload(
  store: Store,
  input: { ownerId: string; contentType: string; filename: string; data: Buffer },
): Promise<UploadDoc> {
  const info = await store.files.put({
    filename: input.filename,
    contentType: input.contentType,
    data: input.data,
    metadata: { ownerId: input.ownerId, purpose: 'listing-upload' },
  });
  try {
    return await uploads(store).insertOne({
      _id: info.id,
      ownerId: input.ownerId,
      contentType: info.contentType,
      size: info.size,
      claimed: false,
      createdAt: info.createdAt,
    });
  } catch (err) {
    await store.files.delete(info.id);
    throw err;
  }
}

/**
 * Claims the given uploads for `listingId`; all or none. Returns false (nothing left claimed) when
 * one of them is missing, someone else's, or already claimed by another listing.
 */
export async function claimUploads(
  store: Store,
  ownerId: string,
  listingId: string,
  fileIds: string[],
): Promise<boolean> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return true;
  const result = await uploads(store).updateMany(
    { _id: { $in: ids }, ownerId, claimed: false },
    { $set: { claimed: true, listingId } },
  );
  if (result.modified === ids.length) return true;
  await releaseUploads(store, listingId);
  return false;
}

/** Undoes a claim (the listing insert failed): the uploads are unclaimed again and sweepable. */
export async function releaseUploads(store: Store, listingId: string): Promise<void> {
  await uploads(store).updateMany({ listingId }, { $set: { claimed: false }, $unset: { listingId: '' } });
}

/** Deletes uploads still unclaimed `UNCLAIMED_TTL_MS` after their upload; returns how many. */
export async function sweepUnclaimedUploads(store: Store, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_TTL_MS);
  const stale = await uploads(store).find(
    { claimed: false, createdAt: { $lt: cutoff } },
    { projection: { _id: 1 }, limit: 500 },
  );
  let removed = 0;
  for (const { _id } of stale) {
    // Only if still unclaimed: a listing may have claimed it between the find and now.
    if ((await uploads(store).deleteOne({ _id, claimed: false })) === 0) continue;
    await store.files.delete(_id);
    removed += 1;
  }
  return removed;
}

/** Runs the sweep hourly in the server process (never overlapping itself); `stop()` before closing the store. */
export function startUploadSweeper(store: Store, log: { info(msg: string): void }): Sweeper {
  const sweeper = new Sweeper(
    async () => {
      const removed = await sweepUnclaimedUploads(store);
      if (removed > 0) log.info(`Uploads: removed ${removed} unclaimed for over 24 h.`);
    },
    60 * 60 * 1000,
  );
  sweeper.start();
  return sweeper;
}
