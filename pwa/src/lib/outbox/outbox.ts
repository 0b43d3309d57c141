/**
 * THE OUTBOX: the one module that sends queued writes — listing drafts with their photos, profile
 * edits, and every kind the next issues add (surveys, reports, favourites, votes, callbacks). The
 * page and the service worker both run it; it holds no UI state (no React, no zustand, no `window`).
 * A kind of queued write is one entry in the table of kinds (kinds.ts); this file is the one send
 * loop they share.
 *
 * Guarantees:
 * - Exactly once. Every item carries an Idempotency-Key fixed when it was queued (a listing's photo
 *   uploads use keys derived from it), and the body is frozen then too, so every retry is the same
 *   request; the server stores a key at most once and answers a repeat with the first answer. A
 *   retry after a crash or a lost answer therefore never creates a second listing or edit. These
 *   requests carry X-Outbox-Bypass, so the service worker's request-retry queue never keeps a second
 *   copy: an item is sent only from here. Each item goes with the session of the user who queued
 *   it (items that name a user wait while another user is signed in).
 * - Order. Items of all kinds, oldest first (FIFO by the time they were queued; kinds in table order
 *   on a tie); within an item the kind's requests in its own order (a listing: its photos one by one,
 *   then the listing with their urls). An item waiting for its backoff does not hold back the others.
 * - Retry. No answer (offline, reset) → the item stays queued without backoff and the run stops
 *   until the next trigger. 5xx, 408, 409 (the same key still running), 429 and the kind's own
 *   `retryStatuses` → queued again with exponential backoff (2 s, 4 s, … capped at 5 min). Triggers:
 *   Background Sync 'propai-outbox-sync' in the service worker (even after the tab closed), the
 *   page's REPLAY_OUTBOX message to the worker, and in the page: app start, `online`, sign-in, and
 *   right after something is queued, plus one more try 5 s after a server fault (page.ts).
 * - 401 → the item stays queued, flagged `needsSignIn` (the page asks the user to sign in), and the
 *   run stops: the token is bad for every item. It goes after the next sign-in.
 * - Any other 4xx is final: the item is marked failed with the server's message (the kind may word
 *   it, `describeRefusal`), shown to the user, never retried by itself; the user edits and queues it
 *   again (a new key).
 * - One sender at a time: runs hold the Web Lock 'propai-outbox-sender', so two tabs and the worker
 *   never send at once; were they to, the server's key check would still store one write.
 */
import { IDEMPOTENCY_HEADER, OUTBOX_BYPASS_HEADER } from '@propai/api/domain/http-headers';

/** Web Lock held while the outbox sends (one sender across tabs and the service worker). */
export const OUTBOX_SENDER_LOCK = 'propai-outbox-sender';
/** Background Sync tag under which the service worker runs the outbox. */
export const OUTBOX_SYNC_TAG = 'propai-outbox-sync';
/** Tags registered by earlier versions (listings only), still honoured by the worker. */
export const LEGACY_OUTBOX_SYNC_TAGS: readonly string[] = ['propai-posting'];
export const FALLBACK_SUBMIT_ERROR = 'Failed to submit.';
const MAX_BACKOFF_MS = 5 * 60_000;
const BASE_BACKOFF_MS = 2_000;
/** 4xx answers that are not final: timeout, the same key still running, rate limited. */
const RETRY_4XX: readonly number[] = [408, 409, 429];

/** What the send loop needs to know of any queued item, whatever its kind stores besides. */
export interface OutboxItem {
  id: string;
  /** The Idempotency-Key of the item's (main) write. */
  key: string;
  queuedAt: number;
  attempts: number;
  /** Epoch ms before which a retry waits. */
  nextAttemptAt: number;
  /** The user who queued it, if the kind is per user: sent only with that user's session. */
  userId?: string;
}

export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, e.g. '/auth/profile'. */
  path: string;
  /** JSON-serialisable body, or a FormData (uploads). */
  body?: unknown;
  key: string;
}

