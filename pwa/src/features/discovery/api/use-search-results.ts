import type { ListingPage, ProjectPage } from '@propai/api/wire';
import { useCallback, useEffect, useState } from 'react';
import { getFresh } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { type SearchState, searchRequest } from '../search-params';

/** GET /api/projects/query for projects, a listing search for everything else. */
type SearchAnswer = ProjectPage | ListingPage;
type Doc = Record<string, unknown>;

const docsOf = (data: SearchAnswer): Doc[] => ('projects' in data ? data.projects : data.items);
const totalOf = (data: SearchAnswer): number => ('projects' in data ? data.pagination.total : data.total);

interface MorePages {
  key: string;
  docs: Doc[];
  pages: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The results of one /search: page 1 through the fresh-query cache (so it is there offline), then
 * "Load more" appends the next page of the same search. A new search starts again at page 1; a
 * failed page keeps what is shown and lets the user try again.
 */
export function useSearchResults(state: SearchState) {
  const request = searchRequest(state);
  const key = JSON.stringify(request);
  const first = useFreshQuery<SearchAnswer>(request.path, request.query);
  const [more, setMore] = useState<MorePages>({ key, docs: [], pages: 1, loading: false, failed: false });
  const current = more.key === key ? more : { key, docs: [], pages: 1, loading: false, failed: false };
  useEffect(() => {
    setMore((m) => (m.key === key ? m : { key, docs: [], pages: 1, loading: false, failed: false }));
  }, [key]);

  const data = first.status === 'ready' ? first.result.data : undefined;
  const docs = data ? [...docsOf(data), ...current.docs] : [];
  const total = data ? totalOf(data) : 0;
  const nextPage = current.pages + 1;
  const loadMore = useCallback(() => {
    // The same search (its request is `key`) at the next page.
    const base = JSON.parse(key) as ReturnType<typeof searchRequest>;
    const next = { ...base, query: { ...base.query, page: nextPage } };
    setMore((m) => ({ ...m, loading: true, failed: false }));
    getFresh<SearchAnswer>(next.path, next.query).then(
      (answer) =>
        setMore((m) =>
          m.key === key
            ? { ...m, docs: [...m.docs, ...docsOf(answer.data)], pages: nextPage, loading: false }
            : m,
        ),
      () => setMore((m) => (m.key === key ? { ...m, loading: false, failed: true } : m)),
    );
  }, [key, nextPage]);

  return {
    query: first,
    docs,
    total,
    hasMore: data != null && docs.length < total,
    loadingMore: current.loading,
    moreFailed: current.failed,
    loadMore,
  };
}
