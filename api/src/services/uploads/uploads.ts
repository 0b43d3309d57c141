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
 *  - a listing claims its uploads before it is inserted, with conditional `updateMany`s
 *    (`ownerId` = poster, and `claimed: false` or already this listing's id), then counts what it
 *    holds, so two listings can never claim the same upload and a photo of someone else is
 *    refused, while a retry of a listing whose earlier attempt died mid-way (same id, see
 *    routes/_shared/create-listing.ts) finds those uploads its own;
 *  - a claim carries `claimPendingSince` until its listing is stored; a claim whose listing never
 *    arrives (the process died between the two writes) is released by reconcile-claims.ts after a
 *    grace period, and kept RELEASED_KEEP_MS for the device's retry before the sweep;
 *  - `sweepUnclaimedUploads` deletes uploads nobody claimed within 24 h: the document first, and
 *    only if it is still unclaimed (so a claim racing the sweep wins and keeps its bytes), then the
 *    file.
 */
import type { Store } from '../../store/types';
import { deletePhotoSizes } from './photo-sizes';

/** The file-url vocabulary lives in the domain package (the posting schemas check it too). */
export { FILE_URL_RE, fileIdOf, fileUrl } from '../../domain/uploads/file-url';

export const UPLOADS = 'uploads';
/** An upload no listing references after this long is deleted (README "Posting and moderation"). */
export const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * An upload released because the listing that claimed it was never stored (a crash) is kept this
 * long, so the device's retry (days later, after coming back online) still finds its photos.
 */
export const RELEASED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export type UploadDoc = {
  _id: string;
  ownerId: string;
  contentType: string;
  size: number;
  claimed: boolean;
  /** The listing that references it, once claimed. */
  listingId?: string;
  /** Set from the claim until the listing is stored (reconcile-claims.ts releases it if never). */
  claimPendingSince?: Date;
  /** When a claim was released because its listing was never stored (kept RELEASED_KEEP_MS). */
  releasedAt?: Date;
  createdAt: Date;
};

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

/** Removes an upload nobody uses (refused after storing): the document, then its bytes. */
export async function removeUpload(store: Store, id: string): Promise<void> {
  if ((await uploads(store).deleteOne({ _id: id, claimed: false })) === 0) return;
  await store.files.delete(id);
  await deletePhotoSizes(store, id);
}

/**
 * Claims the given uploads for `listingId`; all or none. Uploads this same listing id already holds
 * (an earlier attempt that died before storing the listing) count as claimed. Returns false
 * (nothing left claimed) when one of them is missing, someone else's, or held by another listing.
 * The claim stays pending until `confirmClaims` (after the listing is stored).
 */
export async function claimUploads(
  store: Store,
  ownerId: string,
  listingId: string,
  fileIds: string[],
  now = new Date(),
): Promise<boolean> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return true;
  const col = uploads(store);
  // Ours first, with a fresh pending time, so the reconciler cannot release them under us.
  await col.updateMany({ _id: { $in: ids }, ownerId, listingId }, { $set: { claimPendingSince: now } });
  await col.updateMany(
    { _id: { $in: ids }, ownerId, claimed: false },
    { $set: { claimed: true, listingId, claimPendingSince: now }, $unset: { releasedAt: '' } },
  );
  // Counted, not taken from the update results: the truth after any race with another claim.
  if ((await col.count({ _id: { $in: ids }, ownerId, listingId })) === ids.length) return true;
  await releaseUploads(store, listingId);
  return false;
}

/**
 * The listing is stored: its claims are final (nothing left for the reconciler). Any of its uploads
 * released meanwhile (a reconciler that judged a very slow request dead, a failed twin attempt)
 * are taken back first, so a stored listing never shows photos the sweep may delete.
 */
export async function confirmClaims(
  store: Store,
  ownerId: string,
  listingId: string,
  fileIds: string[],
): Promise<void> {
  const col = uploads(store);
  const ids = [...new Set(fileIds)];
  if (ids.length > 0) {
    await col.updateMany(
      { _id: { $in: ids }, ownerId, claimed: false },
      { $set: { claimed: true, listingId }, $unset: { releasedAt: '', claimPendingSince: '' } },
    );
  }
  await col.updateMany(
    { listingId, claimPendingSince: { $exists: true } },
    { $unset: { claimPendingSince: '' } },
  );
}

/**
 * Undoes a claim (the listing was refused or could not be stored): the uploads are unclaimed again
 * and sweepable. `keepSince` marks them released after a failed store, so the sweep keeps them
 * RELEASED_KEEP_MS for the device's retry.
 */
export async function releaseUploads(store: Store, listingId: string, keepSince?: Date): Promise<void> {
  await uploads(store).updateMany(
    { listingId },
    {
      $set: { claimed: false, ...(keepSince ? { releasedAt: keepSince } : {}) },
      $unset: { listingId: '', claimPendingSince: '' },
    },
  );
}

/**
 * Deletes uploads still unclaimed `UNCLAIMED_TTL_MS` after their upload (or `RELEASED_KEEP_MS`
 * after a failed listing released them); returns how many.
 */
export async function sweepUnclaimedUploads(store: Store, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_TTL_MS);
  const keptUntil = new Date(now.getTime() - RELEASED_KEEP_MS);
  const stale = await uploads(store).find(
    {
      claimed: false,
      createdAt: { $lt: cutoff },
      $or: [{ releasedAt: { $exists: false } }, { releasedAt: { $lt: keptUntil } }],
    },
    { projection: { _id: 1 }, limit: 500 },
  );
  let removed = 0;
  for (const { _id } of stale) {
    // Only if still unclaimed: a listing may have claimed it between the find and now.
    if ((await uploads(store).deleteOne({ _id, claimed: false })) === 0) continue;
    await store.files.delete(_id);
    await deletePhotoSizes(store, _id);
    removed += 1;
  }
  return removed;
}
