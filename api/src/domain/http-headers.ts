/**
 * Header names the app, the service worker and the API agree on. One copy, so a rename cannot
 * leave one side sending a header the other no longer reads.
 */

/** A write's idempotency key: the server applies a key at most once and replays its answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set by the page's outbox on requests the service worker must not queue a second time. */
export const OUTBOX_BYPASS_HEADER = 'X-Outbox-Bypass';
/** On the service worker's 202 answer: the write was queued on the device, not yet sent. */
export const OUTBOX_QUEUED_HEADER = 'X-Outbox';
/** The optional second factor of the login audit (spec part 1 §3), only when configured. */
export const ADMIN_KEY_HEADER = 'x-admin-key';
