/**
 * The auth feature's part of the session (the store itself is shared: lib/session/session-store.ts).
 * The stored session is re-validated with GET /api/auth/me when online, at most once per 5 s
 * (spec §5); a 401 there fires 'auth:unauthorized' and signs out everywhere. A profile edit saved
 * offline is sent on start and on every 'online' event. app/session-start.ts wires these in:
 * `startSession(reconnectSession)` and `onSignOut(dropPendingProfileEdits)`.
 */
import { useSessionStore } from '../../lib/session/session-store';
import { toAuthUser } from '../../lib/auth/to-auth-user';
import { fetchMe, type MeAnswer } from './api/auth-api';
import { AuthCheckRateLimited, createAuthCheckGate } from './auth-check-throttle';

// Pulls in Dexie: loaded lazily, never in the entry chunk.
const profileOutbox = () => import('../../lib/outbox/profile-edits');

const authCheckGate = createAuthCheckGate();
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Re-validates the stored session with the server (GET /api/auth/me) and refreshes the stored user.
 * Offline or on a server fault the stored session stays; a 401 signs out through 'auth:unauthorized'.
 * Throws 'Rate limited - too many auth checks.' (AuthCheckRateLimited) within 5 s of the last check.
 */
export async function checkSession(): Promise<void> {
  const { status, token } = useSessionStore.getState();
  if (status !== 'signed-in' || !token || !isOnline()) return;
  authCheckGate.enter();
  try {
    const me = await fetchMe();
    await useSessionStore.getState().updateUser(toAuthUser(me.user));
  } catch {
    // 401 is handled by the api client's event; anything else keeps the session until next time.
  }
}

/** Sends a profile edit saved offline, then refreshes the stored user from the answer. */
async function syncPendingProfile(): Promise<void> {
  const { user } = useSessionStore.getState();
  if (!user || !isOnline()) return;
  const answer = await (await profileOutbox()).flushProfileEdit<MeAnswer>(user.id).catch(() => null);
  if (answer) await useSessionStore.getState().updateUser(toAuthUser(answer.user));
}

/** After the stored session is loaded, and on every 'online' event. */
export async function reconnectSession(): Promise<void> {
  try {
    await checkSession();
  } catch (error) {
    if (!(error instanceof AuthCheckRateLimited)) throw error;
  }
  await syncPendingProfile();
}

/** On sign-out: a profile edit still waiting must never be sent with the next user's session. */
export async function dropPendingProfileEdits(): Promise<void> {
  await (await profileOutbox()).dropProfileEdits();
}
