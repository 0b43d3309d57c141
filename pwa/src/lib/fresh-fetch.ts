/**
 * GET requests for discovery screens that must say how fresh their data is (DECISIONS.md: show the
 * last copy on the device with an "offline / last updated" note, never invented data).
 *
 * Freshness is decided, in order, by:
 * 1. `x-propai-cache: hit` (+ `x-propai-cached-at`) if the service worker marks a cached answer;
 * 2. the `Date` header: the service worker's network-first route returns the stored response as it
 *    was, so a Date well before the request started means the answer came from its cache;
 * 3. `navigator.onLine === false`.
 * A network failure with no service-worker copy falls back to the last good answer kept here in
 * localStorage (first visits happen before the worker controls the page, so its cache can be empty),
 * capped at 50 answers, least recently used out first. Stored copies are best effort: a full quota
 * only means no offline copy for that query.
 */
import { ApiError, type ApiErrorBody, apiUrl, type RequestOptions } from './api-client';
import { takeEarlyRequest } from './early-requests';

export interface Fresh<T> {
  data: T;
  /** Epoch ms when this data left the server. */
  fetchedAt: number;
  /** True when the data did not come fresh from the network (offline or cache fallback). */
  fromCache: boolean;
}

const STORE_PREFIX = 'propai:last:';
/** The stored URLs, least recently used first: the cap below evicts from the front. */
const INDEX_KEY = 'propai:last-index';
const MAX_ENTRIES = 50;
const MAX_STORED_CHARS = 400_000;
/** Date has 1 s resolution and clocks drift; older than this before the request means cached. */
const STALE_AFTER_MS = 15_000;

interface Stored {
  at: number;
  data: unknown;
}

/*
 * Why localStorage and not Dexie: the home page reads through here during the first paint, and
 * Dexie is ~31 kB gzip that the first paint does not load (app/session-start.ts). localStorage is
 * synchronous and tiny to use, so it stays, with a cap: at most MAX_ENTRIES answers, least recently
 * used dropped first, and a full quota frees the oldest half before giving up on this copy.
 */
function readIndex(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(INDEX_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/** Moves `url` to the recent end, drops entries beyond the cap (and their copies); returns the index. */
function touch(url: string): string[] {
  const index = readIndex().filter((u) => u !== url);
  index.push(url);
  while (index.length > MAX_ENTRIES) localStorage.removeItem(STORE_PREFIX + index.shift());
  return index;
}

function evictOldest(index: string[], count: number): void {
  for (const url of index.splice(0, count)) localStorage.removeItem(STORE_PREFIX + url);
}

/** The last good answer kept for `url`, if any (marks it recently used). */
export function readStored(url: string): Stored | null {
  flushStoredWrites();
  try {
    const raw = localStorage.getItem(STORE_PREFIX + url);
    if (!raw) return null;
    localStorage.setItem(INDEX_KEY, JSON.stringify(touch(url)));
    return JSON.parse(raw) as Stored;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/*
 * Copies wait for an idle moment: the answer reaches the page first, and the write (a synchronous
 * localStorage call, ~100 kB for a page of projects) runs in a task of its own instead of inside
 * the one that renders the results (issue 21: a discovery page's longest task). Reading a copy, or
 * the page being hidden, writes whatever is waiting first, so a failure right after a success still
 * finds that success's copy, and a closed tab keeps it. Each waiting copy is a function that makes
 * its text, so serialising waits too.
 */
const waitingCopies = new Map<string, () => string | null>();
let copyTimer: ReturnType<typeof setTimeout> | null = null;
let flushOnHide = false;

/** Writes every copy still waiting (in the order they came). */
export function flushStoredWrites(): void {
  if (copyTimer !== null) clearTimeout(copyTimer);
  copyTimer = null;
  const copies = [...waitingCopies];
  waitingCopies.clear();
  for (const [url, text] of copies) {
    const raw = text();
    if (raw !== null) writeStoredText(url, raw);
  }
}

function keepCopyLater(url: string, text: () => string | null): void {
  waitingCopies.delete(url);
  waitingCopies.set(url, text);
  if (!flushOnHide && typeof addEventListener === 'function') {
    flushOnHide = true;
    addEventListener('pagehide', flushStoredWrites);
  }
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => number })
    .requestIdleCallback;
  copyTimer ??= setTimeout(() => {
    if (idle) idle(flushStoredWrites, { timeout: 2_000 });
    else flushStoredWrites();
  }, 0);
}

/**
 * Keeps `data` as the last good answer for `url`, at the next idle moment (see above). Best effort:
 * a full quota or private mode only means no offline copy of this answer.
 */
export function writeStored(url: string, data: unknown, at: number): void {
  keepCopyLater(url, () => {
    try {
      return JSON.stringify({ at, data } satisfies Stored);
    } catch {
      return null;
    }
  });
}

/** writeStored with the copy already serialised (`{"at":…,"data":…}`). */
function writeStoredText(url: string, raw: string): void {
  if (raw.length > MAX_STORED_CHARS) return;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const index = touch(url);
      localStorage.setItem(STORE_PREFIX + url, raw);
      localStorage.setItem(INDEX_KEY, JSON.stringify(index));
      return;
    } catch (error) {
      if (!isQuotaError(error)) return;
      // Full: drop the older half of our own copies (never other keys) and try once more.
      const index = readIndex().filter((u) => u !== url);
      evictOldest(index, Math.ceil(index.length / 2));
      try {
        localStorage.setItem(INDEX_KEY, JSON.stringify(index));
      } catch {
        return;
      }
    }
  }
}

