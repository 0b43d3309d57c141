/// <reference lib="webworker" />
/**
 * PropAI service worker (built by vite-plugin-pwa's injectManifest into pwa/dist/sw.js).
 *
 * Guarantees:
 * - The app shell (index.html, every hashed JS/CSS chunk, icons, manifest) is precached at install,
 *   so after one online visit every client route opens with no network; stale precaches are removed.
 * - Client-side routes (navigations outside /api/) are answered with the precached /index.html.
 * - API reads: network first (4 s timeout), last good copy offline. Images: cache first.
 * - API writes with an Idempotency-Key are never lost to a dropped connection: they are queued
 *   (queue 'propai-outbox', 7 days) and replayed on Background Sync, at start-up, or on the page's
 *   REPLAY_OUTBOX message; the server's idempotency check makes the replay land exactly once.
 * - Listing drafts queued by the posting forms are sent by the posting outbox (one module shared
 *   with the page, pwa/src/features/posting/outbox) on the Background Sync 'propai-posting' and on
 *   REPLAY_OUTBOX; those requests bypass the generic queue above (header X-Outbox-Bypass).
 * - A new version waits until the page asks for it (SKIP_WAITING) or every tab has closed, so an
 *   open form is never reloaded under the user. The first install claims open pages at once.
 * Caching per route is listed in src/runtime-caching.ts and src/outbox.ts.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPageMessage, REPLAY_OUTBOX, SKIP_WAITING } from './src/messages.js';
import { POSTING_SYNC_TAG } from '../pwa/src/features/posting/outbox/posting-outbox';
import { replayPostingDrafts } from '../pwa/src/features/posting/outbox/run-outbox';
import { registerOutbox, replayOutbox } from './src/outbox.js';
import { API_PREFIX } from './src/route-matchers.js';
import { registerRuntimeCaching } from './src/runtime-caching.js';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_PREFIX}`)],
  }),
);
registerRuntimeCaching(origin);
registerOutbox(origin);

self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return;
  if (event.data.type === SKIP_WAITING) event.waitUntil(self.skipWaiting());
  if (event.data.type === REPLAY_OUTBOX) {
    event.waitUntil(Promise.all([replayOutbox(), replayPostingDrafts().catch(() => undefined)]));
  }
});

/** Background Sync for queued listings; throwing asks the browser to fire the sync again later. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== POSTING_SYNC_TAG) return;
  sync.waitUntil(
    replayPostingDrafts().then((outcome) => {
      if (outcome.retryLater) throw new Error('Queued listings remain; retry later.');
    }),
  );
});

clientsClaim();
