/**
 * Service-worker registration and the page's REPLAY_OUTBOX message (see service-worker/sw.ts).
 *
 * - Registers after the window `load` event, so installing the worker (which downloads the whole
 *   precache) never competes with the first paint on a slow connection.
 * - Updates never reload the page by themselves: a new version waits, `onUpdateAvailable` hands
 *   the app an `apply()` to call when the user agrees (e.g. a "New version — Reload" toast); apply
 *   activates the new worker and reloads once it controls the page. Without the hook the new
 *   version starts when every PropAI tab has been closed. An installed app stays open for days, so
 *   we also check for a new version when it comes back to the foreground (at most hourly).
 * - Browsers without Background Sync never fire `sync`: the page asks the worker to replay queued
 *   writes on start and on every `online` event (`requestOutboxReplay`).
 * Everything is a no-op where service workers are unsupported (old browsers, http:// origins).
 */
import { registerSW } from 'virtual:pwa-register';

export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; `apply()` switches to it and reloads the page. */
  onUpdateAvailable?: (apply: () => Promise<void>) => void;
  /** The app shell is cached: from now on the app opens without a network. */
  onOfflineReady?: () => void;
  /** The worker replayed queued writes: screens showing that data may refetch. */
  onOutboxReplayed?: () => void;
}

// Message types shared with service-worker/src/messages.ts (literals: the app does not import it).
const REPLAY_OUTBOX = 'REPLAY_OUTBOX';
const OUTBOX_REPLAYED = 'OUTBOX_REPLAYED';
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

function checkForUpdatesOnReturn(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined); // offline or server down: try next time
  });
}

/** Registers the service worker once; safe to call from the app's entry on every start. */
export function registerServiceWorker(hooks: ServiceWorkerHooks = {}): void {
  if (registered || !supported()) return;
  registered = true;

  // registerSW imports workbox-window at once: wait for `load` so not even that competes with the
  // first render's scripts on a slow link.
  const start = () => {
    const updateServiceWorker = registerSW({
      immediate: true,
      onNeedRefresh: () => hooks.onUpdateAvailable?.(() => updateServiceWorker(true)),
      onOfflineReady: () => hooks.onOfflineReady?.(),
      onRegisteredSW: (_url, registration) => {
        if (registration) checkForUpdatesOnReturn(registration);
      },
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });

  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_REPLAYED) hooks.onOutboxReplayed?.();
  });

  requestOutboxReplay();
  window.addEventListener('online', requestOutboxReplay);
}

/** Asks the service worker to send queued writes now (on start, on `online`, or after a write). */
export function requestOutboxReplay(): void {
  if (!supported()) return;
  const { controller } = navigator.serviceWorker;
  if (controller) {
    controller.postMessage({ type: REPLAY_OUTBOX });
    return;
  }
  // First visit: no worker controls the page yet; ask the active one once it is ready.
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: REPLAY_OUTBOX });
  });
}
