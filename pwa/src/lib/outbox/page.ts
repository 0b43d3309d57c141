/**
 * The page's side of the outbox: asks for a Background Sync (the service worker sends there, even
 * after the tab is closed) and also sends from the page on start, on `online`, on sign-in and right
 * after something is queued. Sending from the page as well is deliberate: Chromium delays a sync
 * that failed by minutes, browsers without Background Sync never fire it, and the Web Lock plus the
 * server's Idempotency-Key make a second sender harmless.
 */
import { OUTBOX_SYNC_TAG, type ReplayOutcome } from './outbox';

// The sender reaches Dexie: loaded on the first send, so a form importing requestOutboxSync does not
// bring the database code with it (db/drafts-on-demand.ts).
const sender = () => import('./run');

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

// A write that failed while the browser says it is online (server down, connection reset): try again
// when its backoff ends (the outcome says when), else in 5 s. A timer, so a retry does not wait for
// the next `online` event or app start.
const RETRY_MS = 5_000;
let retryTimer: number | undefined;

/** Delay of the next page-side try after a run that left something waiting. */
export function nextTryDelay(outcome: ReplayOutcome, now = Date.now()): number {
  if (outcome.nextAttemptAt === undefined) return RETRY_MS;
  return Math.max(0, outcome.nextAttemptAt - now);
}

/** Registers the Background Sync; never waits for a worker that is not there. */
export function requestOutboxSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration?: ServiceWorkerRegistration & SyncRegistration) =>
      registration?.sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => undefined); // Background Sync refused (permissions): the page sends instead
}

/** Sends now from the page; schedules one more try when something waits for a backoff. */
export async function sendFromPage(): Promise<ReplayOutcome | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    const { sendQueuedWrites } = await sender();
    const outcome = await sendQueuedWrites();
    window.clearTimeout(retryTimer);
    if (outcome.retryLater && navigator.onLine)
      retryTimer = window.setTimeout(() => void sendFromPage(), nextTryDelay(outcome));
    return outcome;
  } catch {
    return null; // storage trouble is already reported to storage-status-store
  }
}

let started = false;

/** Called once at app start: sends whatever a closed tab left queued, and again on `online` and sign-in. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendFromPage());
  // Items held back by an expired sign-in go as soon as the user signs in again.
  window.addEventListener('auth:login', () => void sendFromPage());
  void sendFromPage();
}
