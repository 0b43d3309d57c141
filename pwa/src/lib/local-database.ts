/**
 * Whether this device has the app's IndexedDB database yet, and a signal for "start using it now".
 *
 * A first-time visitor has no database, so nothing to restore: the session and the comparison
 * tray leave Dexie (~31 kB gzip plus opening IndexedDB) until the first sign of use. Signs of use
 * are a tap or key in this tab, the caller's own events (a sign-in beginning), or another tab of
 * the app opening the database (db/db.ts announces it): without that last one, a tray filled or a
 * sign-in made in another tab would not show here until this tab was touched.
 *
 * Weight: in the first paint, so no Dexie import; DB_NAME is db/db.ts's, copied (a test keeps them
 * equal).
 */
export const LOCAL_DB_NAME = 'propai';

const CHANNEL = 'propai-local-database';

/** True when the database exists, or when the browser cannot tell (no `indexedDB.databases()`). */
export async function hasLocalDatabase(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}

/** Called by db/db.ts whenever this tab opens the database. */
export function announceLocalDatabase(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('opened');
  channel.close();
}

/**
 * Runs `start` once, at the first tap or key in this tab, the first of `events` dispatched on
 * window, or when another tab opens the database.
 */
export function onFirstLocalUse(start: () => void, events: readonly string[] = []): void {
  const triggers = ['pointerdown', 'keydown', ...events];
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const name of triggers) globalThis.removeEventListener(name, once, true);
    channel?.close();
    start();
  };
  for (const name of triggers) globalThis.addEventListener(name, once, { capture: true });
  if (channel) channel.onmessage = once;
}
