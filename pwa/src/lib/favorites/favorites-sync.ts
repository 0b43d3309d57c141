/**
 * Favourites on the device: the server side of the hearts. Loads Dexie and the outbox, so only
 * favorites-state.ts imports it, lazily.
 *
 * - A toggle updates the mirror at once (db/favorites-repo.ts) and queues the write in the outbox
 *   (kind 'favorite', one row per user and thing, the last toggle wins); sent now when online, else
 *   at the next trigger (online, start, sign-in, Background Sync), only with that user's session.
 * - `refreshFavorites` (sign-in, app start, back online): first the device-only shortlist joins the
 *   account (POST /api/favorites/merge, in chunks of MERGE_LIMIT; merged rows get the owner, rows of
 *   things that no longer exist stay on the device), then the mirror becomes the server's set
 *   (GET /api/favorites/ids) with the toggles still queued on top, and those made while the answer
 *   was on its way (a toggle can be sent and gone from the outbox before the answer arrives).
 * - `forgetFavorites` (sign-out): the mirror and that user's queued toggles go.
 */
import type { FavoriteIds, MergeFavoritesAnswer } from '@propai/api/wire';
import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import { clearOwned, deviceOnlyRows, markMerged, reconcileOwned, setOwned } from '../../db/favorites-repo';
import type { QueuedWrite } from '../../db/schema';
import { apiRequest } from '../api-client';
import type { FavoriteWriteBody } from '../outbox/kinds';
import { queueWrite } from '../outbox/queue-write';
import {
  type FavoriteRef,
  type FavoriteType,
  favoriteKey,
  favoriteWriteId,
  parseFavoriteKey,
} from './favorite-refs';

/** POST /api/favorites/merge takes at most this many items (MERGE_LIMIT of the domain package). */
const MERGE_CHUNK = 100;

/** Toggles made in this tab, by key, with when: they win over a server answer asked for before. */
const recent = new Map<string, { saved: boolean; at: number }>();

export async function toggleFavorite(
  userId: string,
  ref: FavoriteRef,
  saved: boolean,
  snapshot?: Record<string, unknown>,
): Promise<void> {
  const key = favoriteKey(ref.type, ref.id);
  recent.set(key, { saved, at: Date.now() });
  await setOwned(userId, key, saved, snapshot);
  const body: FavoriteWriteBody = { type: ref.type, id: ref.id, saved };
  await queueWrite('favorite', { id: favoriteWriteId(userId, ref.type, ref.id), body, userId });
}

/** The merge: device-only rows join the account of `userId`. Returns the keys now in the account. */
export async function mergeDeviceShortlist(userId: string, isCurrent: () => boolean): Promise<string[]> {
  const rows = await deviceOnlyRows();
  const refs = rows.flatMap((r) => parseFavoriteKey(r.id) ?? []);
  const merged: string[] = [];
  for (let i = 0; i < refs.length; i += MERGE_CHUNK) {
    const items = refs.slice(i, i + MERGE_CHUNK);
    const answer = await apiRequest<MergeFavoritesAnswer>('/favorites/merge', {
      method: 'POST',
      body: { items },
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    if (!isCurrent()) return merged;
    const missing = new Set(answer.missing.map((m) => favoriteKey(m.type, m.id)));
    const keys = items.map((r) => favoriteKey(r.type, r.id)).filter((k) => !missing.has(k));
    await markMerged(userId, keys);
    merged.push(...keys);
  }
  return merged;
}

/** The mirror: the server's keys, then the queued toggles, then this tab's toggles since `since`. */
export function wantedKeys(
  serverKeys: readonly string[],
  pending: readonly QueuedWrite[],
  recentToggles: ReadonlyMap<string, { saved: boolean; at: number }>,
  since: number,
): Set<string> {
  const keys = new Set(serverKeys);
  const apply = (key: string, saved: boolean) => (saved ? keys.add(key) : keys.delete(key));
  for (const row of [...pending].sort((a, b) => a.queuedAt - b.queuedAt)) {
    const body = row.body as Partial<FavoriteWriteBody>;
    if (body.type && body.id && typeof body.saved === 'boolean')
      apply(favoriteKey(body.type, body.id), body.saved);
  }
  for (const [key, t] of recentToggles) if (t.at >= since) apply(key, t.saved);
  return keys;
}

/**
 * Merge, then mirror the server. `isCurrent` says whether `userId` is still the one signed in (an
 * answer arriving after a sign-out or a switch of account is dropped). Throws on network failures.
 */
export async function refreshFavorites(userId: string, isCurrent: () => boolean): Promise<void> {
  await mergeDeviceShortlist(userId, isCurrent);
  if (!isCurrent()) return;
  const since = Date.now();
  const answer = await apiRequest<FavoriteIds>('/favorites/ids');
  if (!isCurrent()) return;
  const serverKeys = answer.items.map((i) => favoriteKey(i.type, i.id));
  await reconcileOwned(userId, (pending) => wantedKeys(serverKeys, pending, recent, since));
}

export async function forgetFavorites(userId: string | null): Promise<void> {
  recent.clear();
  await clearOwned(userId);
}

export type { FavoriteType };
