/**
 * A read made with POST (the shortlist and the recommendations take the survey as a body), with
 * the same promise as useFreshQuery's GETs (DECISIONS.md): the last answer is kept on the device
 * (lib/fresh-fetch's capped store, under the signed-in user so a sign-out drops it), and when the
 * network fails that copy is shown with its time; with no copy the error goes to the page.
 * The requests carry no Idempotency-Key, so the service worker never queues them as writes.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiUrl } from '../../../lib/api-client';
import {
  cacheInfo,
  type Fresh,
  type FreshSession,
  readStored,
  userScopedKey,
  writeStored,
} from '../../../lib/fresh-fetch';
import type { QueryState } from '../../../lib/use-fresh-query';

async function postFresh<T>(
  path: string,
  body: unknown,
  key: string,
  signal: AbortSignal,
): Promise<Fresh<T>> {
  const startedAt = Date.now();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const stored = readStored(key);
    if (stored) return { data: stored.data as T, fetchedAt: stored.at, fromCache: true };
    throw new ApiError(0, { error: 'network_error', message: 'You appear to be offline.' });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const stored = response.status >= 500 ? readStored(key) : null;
    if (stored) return { data: stored.data as T, fetchedAt: stored.at, fromCache: true };
    const b = (data ?? {}) as { error?: unknown; message?: unknown };
    throw new ApiError(response.status, {
      error: typeof b.error === 'string' ? b.error : 'http_error',
      message: typeof b.message === 'string' ? b.message : `Request failed (${response.status}).`,
    });
  }
  const info = cacheInfo(response.headers, startedAt, navigator.onLine);
  if (!info.fromCache) writeStored(key, data, info.fetchedAt);
  return { data: data as T, ...info };
}

/** `path: null` keeps the state at loading (nothing to ask yet). */
export function useFreshPost<T>(
  path: string | null,
  body: unknown,
  session: FreshSession | null,
): QueryState<T> & { retry: () => void } {
  const bodyText = JSON.stringify(body ?? null);
  const key = path ? userScopedKey(`POST ${apiUrl(path)} ${bodyText}`, session) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({
    key: null,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    postFresh<T>(path, JSON.parse(bodyText), key, controller.signal).then(
      (result) => setState({ key, value: { status: 'ready', result } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError =
          error instanceof ApiError ? error : new ApiError(0, { error: 'unknown', message: String(error) });
        setState({ key, value: { status: 'error', error: apiError } });
      },
    );
    return () => controller.abort();
  }, [path, key, bodyText, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(state.key === key ? state.value : { status: 'loading' }), retry };
}
