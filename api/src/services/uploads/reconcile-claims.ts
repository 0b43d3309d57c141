/**
 * Makes photo claims and listings agree after a crash (issue 13, defect 5).
 *
 * A listing is stored in two writes: its uploads are claimed (`claimPendingSince` set), then the
 * listing is inserted and the claims confirmed (`claimPendingSince` removed). A process killed
 * between them leaves uploads claimed by a listing that does not exist. Guarantees:
 *  - a pending claim older than CLAIM_GRACE_MS is settled: confirmed if its listing exists (the
 *    crash came after the insert), else released with `releasedAt`, so the sweep keeps the photos
 *    RELEASED_KEEP_MS for the device's retry and deletes them after;
 *  - a release never undoes a live attempt: it matches only claims still older than the grace, and
 *    a retry refreshes `claimPendingSince` before it inserts (uploads.ts `claimUploads`);
 *  - claims made before pending claims existed are checked once (`meta` marker): those whose
 *    listing is missing become pending now and are settled one grace period later.
 * Runs at start-up and with the hourly upload sweep, on either store, from any number of processes.
 */
import type { Store } from '../../store/types';
import type { UploadDoc } from './uploads';
import { UPLOADS } from './uploads';

/** A claim this old with no listing belonged to a request that died (requests end in seconds). */
export const CLAIM_GRACE_MS = 10 * 60_000;
const META = 'meta';
const LEGACY_MARKER = 'uploads:legacy-claims-checked';
const PAGE = 500;

const uploads = (store: Store) => store.collection<UploadDoc>(UPLOADS);

/**
 * Community reports claim their evidence photos the same way (routes/report-submissions, the claim's
 * `listingId` is the report's id), so a claim's owner may be a report as well as a listing.
 */
const CLAIMING_REPORTS = 'reports';

async function existingListings(store: Store, listings: string, ids: string[]): Promise<Set<string>> {
  const [found, reports] = await Promise.all([
    store.collection(listings).find({ _id: { $in: ids } }, { projection: { _id: 1 } }),
    store.collection(CLAIMING_REPORTS).find({ _id: { $in: ids } }, { projection: { _id: 1 } }),
  ]);
  return new Set([...found, ...reports].map((d) => d._id));
}

/** Settles pending claims older than the grace; returns how many listings were confirmed or released. */
export async function reconcileClaims(
  store: Store,
  listings: string,
  now = new Date(),
): Promise<{ confirmed: number; released: number }> {
  const cutoff = new Date(now.getTime() - CLAIM_GRACE_MS);
  const stale = await uploads(store).find(
    { claimPendingSince: { $lt: cutoff } },
    { projection: { listingId: 1 }, limit: PAGE },
  );
  const listingIds = [...new Set(stale.flatMap((u) => (u.listingId ? [u.listingId] : [])))];
  const stored = await existingListings(store, listings, listingIds);
  let confirmed = 0;
  let released = 0;
  for (const listingId of listingIds) {
    if (stored.has(listingId)) {
      await uploads(store).updateMany(
        { listingId, claimPendingSince: { $exists: true } },
        { $unset: { claimPendingSince: '' } },
      );
      confirmed += 1;
      continue;
    }
    const result = await uploads(store).updateMany(
      { listingId, claimPendingSince: { $lt: cutoff } },
      { $set: { claimed: false, releasedAt: now }, $unset: { listingId: '', claimPendingSince: '' } },
    );
    if (result.modified > 0) released += 1;
  }
  return { confirmed, released };
}

/**
 * Once per store: claims written before claims had a pending time, whose listing is missing, are
 * made pending now (not released at once: a process of the previous version may be between its
 * claim and its insert), so reconcileClaims settles them after the grace.
 */
export async function markLegacyOrphanClaims(
  store: Store,
  listings: string,
  now = new Date(),
): Promise<number> {
  if (await store.collection(META).findOne({ _id: LEGACY_MARKER })) return 0;
  let marked = 0;
  let after = '';
  for (;;) {
    const page = await uploads(store).find(
      { claimed: true, _id: { $gt: after }, claimPendingSince: { $exists: false } },
      { projection: { listingId: 1 }, sort: { _id: 1 }, limit: PAGE },
    );
    if (page.length === 0) break;
    after = page[page.length - 1]!._id;
    const listingIds = [...new Set(page.flatMap((u) => (u.listingId ? [u.listingId] : [])))];
    const stored = await existingListings(store, listings, listingIds);
    const missing = listingIds.filter((id) => !stored.has(id));
    if (missing.length === 0) continue;
    const result = await uploads(store).updateMany(
      { listingId: { $in: missing }, claimPendingSince: { $exists: false } },
      { $set: { claimPendingSince: now } },
    );
    marked += result.modified;
  }
  await store
    .collection(META)
    .updateOne({ _id: LEGACY_MARKER }, { $set: { at: now, marked } }, { upsert: true });
  return marked;
}
