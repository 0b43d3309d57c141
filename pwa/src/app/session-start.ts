/**
 * When the session store starts (lib/session/session-store.ts: loads the Dexie database, reads
 * the stored session, re-validates it). Dexie is ~31 kB gzip plus the work of opening IndexedDB, and
 * the first visit of a phone — the one on the slowest terms — has no database at all, so nothing
 * to restore. So:
 * - a device that has the 'propai' database (a returning visitor, maybe signed in) starts at once,
 *   as before: the stored session must show as soon as possible;
 * - a device without it is signed out by definition: the store says so at once (no 'Sign In' that
 *   later turns into an avatar, guards redirect without waiting), and the database code loads on
 *   the first tap or key, or when a sign-in begins.
 * Where `indexedDB.databases()` is missing (older Firefox) we cannot tell, so we start at once.
 */
import { dropPendingProfileEdits, reconnectSession } from '../features/auth/session-sync';
import { startPendingSurveySync } from '../features/survey/pending-survey-sync';
import { forgetFavoritesOnSignOut, startFavorites } from '../lib/favorites/favorites-state';
import { startSession, useSessionStore } from '../lib/session/session-store';
import { onSignOut } from '../lib/session/sign-out';
import { hasLocalDatabase, onFirstLocalUse } from '../lib/local-database';

/**
 * The session, and the outbox: writes queued while offline (maybe in a tab closed since) are sent
 * from the page on start and on `online` (lib/outbox/page.ts). Both need the database, so they
 * start together.
 */
function startLocalData(): void {
  startSession(reconnectSession);
  // The hearts follow the session: the signed-in user's saved set is mirrored and refreshed (the
  // device-only shortlist merges into the account at sign-in), cleared when nobody is signed in.
  startFavorites();
  // A survey taken signed out is sent again as the user once signed in (features/survey).
  startPendingSurveySync();
  void import('../lib/outbox/page').then(({ startOutbox }) => startOutbox()).catch(() => undefined); // the chunk failed to load offline: the service worker's sync remains
}

// The session is shared code; its server side (re-validation, offline profile edits) is the auth
// feature's, wired in here because only the app may import features.
onSignOut(dropPendingProfileEdits);
// Sign-out drops the saved-set mirror and that user's queued favourite toggles (lib/favorites).
onSignOut(forgetFavoritesOnSignOut);

let scheduled = false;

/** Called once by the app; idempotent. */
export function scheduleSessionStart(): void {
  if (scheduled) return;
  scheduled = true;
  void hasLocalDatabase().then((exists) => {
    if (exists) {
      startLocalData();
      return;
    }
    // Nothing stored on this device: signed out, known now (the store is still 'loading').
    if (useSessionStore.getState().status === 'loading') useSessionStore.setState({ status: 'signed-out' });
    // The first tap or key, a sign-in beginning or ending, or another tab opening the database.
    onFirstLocalUse(startLocalData, ['auth:needed', 'auth:login']);
  });
}
