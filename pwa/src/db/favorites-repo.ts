/**
 * The signed-in user's saved things on this device: rows of `shortlist` marked with their `owner`
 * (schema.ts explains both sorts of rows), and that user's favourite toggles still in `queuedWrites`
 * (kind 'favorite'). Only lazily loaded modules import this file (it pulls in Dexie).
 *
 * Guarantees:
 * - A mirror row is only ever written for the user named; reconciling with the server also deletes
 *   rows of any other owner (left by a session that ended with a 401 rather than a sign-out).
 * - Reconciling reads the queued toggles inside the same transaction that rewrites the mirror, so
 *   a toggle queued meanwhile is never overwritten by the older server answer.
 * - Failures go to the storage-status banner and are re-thrown (report-failures.ts).
 */
import { liveQuery } from 'dexie';
import { db as defaultDb, type PropAiDb } from './db';
import type { QueuedWrite, ShortlistItem } from './schema';
import { reportStorageError } from './storage-status-store';
import { reportingFailures } from './report-failures';

export const FAVORITE_KIND = 'favorite';

const owned = (userId: string) => (row: ShortlistItem) => row.owner === userId;

/** The keys ('listing:<id>' …) saved by `userId`, as mirrored here. */
export async function ownedKeys(userId: string, database: PropAiDb = defaultDb): Promise<string[]> {
  const rows = await reportingFailures(() => database.shortlist.filter(owned(userId)).toArray());
  return rows.map((r) => r.id);
}

/** Calls `onChange` with the keys saved by `userId` now and after every change in any tab. */
export function watchOwnedKeys(
  userId: string,
  onChange: (keys: string[]) => void,
  onError: (error: unknown) => void = reportStorageError,
): () => void {
  const sub = liveQuery(() => ownedKeys(userId)).subscribe({ next: onChange, error: onError });
  return () => sub.unsubscribe();
}

/** The device-only shortlist (rows without an owner), newest first. */
export function deviceOnlyRows(database: PropAiDb = defaultDb): Promise<ShortlistItem[]> {
  return reportingFailures(async () =>
    (await database.shortlist.orderBy('addedAt').reverse().toArray()).filter((r) => !r.owner),
  );
}

export function watchDeviceOnly(
  onChange: (rows: ShortlistItem[]) => void,
  onError: (error: unknown) => void = reportStorageError,
): () => void {
  const sub = liveQuery(() => deviceOnlyRows()).subscribe({ next: onChange, error: onError });
  return () => sub.unsubscribe();
}

/** Saves or unsaves one thing in the mirror of `userId` (the optimistic part of a toggle). */
export function setOwned(
  userId: string,
  key: string,
  saved: boolean,
  snapshot: Record<string, unknown> = {},
  database: PropAiDb = defaultDb,
): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.shortlist, async () => {
      const existing = await database.shortlist.get(key);
      if (!saved) {
        // A device-only row of the same thing goes too: the user just said they do not want it.
        if (existing && (!existing.owner || existing.owner === userId)) await database.shortlist.delete(key);
        return;
      }
      const keep = existing && Object.keys(existing.snapshot).length > 0 ? existing.snapshot : snapshot;
      await database.shortlist.put({
        id: key,
        addedAt: existing?.addedAt ?? Date.now(),
        snapshot: keep,
        owner: userId,
      });
    }),
  );
}

/** After a merge: these device-only rows are in the account of `userId` now. */
export function markMerged(userId: string, keys: string[], database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.shortlist, async () => {
      for (const key of keys) {
        const row = await database.shortlist.get(key);
        if (row && !row.owner) await database.shortlist.update(key, { owner: userId });
      }
    }),
  );
}

/** The favourite toggles of `userId` still in the outbox (failed ones included). */
export function favoriteWritesOf(userId: string, database: PropAiDb = defaultDb): Promise<QueuedWrite[]> {
  return reportingFailures(async () =>
    (await database.queuedWrites.where('kind').equals(FAVORITE_KIND).toArray()).filter(
      (r) => r.userId === userId,
    ),
  );
}

/** Calls `onChange` with the toggles of `userId` waiting to be sent (not the refused ones). */
export function watchFavoriteWrites(
  userId: string,
  onChange: (rows: QueuedWrite[]) => void,
  onError: (error: unknown) => void = reportStorageError,
): () => void {
  const sub = liveQuery(async () =>
    (await favoriteWritesOf(userId)).filter((r) => r.status !== 'failed'),
  ).subscribe({ next: onChange, error: onError });
  return () => sub.unsubscribe();
}

/**
 * Rewrites the mirror of `userId` to `wanted(pending)`: `pending` are that user's toggles not yet
 * sent, read in the same transaction. Refused toggles are deleted (the server's answer stands).
 */
export function reconcileOwned(
  userId: string,
  wanted: (pending: QueuedWrite[]) => Set<string>,
  database: PropAiDb = defaultDb,
): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.shortlist, database.queuedWrites, async () => {
      const writes = (await database.queuedWrites.where('kind').equals(FAVORITE_KIND).toArray()).filter(
        (r) => r.userId === userId,
      );
      const refused = writes.filter((r) => r.status === 'failed');
      if (refused.length) await database.queuedWrites.bulkDelete(refused.map((r) => r.id));
      const keys = wanted(writes.filter((r) => r.status !== 'failed'));
      const rows = await database.shortlist.toArray();
      const stale = rows.filter((r) => r.owner && (r.owner !== userId || !keys.has(r.id))).map((r) => r.id);
      if (stale.length) await database.shortlist.bulkDelete(stale);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const now = Date.now();
      const add: ShortlistItem[] = [];
      for (const key of keys) {
        const row = byId.get(key);
        if (row?.owner === userId) continue;
        // A device-only row of a thing the account holds is the account's now (snapshot kept).
        add.push({ id: key, addedAt: row?.addedAt ?? now, snapshot: row?.snapshot ?? {}, owner: userId });
      }
      if (add.length) await database.shortlist.bulkPut(add);
    }),
  );
}

/** Sign-out: the mirror goes (the account keeps the favourites), and so do `userId`'s queued toggles. */
export function clearOwned(userId: string | null, database: PropAiDb = defaultDb): Promise<void> {
  return reportingFailures(() =>
    database.transaction('rw', database.shortlist, database.queuedWrites, async () => {
      const rows = await database.shortlist.filter((r) => Boolean(r.owner)).primaryKeys();
      if (rows.length) await database.shortlist.bulkDelete(rows);
      if (!userId) return;
      const writes = await database.queuedWrites.where('kind').equals(FAVORITE_KIND).toArray();
      const mine = writes.filter((r) => r.userId === userId).map((r) => r.id);
      if (mine.length) await database.queuedWrites.bulkDelete(mine);
    }),
  );
}
