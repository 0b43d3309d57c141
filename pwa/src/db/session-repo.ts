/**
 * Persistence of the one signed-in session. A record that fails validation (older or corrupt data) is
 * removed, as the spec's "a corrupt stored session is removed silently with a console error".
 */
import { db } from './db';
import type { SessionRecord, SessionUser } from './schema';
import { reportStorageError } from './storage-status-store';

const KEY = 'current';

function isValidSession(record: SessionRecord | undefined): record is SessionRecord {
  // A token counts only together with a stored user that has an id (spec part 1 §6).
  return Boolean(record && typeof record.token === 'string' && record.token && record.user?.id);
}

export async function loadSession(): Promise<SessionRecord | null> {
  try {
    const record = await db.session.get(KEY);
    if (!record) return null;
    if (isValidSession(record)) return record;
    console.error('Stored session is invalid; removing it.');
    await db.session.delete(KEY);
    return null;
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

export async function saveSession(token: string, user: SessionUser): Promise<void> {
  try {
    await db.session.put({ key: KEY, token, user, savedAt: Date.now() });
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
}

export async function clearSession(): Promise<void> {
  try {
    await db.session.delete(KEY);
  } catch (error) {
    reportStorageError(error);
  }
}
