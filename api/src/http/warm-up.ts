/**
 * Start-up in two phases, so a restart answers at once (issue 21: at 100,000 listings reopening the
 * embedded store and its indexes takes tens of seconds). The server listens first; the slow work —
 * opening the store (store/gated-store.ts: deferredStore), indexes, demo data on a first start,
 * search fields, crash recovery of Idempotency-Keys, uploads and deletions — runs after, and
 * `markReady()` ends it.
 *
 * While warming up:
 *  - GET /api/health answers 200 with `ready: false` (the process is alive: liveness), and
 *    GET /api/health/ready answers 503 until ready (readiness, for load balancers, the e2e harness
 *    and the benchmarks).
 *  - Every request that touches the store waits for the end of the warm-up (`gatedStore`), so no
 *    handler reads before indexes and recovery are done and no write can overtake the recovery of
 *    the writes a crash cut short. Static files (the PWA shell) need no store and are served at once.
 */
export interface WarmUp {
  /** Resolves when start-up work is done (never rejects: a failed start-up ends the process). */
  readonly ready: Promise<void>;
  isReady(): boolean;
  /** Milliseconds since the warm-up began (for the 503's message). */
  elapsedMs(): number;
  markReady(): void;
}

export function createWarmUp(): WarmUp {
  const startedAt = Date.now();
  let done = false;
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  return {
    ready,
    isReady: () => done,
    elapsedMs: () => Date.now() - startedAt,
    markReady() {
      done = true;
      resolve();
    },
  };
}

/** A warm-up that is over already: tests and tools that build the app on a prepared store. */
export function readyWarmUp(): WarmUp {
  const warmUp = createWarmUp();
  warmUp.markReady();
  return warmUp;
}
