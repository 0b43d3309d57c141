/**
 * One list of the signed-in user's favourites (GET /api/favorites?types&page&limit), newest first:
 * the first page through lib/fresh-fetch (so it opens offline with the offline note), further
 * pages on "Load more". Items are de-duplicated by type and id: a page boundary can shift when
 * something is unsaved meanwhile.
 */
import type { FavoriteItem, FavoritePage } from '@propai/api/wire';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type FreshSession, getFresh } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export const FAVORITES_PAGE_SIZE = 20;

interface More {
  /** Which first answer these pages follow (user, types and its fetch time). */
  after: string;
  items: FavoriteItem[];
  page: number;
}

export function useFavoritesList(types: string, session: FreshSession | null) {
  const userId = session?.userId ?? null;
  const query = { types, page: 1, limit: FAVORITES_PAGE_SIZE };
  const first = useFreshQuery<FavoritePage>(session ? '/favorites' : null, query, session);
  const firstPage = first.status === 'ready' ? first.result.data : null;
  const after = `${userId}|${types}|${first.result?.fetchedAt ?? 0}`;
  const [more, setMore] = useState<More>({ after, items: [], page: 1 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  // A new first page (refreshed, another user, other types) starts the list again.
  useEffect(() => {
    setMore({ after, items: [], page: 1 });
    setMoreError(null);
  }, [after]);

  const current = more.after === after ? more : { after, items: [], page: 1 };
  const pages = firstPage?.pages ?? 0;
  const loadMore = useCallback(() => {
    if (!session || loadingMore) return;
    const page = current.page + 1;
    setLoadingMore(true);
    setMoreError(null);
    getFresh<FavoritePage>('/favorites', { types, page, limit: FAVORITES_PAGE_SIZE }, undefined, session)
      .then(({ data }) =>
        setMore((m) => (m.after === after ? { after, items: [...m.items, ...data.items], page } : m)),
      )
      .catch((error: unknown) =>
        setMoreError(error instanceof ApiError ? error.message : 'Could not load more. Try again.'),
      )
      .finally(() => setLoadingMore(false));
  }, [session, loadingMore, current.page, types, after]);

  const seen = new Set<string>();
  const items = [...(firstPage?.items ?? []), ...current.items].filter((i) => {
    const key = `${i.type}:${i.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    first,
    items,
    total: firstPage?.total ?? 0,
    hasMore: current.page < pages,
    loadMore,
    loadingMore,
    moreError,
  };
}
