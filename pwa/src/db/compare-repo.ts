/**
 * The comparison tray and the device-local shortlist, in IndexedDB (tables `compareTray` and
 * `shortlist`). Only lazily loaded modules import this file (it pulls in Dexie).
 *
 * Guarantees:
 * - The tray holds at most COMPARE_MAX items; adding one more drops the oldest (spec part 1 §4),
 *   inside one transaction, so two tabs adding at once still end with four.
 * - `addedAt` is strictly increasing within the tray, so "oldest" is well defined even for two
 *   adds in the same millisecond.
 * - Both tables survive reloads, restarts and offline periods; `watchCompareTray` is a Dexie
 *   liveQuery, so every open tab sees every change (Dexie broadcasts writes across tabs).
 * - Failures (quota, blocked) go to the storage-status banner and are re-thrown to the caller.
 */
import { liveQuery } from 'dexie';
import { db } from './db';
import type { CompareTrayItem, ShortlistItem } from './schema';
import { reportStorageError } from './storage-status-store';
import { reportingFailures } from './report-failures';

export const COMPARE_MAX = 4;

/** Adds (or refreshes the snapshot of) one property; drops the oldest beyond COMPARE_MAX. */
export function addToCompareTray(id: string, snapshot: Record<string, unknown>): Promise<void> {
  return reportingFailures(() =>
    db.transaction('rw', db.compareTray, async () => {
      const existing = await db.compareTray.get(id);
      if (existing) {
        await db.compareTray.update(id, { snapshot });
        return;
      }
      const newest = await db.compareTray.orderBy('addedAt').last();
      const addedAt = Math.max(Date.now(), (newest?.addedAt ?? 0) + 1);
      await db.compareTray.put({ id, addedAt, snapshot });
      const all = await db.compareTray.orderBy('addedAt').primaryKeys();
      const excess = all.slice(0, Math.max(0, all.length - COMPARE_MAX));
      if (excess.length) await db.compareTray.bulkDelete(excess);
    }),
  );
}

export function removeFromCompareTray(id: string): Promise<void> {
  return reportingFailures(() => db.compareTray.delete(id));
}

export function clearCompareTray(): Promise<void> {
  return reportingFailures(() => db.compareTray.clear());
}

/** Replaces snapshots with fresher copies from the API (ids not in the tray are ignored). */
export function refreshCompareSnapshots(items: { id: string; snapshot: Record<string, unknown> }[]) {
  return reportingFailures(() =>
    db.transaction('rw', db.compareTray, async () => {
      for (const item of items) await db.compareTray.update(item.id, { snapshot: item.snapshot });
    }),
  );
}

export function listCompareTray(): Promise<CompareTrayItem[]> {
  return db.compareTray.orderBy('addedAt').toArray();
}

/** Calls `onChange` with the tray, oldest first, now and after every change in any tab. */
export function watchCompareTray(
  onChange: (items: CompareTrayItem[]) => void,
  onError: (error: unknown) => void = reportStorageError,
): () => void {
  const subscription = liveQuery(listCompareTray).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}

export function addToShortlist(id: string, snapshot: Record<string, unknown>): Promise<void> {
  return reportingFailures(async () => {
    const existing = await db.shortlist.get(id);
    await db.shortlist.put({ id, addedAt: existing?.addedAt ?? Date.now(), snapshot });
  });
}

export function removeFromShortlist(id: string): Promise<void> {
  return reportingFailures(() => db.shortlist.delete(id));
}

/** Newest first. */
export function listShortlist(): Promise<ShortlistItem[]> {
  return db.shortlist.orderBy('addedAt').reverse().toArray();
}

export function isShortlisted(id: string): Promise<boolean> {
  return db.shortlist.get(id).then(Boolean);
}
