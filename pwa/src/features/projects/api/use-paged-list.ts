/**
 * One list read page by page from the API (the project lists' "Load more"): the first page for the
 * current query, then the next ones on demand, appended without duplicates. The first page's whole
 * answer is kept too (`head`), for what it carries besides the items (a summary, filter counts).
 * Answers come through lib/fresh-fetch, so offline the last copy read shows with its date; a
 * failed "more" keeps what is shown and stops asking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getFresh } from '../../../lib/fresh-fetch';

export interface PageOf<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}

export interface PagedList<A, T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  fromCache: boolean;
  fetchedAt: number;
  head: A | null;
}

type Query = Record<string, string | number | undefined>;

const initial = {
  status: 'loading' as const,
  items: [],
  total: null,
  hasMore: false,
  loadingMore: false,
  fromCache: false,
  fetchedAt: 0,
  head: null,
};

export function usePagedList<A, T>(
  path: string,
  query: Query,
  pageSize: number,
  read: (answer: A) => PageOf<T>,
  keyOf: (item: T) => string,
) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<PagedList<A, T>>(initial);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  // Bumped per first page: a "more" answer for an older query is dropped, not appended.
  const generation = useRef(0);
  const live = useRef({ query, read, keyOf, items: [] as T[] });
  live.current = { query, read, keyOf, items: state.items };

  useEffect(() => {
    const controller = new AbortController();
    generation.current += 1;
    busy.current = true;
    // Keep the last list on screen (dimmed) while the new filter's first page loads.
    setState((s) => ({ ...initial, items: s.status === 'ready' ? s.items : [] }));
    getFresh<A>(path, { ...live.current.query, offset: 0, limit: pageSize }, controller.signal).then(
      (answer) => {
        busy.current = false;
        const page = live.current.read(answer.data);
        setState({
          status: 'ready',
          items: page.items,
          total: page.total,
          hasMore: page.hasMore,
          loadingMore: false,
          fromCache: answer.fromCache,
          fetchedAt: answer.fetchedAt,
          head: answer.data,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        busy.current = false;
        if (!(error instanceof ApiError)) console.error(error);
        setState({ ...initial, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [path, key, pageSize, attempt]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loadingMore: true }));
    const { query: q, items } = live.current;
    const asked = generation.current;
    getFresh<A>(path, { ...q, offset: items.length, limit: pageSize }).then(
      (answer) => {
        if (asked !== generation.current) return;
        busy.current = false;
        const page = live.current.read(answer.data);
        setState((s) => {
          const seen = new Set(s.items.map(live.current.keyOf));
          const fresh = page.items.filter((i) => !seen.has(live.current.keyOf(i)));
          return {
            ...s,
            items: [...s.items, ...fresh],
            hasMore: page.hasMore && fresh.length > 0,
            loadingMore: false,
            fromCache: s.fromCache || answer.fromCache,
          };
        });
      },
      (error: unknown) => {
        if (asked !== generation.current) return;
        busy.current = false;
        console.warn('Load more failed', error);
        setState((s) => ({ ...s, loadingMore: false, hasMore: false }));
      },
    );
  }, [path, pageSize]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry };
}
