/**
 * The service worker's request-retry queue (Workbox queue 'propai-sw-request-retry'): a safety net
 * for ad-hoc API writes that carry an Idempotency-Key but are not outbox items (e.g. the sign-out
 * call). When such a write fails on the network (offline, DNS, reset) the request itself is stored
 * in IndexedDB by a Workbox Background Sync queue and the page gets `202 {"queued":true}` with
 * header `X-Outbox: queued` instead of an error. Writes the outbox sends (pwa/src/lib/outbox) carry
 * X-Outbox-Bypass and are never stored here, so nothing is sent from two queues.
 *
 * Replay happens on the Background Sync `sync` event where the browser has it, at service-worker
 * start-up where it does not (Workbox's fallback), and whenever the page posts REPLAY_OUTBOX (the
 * app does so on start and on `online`). Requests are replayed in order; a replay that fails on
 * the network puts the request back and stops. Exactly-once delivery rests on the server: it
 * de-duplicates on the Idempotency-Key, so a request that reached it before the connection dropped
 * and is sent again does not act twice. An HTTP error answer (4xx/5xx) ends a request's retries.
 * Requests older than 7 days are dropped.
 *
 * Until issue 14 this queue was called 'propai-outbox'. Requests a device stored under that name
 * before updating are still replayed (LEGACY_REQUEST_QUEUE: same triggers, nothing new goes in), so
 * no queued write is lost to the rename.
 */
import { OUTBOX_QUEUED_HEADER } from '@propai/api/domain/http-headers';
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { OUTBOX_REPLAYED } from './messages.js';
import { isKeyedWrite, WRITE_METHODS } from './route-matchers.js';

declare const self: ServiceWorkerGlobalScope;

export const REQUEST_RETRY_QUEUE = 'propai-sw-request-retry';
/** The name of this queue before issue 14: drained, never filled. */
export const LEGACY_REQUEST_QUEUE = 'propai-outbox';
const SEVEN_DAYS_MINUTES = 7 * 24 * 60;

async function notifyReplayed(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: OUTBOX_REPLAYED });
}

const queueOptions = {
  maxRetentionTime: SEVEN_DAYS_MINUTES,
  onSync: async ({ queue: q }: { queue: Queue }) => {
    await q.replayRequests(); // throws on network failure, so the browser retries the sync later
    await notifyReplayed();
  },
};
const queue = new Queue(REQUEST_RETRY_QUEUE, queueOptions);
const legacyQueue = new Queue(LEGACY_REQUEST_QUEUE, queueOptions);

let replaying: Promise<void> | undefined;

/** Replays the queue (and the pre-rename one) now; overlapping calls share one run. Never rejects. */
export function replayRequestRetryQueue(): Promise<void> {
  replaying ??= legacyQueue
    .replayRequests()
    .then(() => queue.replayRequests())
    .then(notifyReplayed)
    .catch(() => undefined)
    .finally(() => {
      replaying = undefined;
    });
  return replaying;
}

async function sendOrQueue(request: Request): Promise<Response> {
  const copy = request.clone(); // the body can be read once: keep one for the queue
  try {
    return await fetch(request);
  } catch {
    await queue.pushRequest({ request: copy });
    return new Response(JSON.stringify({ queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json', [OUTBOX_QUEUED_HEADER]: 'queued' },
    });
  }
}

export function registerRequestRetryQueue(origin: string): void {
  for (const method of WRITE_METHODS) {
    registerRoute(
      ({ url, request }) => isKeyedWrite(url, request, origin),
      ({ request }) => sendOrQueue(request),
      method,
    );
  }
}
