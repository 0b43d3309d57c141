import { api } from '../../lib/api-client';

/**
 * Ends the session on the server (best effort: offline, the token simply expires there) and then
 * announces 'auth:logout', which clears the stored session (session-store.ts).
 */
export async function signOut(): Promise<void> {
  await api.post('/auth/logout').catch(() => undefined);
  window.dispatchEvent(new Event('auth:logout'));
}
