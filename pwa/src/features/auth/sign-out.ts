import { clearOfflineApiCache } from '../../app/register-sw';
import { apiSend } from '../../lib/api-client';
import { useSessionStore } from './session-store';

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Signs out on this device at once, online or not: 'auth:logout' clears the stored session
 * (session-store.ts) and any profile edit still waiting for the network. The server session is then
 * revoked with the token captured before clearing. The Idempotency-Key lets the service worker queue
 * that call when offline and replay it later; without a worker, the server's session simply expires.
 * The service worker's copies of API reads (saved searches, the profile, …) are dropped too: on a
 * shared phone the next person must not be able to read them offline.
 */
export async function signOut(): Promise<void> {
  const token = useSessionStore.getState().token;
  window.dispatchEvent(new Event('auth:logout'));
  await Promise.all([
    import('../../lib/outbox/profile-edits').then((m) => m.dropProfileEdits()).catch(() => undefined),
    clearOfflineApiCache().catch(() => undefined),
  ]);
  if (!token) return;
  // A 'queued' answer (offline) is fine: the worker sends the logout when the network is back.
  await apiSend('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  }).catch(() => undefined);
}
