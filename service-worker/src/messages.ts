/**
 * Messages between the page and the service worker. pwa/src/app/register-sw.ts sends the same
 * strings (kept as literals there so the app does not import service-worker code).
 */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Send what is queued now: the outbox (pwa/src/lib/outbox) and the request-retry queue. */
export const REPLAY_OUTBOX = 'REPLAY_OUTBOX';
/** Sent to every window after the request-retry queue was replayed, so screens can refetch. */
export const OUTBOX_REPLAYED = 'OUTBOX_REPLAYED';

export interface PageMessage {
  type: typeof SKIP_WAITING | typeof REPLAY_OUTBOX;
}

export function isPageMessage(data: unknown): data is PageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type } = data as { type?: unknown };
  return type === SKIP_WAITING || type === REPLAY_OUTBOX;
}