/** Sends one request; resolves with the answer's JSON on 2xx, else throws an `OutboxFailure`. */
export type OutboxSend = (request: OutboxRequest) => Promise<unknown>;

export interface ErrorBody {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** What happened to an item; the kind writes it where it keeps its items. */
export type OutboxOutcome =
  | { type: 'sending' }
  | { type: 'sent'; answer: unknown; at: number }
  | { type: 'refused'; message: string; status: number }
  | { type: 'retry'; attempts: number; nextAttemptAt: number; lastError: string }
  | { type: 'offline' }
  | { type: 'sign-in' };

/** One kind of queued write: where its items are, how to send one, how to record what happened. */
export interface OutboxKind<I extends OutboxItem = OutboxItem> {
  readonly name: string;
  /** Items waiting to be sent, oldest first. */
  pending(): Promise<I[]>;
  /** Sends one item (one or more requests, in order); returns the answer to report. */
  send(item: I, send: OutboxSend): Promise<unknown>;
  /** Records an outcome on the stored item. */
  record(item: I, outcome: OutboxOutcome): Promise<void>;
  /** 4xx statuses retried with backoff instead of being final (besides 408, 409, 429). */
  readonly retryStatuses?: readonly number[];
  /** The user-facing text of a refusal; default `refusalMessage`. */
  readonly describeRefusal?: (body: ErrorBody | undefined, statusText: string) => string;
  /**
   * A public write (the newsletter subscription): with nobody signed in it is sent without a
   * token instead of waiting for a sign-in. Signed in, it goes with the session like any item.
   */
  readonly anonymous?: boolean;
}

export interface OutboxSession {
  token: string;
  userId?: string;
}

export interface OutboxDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  session: () => Promise<OutboxSession | null>;
  now?: () => number;
  /** Restricts a run to some items (e.g. one user's profile edit). */
  only?: (kind: string, item: OutboxItem) => boolean;
}

export interface ReplayOutcome {
  /** Ids of the items the server took in this run. */
  sent: string[];
  /** Ids of the items it refused (final). */
  failed: string[];
  /** The server's answer per sent item id. */
  answers: Record<string, unknown>;
  /** Something is still queued and should be tried again (network back, backoff over). */
  retryLater: boolean;
  /** The earliest time an item waiting for its backoff may go (epoch ms), for a timer. */
  nextAttemptAt?: number;
  needsSignIn: boolean;
}

/** Delay before retry number `attempts` (1-based) after a server fault: 2 s, 4 s, … capped at 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** The user-facing text of a refusal: the server's message (with its field messages), else the fallback. */
export function refusalMessage(body: ErrorBody | undefined, statusText = ''): string {
  const fields = body?.fields ? Object.values(body.fields).filter(Boolean) : [];
  const unique = [...new Set(fields)].filter((f) => f !== body?.message);
  const main = body?.message || statusText || FALLBACK_SUBMIT_ERROR;
  return unique.length ? `${main} ${unique.join(' ')}`.trim() : main;
}

type Failure =
  | { kind: 'offline' }
  | { kind: 'auth' }
  | { kind: 'retry'; message: string }
  | { kind: 'refused'; message: string; status: number; code?: string };

/** A request of an item did not succeed; kinds may catch it (e.g. to retry an upload with a new key). */
export class OutboxFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind);
  }
}

async function readBody(response: Response): Promise<ErrorBody | undefined> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return undefined;
  }
}

