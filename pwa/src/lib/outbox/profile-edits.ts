/**
 * Profile edits made offline: the outbox's 'profile-edit' kind (kinds.ts), seen from the profile
 * screen and the session.
 *
 * - One pending edit per user, row 'profile:<userId>' of `queuedWrites`; a newer edit replaces the
 *   older one with a new key (the last values typed win, as they would online).
 * - It survives reloads and restarts; the outbox sends it (start, `online`, sign-in, Background
 *   Sync) only with that user's session, and deletes it once the server answered 2xx. A 4xx keeps it
 *   as `failed` with the server's message so the user can see and fix it.
 * - PATCH sets the same values however often it is replayed, and the key makes a replay a no-op.
 * - Signing out drops the pending edit: it must never be sent with the next user's session.
 * This module loads Dexie: import it lazily from the entry chunk.
 */
import { dropQueuedWrites, getQueuedWrite } from '../../db/queued-writes-repo';
import type { QueuedWrite } from '../../db/schema';
import { queueWrite } from './queue-write';
import { sendQueuedWrites } from './run';

export const PROFILE_EDIT = 'profile-edit';
const idFor = (userId: string) => `profile:${userId}`;

export async function queueProfileEdit(userId: string, patch: object): Promise<void> {
  await queueWrite(PROFILE_EDIT, { id: idFor(userId), body: patch, userId });
}

export const pendingProfileEdit = (userId: string): Promise<QueuedWrite | undefined> =>
  getQueuedWrite(idFor(userId));

/** Sends the pending edit of `userId`, if any. Returns the server's answer when it was applied here. */
export async function flushProfileEdit<Answer>(userId: string): Promise<Answer | null> {
  const id = idFor(userId);
  const outcome = await sendQueuedWrites((kind, item) => kind === PROFILE_EDIT && item.id === id);
  return outcome.sent.includes(id) ? (outcome.answers[id] as Answer) : null;
}

export async function dropProfileEdits(): Promise<void> {
  await dropQueuedWrites(PROFILE_EDIT).catch(() => undefined); // already reported to storage-status-store
}
