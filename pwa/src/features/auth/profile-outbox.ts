/**
 * Profile edits made offline, kept on the device until the server has them.
 *
 * Guarantees:
 * - One pending edit per user, in the Dexie `outbox` table under the id 'profile:<userId>'; a newer
 *   edit replaces the older one (the last values typed win, as they would online).
 * - It survives reloads and restarts; it is sent by `flushProfileEdit` when the app starts signed in
 *   and on every 'online' event, and removed only once the server answered 2xx (or refused it with
 *   a 4xx, which is kept as `failed` with the server's message so the user can see and fix it).
 * - PATCH sets the same values however often it is replayed, so a retry after a lost answer is safe.
 * - Signing out drops the pending edit: it must never be sent with the next user's session.
 * This module is loaded lazily (it pulls in Dexie), never in the entry chunk.
 */
import { db } from '../../db/db';
import type { OutboxEntry } from '../../db/schema';
import { reportStorageError } from '../../db/storage-status-store';
import { ApiError } from '../../lib/api-client';
import { type MeAnswer, type ProfilePatch, patchProfile } from './api/auth-api';

export const PROFILE_PATH = '/auth/profile';
const idFor = (userId: string) => `profile:${userId}`;

export async function queueProfileEdit(userId: string, patch: ProfilePatch): Promise<void> {
  const entry: OutboxEntry = {
    id: idFor(userId),
    idempotencyKey: crypto.randomUUID(),
    method: 'PATCH',
    path: PROFILE_PATH,
    body: patch,
    createdAt: Date.now(),
    status: 'queued',
    attempts: 0,
  };
  try {
    await db.outbox.put(entry);
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}

export const pendingProfileEdit = (userId: string) => db.outbox.get(idFor(userId));

/** Sends the pending edit of `userId`, if any. Returns the server's answer when it was applied. */
export async function flushProfileEdit(userId: string): Promise<MeAnswer | null> {
  const entry = await db.outbox.get(idFor(userId)).catch(() => undefined);
  if (!entry || entry.status === 'failed') return null;
  try {
    const answer = await patchProfile(entry.body as ProfilePatch);
    // Only delete what was sent: an edit queued meanwhile has a new idempotency key and stays.
    await db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(entry.id);
      if (current?.idempotencyKey === entry.idempotencyKey) await db.outbox.delete(entry.id);
    });
    return answer;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 401) {
      // Offline, server trouble or an expired session: keep it for the next try.
      await db.outbox.update(entry.id, { attempts: entry.attempts + 1 }).catch(reportStorageError);
      return null;
    }
    const lastError = error.fields ? (Object.values(error.fields)[0] ?? error.message) : error.message;
    await db.outbox.update(entry.id, { status: 'failed', lastError }).catch(reportStorageError);
    return null;
  }
}

export async function dropProfileEdits(): Promise<void> {
  await db.outbox
    .filter((e) => e.path === PROFILE_PATH)
    .delete()
    .catch(reportStorageError);
}
