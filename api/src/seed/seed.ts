/**
 * Fills an empty store with the demo data set, once.
 *
 * Guarantees: seeding happens once per database even when several processes start together
 * (see seed-lock.ts); a restart of a seeded store only reads the lock; a seed that died half-way is
 * detected by its stale heartbeat, its documents (all marked `seeded: true`) and files (metadata
 * `seeded: true`) are deleted, and it runs again. Documents users created are never touched.
 */
import { confirmationFields } from '../domain/listings/freshness';
import { withListingSearch } from '../domain/search/listing-fields';
import type { Store } from '../store/types';
import { buildDataset } from './dataset';
import { renderFloorPlanPng, renderPanorama } from './floorplan-render';
import { PHOTO_POOL, renderPhoto, type PhotoKind } from './photos';
import { rngFor } from './prng';
import { heartbeat, markDone, markFailed, SEED_LOCK_ID, tryClaim, type SeedLockDoc } from './seed-lock';
import { DEMO_BUYER } from './users';
import { demoArticles } from './articles';
import { makePhotoSizes, PHOTO_SIZES } from '../services/uploads/photo-sizes';

export const SEEDED_COLLECTIONS = [
  'users',
  'developers',
  'projects',
  'floorplans',
  'listings',
  'reports',
  'bookings',
  'articles',
] as const;
export const DEFAULT_SEED = 20261101;
const BATCH = 1000;

export interface SeedOptions {
  listings: number;
  projects: number;
  /** Closed listings of the 24-month history (seed/listing-history.ts); default one per listing. */
  closedListings?: number;
  log?: ((msg: string) => void) | { info(message: string): void };
  seed?: number;
  /** How long a process waits for another one's seeding to finish; default 30 minutes. */
  waitTimeoutMs?: number;
  /** A 'running' lock without a heartbeat for this long is a crashed seed; default 10 minutes. */
  staleAfterMs?: number;
}

