/**
 * The end of a successful verify: the session goes into the one Dexie `session` record, then
 * 'auth:login' makes the session store re-read it, so every part of the shell (tab bar, top bar,
 * drawer, guards) reflects the sign-in at once. No page reload.
 */
import { toAuthUser } from './to-auth-user';
import type { SignedIn } from './verify-otp';

export async function completeSignIn(answer: Pick<SignedIn, 'token' | 'user'>): Promise<void> {
  const { saveSession } = await import('../../db/session-repo');
  await saveSession(answer.token, toAuthUser(answer.user));
  window.dispatchEvent(new Event('auth:login'));
}
