/**
 * The PWA's one fetch wrapper for the API under '/api'.
 * - JSON in, JSON out; the bearer token of the current session is attached when there is one.
 * - Any non-2xx answer becomes an `ApiError` parsed from the API's `{ error, message, fields? }` body.
 * - A 401 fires the window event 'auth:unauthorized' (spec part 1 §4) so the session store signs out.
 * - A failed fetch (offline, DNS) becomes `ApiError` with status 0 and code 'network_error'.
 * - A write with an Idempotency-Key that the service worker queued offline (its answer: `202` with
 *   `X-Outbox: queued`, service-worker/src/request-retry-queue.ts) is not the server's answer: `apiSend` returns
 *   it as `{ queued: true }`, and `apiRequest`, whose callers expect the server's JSON, throws
 *   `WriteQueuedError` rather than hand them the worker's placeholder body.
 */
import { OUTBOX_QUEUED_HEADER } from '@propai/api/domain/http-headers';

import { apiUrl } from './api-url';

export { API_BASE, apiUrl } from './api-url';

export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  /** The API's machine code, e.g. 'validation_failed', or 'network_error' when no answer came. */
  readonly code: string;
  /** Per-field messages of a validation failure, keyed by field name. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.error;
    this.fields = body.fields;
  }
}

/** The service worker holds the write and sends it when the network is back. */
export interface QueuedWrite {
  readonly queued: true;
  /** The request's Idempotency-Key: the server applies the replayed write at most once. */
  readonly idempotencyKey: string | null;
}

export interface SentWrite<T> {
  readonly queued: false;
  readonly data: T;
}

export type SendResult<T> = SentWrite<T> | QueuedWrite;

/** Thrown by `apiRequest` when the answer was the worker's "queued"; use `apiSend` to handle it. */
export class WriteQueuedError extends Error {
  readonly queued: QueuedWrite;

  constructor(queued: QueuedWrite) {
    super('Saved on this device; it will be sent when you are back online.');
    this.name = 'WriteQueuedError';
    this.queued = queued;
  }
}

/** True for the service worker's answer to a write it queued (not the server's answer). */
export function isQueuedAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 202 && response.headers.get(OUTBOX_QUEUED_HEADER)?.toLowerCase() === 'queued';
}

type TokenSource = () => string | null | undefined;
let tokenSource: TokenSource = () => null;

/** The session store registers where the token comes from; lib/ does not import features. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one request; the server's parsed JSON body, or `{ queued: true }` if the service worker
 * queued the write offline.
 * @example const result = await apiSend<Saved>('/saved', { method: 'POST', body, headers: { 'Idempotency-Key': key } });
 */
export async function apiSend<T>(path: string, options: RequestOptions = {}): Promise<SendResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {
      error: 'network_error',
      message: 'You appear to be offline. Check your connection.',
    });
  }
  if (isQueuedAnswer(response)) {
    return { queued: true, idempotencyKey: headerValue(headers, 'idempotency-key') };
  }
  const data = await readJson(response);
  if (response.ok) return { queued: false, data: data as T };
  if (response.status === 401 && typeof window !== 'undefined') {
    window.dispatchEvent(new Event('auth:unauthorized'));
  }
  throw new ApiError(
    response.status,
    isErrorBody(data)
      ? data
      : { error: 'http_error', message: response.statusText || `Request failed (${response.status}).` },
  );
}

function headerValue(headers: Record<string, string>, name: string): string | null {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? (headers[key] ?? null) : null;
}

/**
 * Sends one request and returns the server's parsed JSON body.
 * @example const me = await apiRequest<{ user: User }>('/auth/me');
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const result = await apiSend<T>(path, options);
  if (result.queued) throw new WriteQueuedError(result);
  return result.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