export interface SeedResult {
  seeded: boolean;
  counts: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function seedIfNeeded(store: Store, options: SeedOptions): Promise<SeedResult> {
  const log =
    typeof options.log === 'function'
      ? options.log
      : options.log
        ? options.log.info.bind(options.log)
        : () => {};
  const meta = store.collection<SeedLockDoc>('meta');
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const deadline = Date.now() + (options.waitTimeoutMs ?? 30 * 60_000);
  let announced = false;
  for (;;) {
    const claim = await tryClaim(meta, staleAfterMs);
    if (claim.kind === 'done') return { seeded: false, counts: claim.lock.counts ?? {} };
    if (claim.kind === 'claimed') {
      try {
        if (claim.takeover) {
          log('Demo data: an earlier seed did not finish; removing its documents and starting again.');
          await wipeSeeded(store, false);
        }
        const counts = await seedAll(store, options, log, () => heartbeat(meta, claim.owner));
        const params = {
          listings: options.listings,
          projects: options.projects,
          closedListings: counts.closedListings ?? 0,
          seed: options.seed ?? DEFAULT_SEED,
        };
        await markDone(meta, claim.owner, counts, params);
        return { seeded: true, counts };
      } catch (err) {
        await markFailed(meta, claim.owner).catch(() => undefined);
        throw err;
      }
    }
    if (!announced) log('Demo data: another process is seeding; waiting for it to finish.');
    announced = true;
    if (Date.now() > deadline) return { seeded: false, counts: {} };
    await sleep(500);
  }
}

/** Deletes every seeded document and file; with `lock`, the seed lock too (for --force). */
export async function wipeSeeded(store: Store, lock = true): Promise<void> {
  for (const name of SEEDED_COLLECTIONS) await store.collection(name).deleteMany({ seeded: true });
  await store.collection(PHOTO_SIZES).deleteMany({ seeded: true });
  for (const file of await store.files.list({ metadata: { seeded: true } }))
    await store.files.delete(file.id);
  if (lock) await store.collection('meta').deleteOne({ _id: SEED_LOCK_ID });
}

async function putImage(
  store: Store,
  filename: string,
  contentType: string,
  data: Buffer,
  kind: string,
): Promise<string> {
  const info = await store.files.put({ filename, contentType, data, metadata: { seeded: true, kind } });
  return `/api/files/${info.id}`;
}

async function insertBatches(
  store: Store,
  name: string,
  docs: readonly { _id: string }[],
  beat: () => Promise<void>,
): Promise<number> {
  for (let i = 0; i < docs.length; i += BATCH) {
    await store.collection(name).insertMany(docs.slice(i, i + BATCH));
    await beat();
  }
  return docs.length;
}

async function seedAll(
  store: Store,
  options: SeedOptions,
  log: (msg: string) => void,
  beat: () => Promise<void>,
): Promise<Record<string, number>> {
  const seed = options.seed ?? DEFAULT_SEED;
  const started = Date.now();
  log(`Demo data: seeding ${options.listings} listings and ${options.projects} projects (seed ${seed})…`);

  // Rendering is CPU work in sharp's thread pool, so render a kind's images together, then store
  // them in order (file order, and so URL order, stays deterministic).
  const photos = {} as Record<PhotoKind, string[]>;
  let files = 0;
  for (const kind of Object.keys(PHOTO_POOL) as PhotoKind[]) {
    const { count, caption } = PHOTO_POOL[kind];
    const images = await Promise.all(
      Array.from({ length: count }, (_, n) => renderPhoto(seed, kind, n, caption(n))),
    );
    photos[kind] = [];
    for (const [n, data] of images.entries()) {
      const url = await putImage(store, `demo-${kind}-${n + 1}.webp`, 'image/webp', data, `${kind}-photo`);
      photos[kind].push(url);
      files++;
    }
    // Their screen sizes too (GET /api/files/{id}?w=…), so no visitor waits for a resize.
    await Promise.all(photos[kind].map((url) => makePhotoSizes(store, url.slice(url.lastIndexOf('/') + 1))));
  }
  await beat();

  const data = buildDataset(
    {
      seed,
      listings: options.listings,
      projects: options.projects,
      ...(options.closedListings !== undefined ? { closedListings: options.closedListings } : {}),
    },
    photos,
  );
  const floorplans = [];
  for (const [i, draft] of data.floorplans.entries()) {
    const { panorama, title, ...plan } = draft;
    const imageUrl = await putImage(
      store,
      `${plan._id}.png`,
      'image/png',
      await renderFloorPlanPng(plan, title),
      'floorplan',
    );
    const panoramaUrl = panorama
      ? await putImage(
          store,
          `${plan._id}-360.webp`,
          'image/webp',
          await renderPanorama(rngFor(seed, 'panorama', i)),
          'panorama',
        )
      : undefined;
    files += panorama ? 2 : 1;
    floorplans.push({ ...plan, imageUrl, ...(panoramaUrl ? { panoramaUrl } : {}) });
  }

  const counts: Record<string, number> = {};
  counts.users = await insertBatches(store, 'users', data.users, beat);
  counts.developers = await insertBatches(store, 'developers', data.developers, beat);
  counts.projects = await insertBatches(store, 'projects', data.projects, beat);
  counts.floorplans = await insertBatches(store, 'floorplans', floorplans, beat);
  counts.reports = await insertBatches(store, 'reports', data.reports, beat);
  counts.bookings = await insertBatches(store, 'bookings', data.bookings, beat);
  counts.articles = await insertBatches(store, 'articles', demoArticles(seed, new Date()), beat);
  log(`Demo data: ${counts.users} users, ${counts.projects} projects, ${files} images stored.`);
  const demoBooking = data.bookings.find((b) => b.buyerEmail === DEMO_BUYER.email);
  const demoProject = data.projects.find((p) => p._id === demoBooking?.projectId);
  if (demoBooking && demoProject)
    log(
      `Demo data: ${DEMO_BUYER.email} can link booking ${demoBooking.bookingId} on /projects/${demoProject.slug}.`,
    );

  let listings = 0;
  for (let start = 0; start < options.listings; start += BATCH) {
    // Search fields go in with the document: one insert instead of a start-up update per listing
    // (on a MongoDB-protocol server each update is a round trip; 3,000 took minutes on FerretDB).
    // Freshness too: a demo listing's clock starts when it is seeded, like a posted one's.
    const seededAt = new Date();
    const batch = data.listings(start, start + BATCH).map((l) =>
      withListingSearch({
        ...l,
        ...confirmationFields({ category: l.category, listingType: l.listingType }, seededAt),
      }),
    );
    listings += await insertBatches(store, 'listings', batch, beat);
    if (listings % 10_000 === 0 || listings === options.listings)
      log(`Demo data: ${listings}/${options.listings} listings…`);
  }
  counts.listings = listings;
  // The market's past: sold and rented listings of the last 24 months, dated and confirmed by the
  // generator (their freshness fields are their own, not the seeding time's).
  let closed = 0;
  for (let start = 0; start < data.closedCount; start += BATCH) {
    const batch = data.closedListings(start, start + BATCH).map((l) => withListingSearch(l));
    closed += await insertBatches(store, 'listings', batch, beat);
    if (closed % 10_000 === 0 || closed === data.closedCount)
      log(`Demo data: ${closed}/${data.closedCount} closed listings of the last 24 months…`);
  }
  counts.closedListings = closed;
  counts.files = files;
  log(`Demo data: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return counts;
}