/** A read made with the signed-in user's session (their leads, their listings). */
export interface FreshSession {
  token: string;
  userId: string;
}

const USER_MARK = '#user=';

/** Where a read's copy is kept: a signed-in read under its user, so no other account reads it. */
export const userScopedKey = (url: string, session?: FreshSession | null): string =>
  session ? `${url}${USER_MARK}${session.userId}` : url;

/** The address a key was made from, whoever read it (the same page read as another user). */
export const withoutUser = (key: string): string => {
  const at = key.indexOf(USER_MARK);
  return at < 0 ? key : key.slice(0, at);
};

/** Drops every stored copy of a signed-in read (sign-out: the next person on the phone must not read them). */
export function dropUserCopies(): void {
  for (const key of [...waitingCopies.keys()]) if (key.includes(USER_MARK)) waitingCopies.delete(key);
  try {
    const index = readIndex();
    const mine = index.filter((u) => u.includes(USER_MARK));
    for (const url of mine) localStorage.removeItem(STORE_PREFIX + url);
    localStorage.setItem(INDEX_KEY, JSON.stringify(index.filter((u) => !u.includes(USER_MARK))));
  } catch {
    // storage unavailable: nothing was stored either
  }
}

/** Decides from the answer's headers whether it is a cached copy, and from when. */
export function cacheInfo(
  headers: { get(name: string): string | null },
  requestStartedAt: number,
  online: boolean,
): { fromCache: boolean; fetchedAt: number } {
  const marked = headers.get('x-propai-cache') === 'hit';
  const cachedAt = Date.parse(headers.get('x-propai-cached-at') ?? '');
  const date = Date.parse(headers.get('date') ?? '');
  if (marked) return { fromCache: true, fetchedAt: cachedAt || date || requestStartedAt };
  if (Number.isFinite(date) && date < requestStartedAt - STALE_AFTER_MS) {
    return { fromCache: true, fetchedAt: date };
  }
  if (!online) return { fromCache: true, fetchedAt: Number.isFinite(date) ? date : requestStartedAt };
  return { fromCache: false, fetchedAt: Date.now() };
}

/** The answer parsed, and its text when it is JSON (kept as the copy without serialising again). */
async function readBody(response: Response): Promise<{ value: unknown; json: string | null }> {
  const text = await response.text();
  try {
    return text ? { value: JSON.parse(text) as unknown, json: text } : { value: undefined, json: null };
  } catch {
    return { value: undefined, json: null };
  }
}

interface FreshRequest {
  url: string;
  /** Where the last good answer is kept (userScopedKey of what identifies the read). */
  storeKey: string;
  session?: FreshSession | undefined;
  /** A read that takes a body (the shortlist takes the survey): POST with this JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** The one request path of getFresh and postFresh: freshness verdict, kept copy, fallback. */
async function fetchFresh<T>({ url, storeKey, session, body, signal }: FreshRequest): Promise<Fresh<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const startedAt = Date.now();
  let response: Response;
  try {
    // An anonymous GET the entry already started (lib/early-requests.ts) is not sent twice.
    const early = !session && body === undefined ? takeEarlyRequest(url) : null;
    response = await (early ??
      fetch(url, {
        headers,
        credentials: 'same-origin',
        signal,
        ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const stored = readStored(storeKey);
    if (stored) return { data: stored.data as T, fetchedAt: stored.at, fromCache: true };
    throw new ApiError(0, {
      error: 'network_error',
      message: 'You appear to be offline. Check your connection.',
    });
  }
  const { value: answer, json } = await readBody(response);
  if (!response.ok) {
    // A POST read has no service-worker copy: a server failure shows the device's last answer.
    const stored = body !== undefined && response.status >= 500 ? readStored(storeKey) : null;
    if (stored) return { data: stored.data as T, fetchedAt: stored.at, fromCache: true };
    const errorBody = answer as Partial<ApiErrorBody> | undefined;
    throw new ApiError(response.status, {
      error: typeof errorBody?.error === 'string' ? errorBody.error : 'http_error',
      message:
        typeof errorBody?.message === 'string' ? errorBody.message : `Request failed (${response.status}).`,
    });
  }
  const info = cacheInfo(response.headers, startedAt, navigator.onLine);
  if (!info.fromCache && json !== null)
    keepCopyLater(storeKey, () => `{"at":${info.fetchedAt},"data":${json}}`);
  return { data: answer as T, ...info };
}

/**
 * GET with a freshness verdict and an on-device fallback copy.
 * @example const { data, fromCache } = await getFresh<Page>('/listings', { category: 'pg' });
 */
export function getFresh<T>(
  path: string,
  query?: RequestOptions['query'],
  signal?: AbortSignal,
  session?: FreshSession,
): Promise<Fresh<T>> {
  const url = apiUrl(path, query);
  // A signed-in read is kept under its user (and dropped at sign-out): never shown to another.
  return fetchFresh<T>({ url, storeKey: userScopedKey(url, session), session, signal });
}

/** The key a POST read's copy is kept under: the address and the body, per user. */
export const postReadKey = (path: string, body: unknown, session?: FreshSession | null): string =>
  userScopedKey(`POST ${apiUrl(path)} ${JSON.stringify(body ?? null)}`, session);

/**
 * A read made with POST (the body is the question, not a write): the same freshness and fallback as
 * getFresh. It carries no Idempotency-Key, so the service worker never queues it as a write.
 */
export function postFresh<T>(
  path: string,
  body: unknown,
  signal?: AbortSignal,
  session?: FreshSession | null,
): Promise<Fresh<T>> {
  return fetchFresh<T>({ url: apiUrl(path), storeKey: postReadKey(path, body, session), body, signal });
}
