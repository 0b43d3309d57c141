/// <reference lib="webworker" />
/**
 * PropAI service worker (built by vite-plugin-pwa's injectManifest into pwa/dist/sw.js).
 *
 * Guarantees:
 * - The app shell (index.html, every hashed JS/CSS chunk, icons, manifest) is precached at install,
 *   so after one online visit every client route opens with no network; stale precaches are removed.
 * - Navigations to the pages the server paints a first frame for go to the network first (1.5 s,
 *   then the precached /index.html: src/framed-navigation.ts); every other client-side route
 *   (navigations outside /api/) is answered with the precached /index.html.
 * - API reads: network first (4 s timeout), last good copy offline. Images: cache first.
 * - Queued writes (listing drafts with their photos, profile edits, every kind in
 *   pwa/src/lib/outbox/kinds.ts) are sent by the outbox, one module shared with the page
 *   (pwa/src/lib/outbox; its header states the guarantees), on the Background Sync
 *   'propai-outbox-sync' and on the page's REPLAY_OUTBOX message. Its requests carry X-Outbox-Bypass.
 * - Other API writes with an Idempotency-Key are never lost to a dropped connection: the
 *   request-retry queue ('propai-sw-request-retry', 7 days, src/request-retry-queue.ts) stores the
 *   request and replays it on Background Sync, at start-up, or on REPLAY_OUTBOX; the server's
 *   idempotency check makes the replay land exactly once.
 * - A new version waits until the page asks for it (SKIP_WAITING) or every tab has closed, so an
 *   open form is never reloaded under the user. The first install claims open pages at once.
 * Caching per route is listed in src/runtime-caching.ts and src/request-retry-queue.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPageMessage, REPLAY_OUTBOX, SKIP_WAITING } from './src/messages.js';
import { LEGACY_OUTBOX_SYNC_TAGS, OUTBOX_SYNC_TAG } from '../pwa/src/lib/outbox/outbox';
import { sendQueuedWrites } from '../pwa/src/lib/outbox/run';
import { hasLocalDatabase } from '../pwa/src/lib/local-database';
import { registerRequestRetryQueue, replayRequestRetryQueue } from './src/request-retry-queue.js';
import { framedNavigation, SHELL_URL } from './src/framed-navigation.js';
import { API_PREFIX, isFramedNavigation } from './src/route-matchers.js';
import { registerRuntimeCaching } from './src/runtime-caching.js';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

// directoryIndex off: `/` is a framed page (network first, below), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// First match wins: the framed pages' route before the shell's catch-all.
registerRoute(({ request, url }) => isFramedNavigation(url, request, origin), framedNavigation);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_URL), {
    denylist: [new RegExp(`^${API_PREFIX}`)],
  }),
);
registerRuntimeCaching(origin);
registerRequestRetryQueue(origin);

self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return;
  if (event.data.type === SKIP_WAITING) event.waitUntil(self.skipWaiting());
  if (event.data.type === REPLAY_OUTBOX) {
    event.waitUntil(Promise.all([replayRequestRetryQueue(), sendOutboxIfAny()]));
  }
});

/**
 * The page asks for a replay at every start. A device without the app's database has nothing
 * queued: opening it here would create it and announce it (db/db.ts), and every open page would
 * then load Dexie and read an empty database on a first visit (issue 21: Lighthouse counted that
 * work into the page's blocking time).
 */
async function sendOutboxIfAny(): Promise<void> {
  if (!(await hasLocalDatabase())) return;
  await sendQueuedWrites().catch(() => undefined);
}

/** Background Sync for the outbox; throwing asks the browser to fire the sync again later. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  // A sync registered under an earlier version's tag ('propai-posting') still runs the outbox.
  if (sync.tag !== OUTBOX_SYNC_TAG && !LEGACY_OUTBOX_SYNC_TAGS.includes(sync.tag)) return;
  sync.waitUntil(
    sendQueuedWrites().then((outcome) => {
      if (outcome.retryLater) throw new Error('Queued writes remain; retry later.');
    }),
  );
});

clientsClaim();