/** `token` absent: an anonymous kind sent with nobody signed in. */
function sender(deps: OutboxDeps, kind: OutboxKind, token: string | undefined): OutboxSend {
  const retryStatuses = [...RETRY_4XX, ...(kind.retryStatuses ?? [])];
  const describe = kind.describeRefusal ?? refusalMessage;
  return async ({ method, path, body, key }) => {
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      [IDEMPOTENCY_HEADER]: key,
      [OUTBOX_BYPASS_HEADER]: '1',
      ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
    };
    let response: Response;
    try {
      response = await deps.fetch(`/api${path}`, {
        method,
        headers,
        body: form ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new OutboxFailure({ kind: 'offline' });
    }
    const answer = await readBody(response);
    if (response.ok) return answer;
    if (response.status === 401) throw new OutboxFailure({ kind: 'auth' });
    const message = describe(answer, response.statusText);
    if (response.status >= 500 || retryStatuses.includes(response.status)) {
      throw new OutboxFailure({ kind: 'retry', message });
    }
    throw new OutboxFailure({ kind: 'refused', message, status: response.status, code: answer?.error });
  };
}

/** One pass over every kind's queue. Prefer `runOutbox`, which holds the lock. */
export async function replayOutbox(kinds: readonly OutboxKind[], deps: OutboxDeps): Promise<ReplayOutcome> {
  const now = deps.now ?? Date.now;
  const outcome: ReplayOutcome = { sent: [], failed: [], answers: {}, retryLater: false, needsSignIn: false };
  const queue: { kind: OutboxKind; item: OutboxItem; order: number }[] = [];
  for (const [order, kind] of kinds.entries()) {
    for (const item of await kind.pending()) {
      if (!deps.only || deps.only(kind.name, item)) queue.push({ kind, item, order });
    }
  }
  if (queue.length === 0) return outcome;
  queue.sort((a, b) => a.item.queuedAt - b.item.queuedAt || a.order - b.order);
  const session = await deps.session();
  if (!session && !queue.some((q) => q.kind.anonymous)) return { ...outcome, needsSignIn: true };
  const sends = new Map<OutboxKind, OutboxSend>();
  const waitUntil = (at: number) => {
    outcome.retryLater = true;
    outcome.nextAttemptAt = Math.min(outcome.nextAttemptAt ?? at, at);
  };

  for (const { kind, item } of queue) {
    if (!session && !kind.anonymous) {
      outcome.needsSignIn = true; // waits for a sign-in; public items still go
      continue;
    }
    if (item.userId && item.userId !== session?.userId) continue; // waits for its own user
    if (item.nextAttemptAt > now()) {
      waitUntil(item.nextAttemptAt);
      continue;
    }
    let send = sends.get(kind);
    if (!send) sends.set(kind, (send = sender(deps, kind, session?.token)));
    await kind.record(item, { type: 'sending' });
    try {
      const answer = await kind.send(item, send);
      await kind.record(item, { type: 'sent', answer, at: now() });
      outcome.sent.push(item.id);
      outcome.answers[item.id] = answer;
    } catch (error) {
      const failure: Failure =
        error instanceof OutboxFailure ? error.failure : { kind: 'retry', message: String(error) };
      if (failure.kind === 'refused') {
        await kind.record(item, { type: 'refused', message: failure.message, status: failure.status });
        outcome.failed.push(item.id);
        continue;
      }
      if (failure.kind === 'auth') {
        outcome.needsSignIn = true;
        await kind.record(item, { type: 'sign-in' });
        return outcome;
      }
      outcome.retryLater = true;
      if (failure.kind === 'offline') {
        await kind.record(item, { type: 'offline' });
        return outcome;
      }
      const attempts = item.attempts + 1;
      const nextAttemptAt = now() + backoffMs(attempts);
      waitUntil(nextAttemptAt);
      await kind.record(item, { type: 'retry', attempts, nextAttemptAt, lastError: failure.message });
    }
  }
  return outcome;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Replays under the Web Lock 'propai-outbox-sender' (waits for a holder to finish, then looks
 * again, so an item queued meanwhile is not missed). Without Web Locks it just runs.
 */
export function runOutbox(
  kinds: readonly OutboxKind[],
  deps: OutboxDeps,
  locks?: LockManagerLike,
): Promise<ReplayOutcome> {
  if (!locks) return replayOutbox(kinds, deps);
  return locks.request(OUTBOX_SENDER_LOCK, () => replayOutbox(kinds, deps));
}
