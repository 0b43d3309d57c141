/**
 * Photos sized for the screen: each stored photo (upload or demo image, ~1200 px wide) also exists
 * at PHOTO_WIDTHS, served by GET /api/files/{id}?w=480|800 (routes/files), so a phone downloads
 * ~10–15 kB instead of the full photo. The sizes are WebP at quality 70: measured on the demo
 * photos and a textured 1200×800 test image, WebP was 40–65 % smaller than mozjpeg at the same
 * quality setting (README "Photos").
 *
 * Store-agnostic: a size is a file in the store's file storage (GridFS / DATA_DIR/files) plus one
 * document in `photo_sizes`, `_id` `{sourceId}-w{width}`, naming it. Made when a photo is stored
 * (uploads, demo data) and, for photos stored before this, on the first request, then kept.
 *
 * Concurrency (any number of requests and processes): the unique `_id` decides. Two requests
 * deriving the same size both write a file; the one whose document insert loses deletes its own
 * file and serves the winner's. In one process a size being made is awaited, not made twice.
 * A photo already no wider than the size, or one sharp cannot read, records the original itself
 * (`fileId` = the source) so it is not tried again. A document whose file has gone (deleted by
 * hand, a wiped seed) is made again. Deleting a photo deletes its sizes (`deletePhotoSizes`).
 */
import sharp from 'sharp';
import { DuplicateKeyError } from '../../store/types';
import type { StoredFileInfo, Store } from '../../store/types';
import { PHOTO_WIDTHS, type PhotoWidth } from '../../domain/uploads/photo-sizes';

// The widths live in the domain (shared with the listing page's HTML and the PWA's gallery).
export { PHOTO_WIDTHS, type PhotoWidth };
export const PHOTO_SIZES = 'photo_sizes';
export const SIZE_QUALITY = 70;

export type PhotoSizeDoc = {
  _id: string;
  sourceId: string;
  width: number;
  /** The derived file, or the source itself when it is no wider (or cannot be read). */
  fileId: string;
  createdAt: Date;
  /** Set for sizes of demo photos, so a re-seed removes them with the rest. */
  seeded?: true;
};

export type StoredFile = { info: StoredFileInfo; data: Buffer };

const sizes = (store: Store) => store.collection<PhotoSizeDoc>(PHOTO_SIZES);
const sizeKey = (sourceId: string, width: number) => `${sourceId}-w${width}`;

/** Sizes being made in this process, so concurrent requests wait for one resize. */
const making = new WeakMap<Store, Map<string, Promise<StoredFile | null>>>();

/** The bytes of one width: WebP, or null when the source is no wider or not a readable image. */
async function resize(data: Buffer, width: number): Promise<Buffer | null> {
  try {
    const meta = await sharp(data).metadata();
    if (!meta.width || meta.width <= width) return null;
    // rotate(): applies the EXIF orientation the original relies on, then drops the metadata.
    return await sharp(data).rotate().resize({ width }).webp({ quality: SIZE_QUALITY }).toBuffer();
  } catch {
    return null;
  }
}

async function make(store: Store, source: StoredFile, width: number): Promise<StoredFile> {
  const sourceId = source.info.id;
  const seeded = source.info.metadata.seeded === true;
  const bytes = await resize(source.data, width);
  const file = bytes
    ? await store.files.put({
        filename: `${sourceId}-w${width}.webp`,
        contentType: 'image/webp',
        data: bytes,
        metadata: { sizeOf: sourceId, width, ...(seeded ? { seeded: true } : {}) },
      })
    : null;
  const doc: PhotoSizeDoc = {
    _id: sizeKey(sourceId, width),
    sourceId,
    width,
    fileId: file?.id ?? sourceId,
    createdAt: new Date(),
    ...(seeded ? { seeded: true as const } : {}),
  };
  try {
    await sizes(store).insertOne(doc);
  } catch (err) {
    if (file) await store.files.delete(file.id);
    if (!(err instanceof DuplicateKeyError)) throw err;
    // Another request (or process) made it first: serve theirs.
    return (await stored(store, sourceId, width)) ?? source;
  }
  // The photo was deleted while this size was being made: do not leave the size behind.
  if (!(await store.files.stat(sourceId))) {
    await deletePhotoSizes(store, sourceId);
    return source;
  }
  return file && bytes ? { info: file, data: bytes } : source;
}

/** The recorded size, or null when none is recorded or its file is gone (the record is dropped). */
async function stored(store: Store, sourceId: string, width: number): Promise<StoredFile | null> {
  const doc = await sizes(store).findOne({ _id: sizeKey(sourceId, width) });
  if (!doc) return null;
  const file = await store.files.get(doc.fileId);
  if (file) return file;
  await sizes(store).deleteOne({ _id: doc._id, fileId: doc.fileId });
  return null;
}

/**
 * The photo `sourceId` at `width`: its stored size, made now if missing. Null when the photo does
 * not exist. May answer the original (no wider than `width`, or not an image sharp can read).
 */
export async function photoAtWidth(
  store: Store,
  sourceId: string,
  width: PhotoWidth,
): Promise<StoredFile | null> {
  const found = await stored(store, sourceId, width);
  if (found) return found;
  let inFlight = making.get(store);
  if (!inFlight) making.set(store, (inFlight = new Map<string, Promise<StoredFile | null>>()));
  const key = sizeKey(sourceId, width);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => {
    const source = await store.files.get(sourceId);
    return source ? make(store, source, width) : null;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

/** Makes every size of a just-stored photo (uploads, demo data); a photo that fails stays as it is. */
export async function makePhotoSizes(store: Store, sourceId: string): Promise<void> {
  await Promise.all(PHOTO_WIDTHS.map((w) => photoAtWidth(store, sourceId, w)));
}

/** Deletes a photo's sizes (files and records); call when the photo itself is deleted. */
export async function deletePhotoSizes(store: Store, sourceId: string): Promise<void> {
  for (const doc of await sizes(store).find({ sourceId })) {
    if (doc.fileId !== sourceId) await store.files.delete(doc.fileId);
    await sizes(store).deleteOne({ _id: doc._id });
  }
}
