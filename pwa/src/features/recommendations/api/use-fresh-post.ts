/**
 * A read made with POST (the shortlist and the recommendations take the survey as a body), with
 * the same promise as useFreshQuery's GETs (DECISIONS.md): the last answer is kept on the device
 * (lib/fresh-fetch's capped store, under the signed-in user so a sign-out drops it), and when the
 * network fails that copy is shown with its time; with no copy the error goes to the page.
 * The requests carry no Idempotency-Key, so the service worker never queues them as writes.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FreshSession, postFresh, postReadKey } from '../../../lib/fresh-fetch';
import type { QueryState } from '../../../lib/use-fresh-query';

/** `path: null` keeps the state at loading (nothing to ask yet). */
export function useFreshPost<T>(
  path: string | null,
  body: unknown,
  session: FreshSession | null,
): QueryState<T> & { retry: () => void } {
  const bodyText = JSON.stringify(body ?? null);
  const key = path ? postReadKey(path, body, session) : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({
    key: null,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (!path || !key) return;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    postFresh<T>(path, JSON.parse(bodyText), controller.signal, session).then(
      (result) => setState({ key, value: { status: 'ready', result } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError =
          error instanceof ApiError ? error : new ApiError(0, { error: 'unknown', message: String(error) });
        setState({ key, value: { status: 'error', error: apiError } });
      },
    );
    return () => controller.abort();
    // `key` encodes path, body and the user; `session` itself may be a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key, bodyText, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(state.key === key ? state.value : { status: 'loading' }), retry };
}
