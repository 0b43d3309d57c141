/**
 * One GET for a screen, with loading / ready / error states, a Retry, and its freshness.
 * The last answer per URL is kept in memory for the session, so going Back to a list shows it at
 * once (then refreshes it) instead of flashing skeletons.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, apiUrl, type RequestOptions } from './api-client';
import { takeEmbeddedAnswer } from './embedded-answer';
import {
  type Fresh,
  type FreshSession,
  getFresh,
  userScopedKey,
  withoutUser,
  writeStored,
} from './fresh-fetch';

export type QueryState<T> =
  | { status: 'loading'; result?: undefined; error?: undefined }
  | { status: 'ready'; result: Fresh<T>; error?: undefined }
  | { status: 'error'; result?: undefined; error: ApiError };

const memory = new Map<string, Fresh<unknown>>();
const MEMORY_LIMIT = 60;

function remember(url: string, value: Fresh<unknown>): void {
  memory.delete(url);
  memory.set(url, value);
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
}

/** Answers the page's HTML brought (lib/embedded-answer.ts), not yet kept as the offline copy. */
const fromHtml = new Map<string, Fresh<unknown>>();

/** The first anonymous read of the address the HTML answered: memory gets it, no request is made. */
function adoptEmbedded(url: string | null, session: FreshSession | null | undefined): void {
  if (!url || session) return;
  const answer = takeEmbeddedAnswer(url);
  if (!answer) return;
  remember(url, answer);
  fromHtml.set(url, answer);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, {
    error: 'unknown',
    message: error instanceof Error ? error.message : 'Failed to load',
  });
}

/** `path: null` means "nothing to load yet" and keeps the state at loading. */
export function useFreshQuery<T>(
  path: string | null,
  query?: RequestOptions['query'],
  /** Send the signed-in user's session; the copies are kept per user. */
  session?: FreshSession | null,
): QueryState<T> & { retry: () => void } {
  const url = path ? userScopedKey(apiUrl(path, query), session) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string | null; value: QueryState<T> }>(() => {
    adoptEmbedded(url, session);
    return {
      url,
      value:
        url && memory.has(url)
          ? { status: 'ready', result: memory.get(url) as Fresh<T> }
          : { status: 'loading' },
    };
  });

  useEffect(() => {
    if (!path || !url) return;
    // Answered by the page's HTML: kept as the offline copy like a network answer, not fetched again.
    const embedded = fromHtml.get(url);
    if (embedded) {
      fromHtml.delete(url);
      writeStored(url, embedded.data, embedded.fetchedAt);
      return;
    }
    const controller = new AbortController();
    const cached = memory.get(url) as Fresh<T> | undefined;
    setState((prev) =>
      cached
        ? { url, value: { status: 'ready', result: cached } }
        : prev.value.status === 'ready' && prev.url && withoutUser(prev.url) === withoutUser(url)
          ? prev // the same address read as another user: keep it on screen until the answer
          : { url, value: { status: 'loading' } },
    );
    getFresh<T>(path, query, controller.signal, session ?? undefined).then(
      (result) => {
        // A fresh network answer replaces anything; a cached one never replaces a fresher memory copy.
        const keep = cached && result.fromCache && cached.fetchedAt >= result.fetchedAt ? cached : result;
        remember(url, keep);
        // A transition: the screen the answer fills is built in slices between taps and frames.
        startTransition(() => setState({ url, value: { status: 'ready', result: keep } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (cached) setState({ url, value: { status: 'ready', result: { ...cached, fromCache: true } } });
        else setState({ url, value: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => controller.abort();
    // `url` encodes path and query; `query` itself is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Another user's read of the same address (a sign-in, or the session loading after the first
  // read) keeps showing the answer on screen until the new one arrives, rather than a spinner.
  const samePath = !!url && !!state.url && withoutUser(state.url) === withoutUser(url);
  const value: QueryState<T> =
    state.url === url || (samePath && state.value.status === 'ready') ? state.value : { status: 'loading' };
  return { ...value, retry };
}
