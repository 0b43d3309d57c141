import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import { apiSend } from '../api-client';
import { dropPrivateCopies } from '../fresh-fetch';
import { useSessionStore } from './session-store';

const LOGOUT_TIMEOUT_MS = 5000;
/** The service worker's cache of API reads (service-worker/src/runtime-caching.ts). */
const API_CACHE = 'api-cache';

/** Local data of the signed-in user that features drop on sign-out (registered by app/). */
const signOutTasks = new Set<() => Promise<void>>();

/**
 * Registers work that must finish before a sign-out tells the server, e.g. dropping a profile edit
 * still waiting for the network (features/auth). Shared code imports no feature, so the app wires
 * features in here (app/session-start.ts). Returns the unregister function.
 */
export function onSignOut(task: () => Promise<void>): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

/** Drops cached API reads (on sign-out, so the next user of the phone cannot read them). */
export async function clearOfflineApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}

/**
 * Signs out on this device at once, online or not: 'auth:logout' clears the stored session
 * (session-store.ts) and the registered tasks drop what is still waiting for the network (a profile
 * edit). The server session is then revoked with the token captured before clearing. The
 * Idempotency-Key lets the service worker queue that call when offline and replay it later; without
 * a worker, the server's session simply expires. The service worker's copies of API reads (saved
 * searches, the profile, …) are dropped too: on a shared phone the next person must not be able to
 * read them offline.
 */
export async function signOut(): Promise<void> {
  const token = useSessionStore.getState().token;
  window.dispatchEvent(new Event('auth:logout'));
  dropPrivateCopies();
  await Promise.all([
    ...[...signOutTasks].map((task) => task().catch(() => undefined)),
    clearOfflineApiCache().catch(() => undefined),
  ]);
  if (!token) return;
  // A 'queued' answer (offline) is fine: the worker sends the logout when the network is back.
  await apiSend('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  }).catch(() => undefined);
}
