/**
 * Listing views, counted honestly: one per device per day (India time) on the listing's page.
 *
 * The page sends a random device id it keeps in the browser (pwa: features/listings/api/count-view.ts);
 * the server stores one row per (listing, device, day) under a hash of the three, so a reload, a
 * second tab or a retried request counts once, and the device id itself is never stored. Not counted:
 * the lister's own visits (signed in), listings not live, and a client past the per-address limit
 * (views.routes.ts). Rows are kept: the landlord dashboard shows all-time and last-7-days counts.
 */
import { createHash } from 'node:crypto';
import { DuplicateKeyError, type Store } from '../../store/types';

export const LISTING_VIEWS = 'listing_views';
const IST_OFFSET_MS = 5.5 * 3_600_000;

export type ListingViewDoc = { _id: string; listingId: string; day: string; at: Date };

/** '2026-11-01': the calendar day in India of `at`. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** True when this device's first view of the listing today was stored now. */
export async function countView(
  store: Store,
  listingId: string,
  device: string,
  at = new Date(),
): Promise<boolean> {
  const day = indiaDay(at);
  const _id = createHash('sha256').update(`${listingId}\n${device}\n${day}`).digest('hex').slice(0, 32);
  try {
    await store.collection<ListingViewDoc>(LISTING_VIEWS).insertOne({ _id, listingId, day, at });
    return true;
  } catch (err) {
    if (err instanceof DuplicateKeyError) return false;
    throw err;
  }
}

/** All-time and last-7-days views of each listing. */
export async function viewCounts(
  store: Store,
  listingIds: string[],
  now = new Date(),
): Promise<Map<string, { total: number; week: number }>> {
  const col = store.collection<ListingViewDoc>(LISTING_VIEWS);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const out = new Map<string, { total: number; week: number }>();
  for (const listingId of listingIds) {
    out.set(listingId, {
      total: await col.count({ listingId }),
      week: await col.count({ listingId, at: { $gte: weekAgo } }),
    });
  }
  return out;
}
