/**
 * A paged list of community reports (GET /api/reports, /api/reports/search,
 * /api/projects/{id}/reports — all answer `{ items, total }` and take limit/offset): the first page
 * through lib/use-fresh-query (it opens offline from the device's copy, with the offline note),
 * then 20 more at a time by offset when the list scrolls near its end. Items are de-duplicated by
 * id: a vote can move a report across a page boundary meanwhile. A new path or query starts again.
 */
import type { Report, ReportList } from '@propai/api/wire';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getFresh } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export const REPORTS_PAGE_SIZE = 20;

type Query = Record<string, string | number | undefined>;

export function useReportPages(path: string | null, query: Query) {
  const fullQuery = { ...query, limit: REPORTS_PAGE_SIZE };
  const first = useFreshQuery<ReportList>(path, fullQuery);
  const firstPage = first.status === 'ready' ? first.result.data : null;
  const after = `${path}|${JSON.stringify(query)}|${first.result?.fetchedAt ?? 0}`;
  const [more, setMore] = useState<{ after: string; items: Report[] }>({ after, items: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => {
    setMore({ after, items: [] });
    setMoreError(null);
  }, [after]);

  const extra = more.after === after ? more.items : [];
  const seen = new Set<string>();
  const items = [...(firstPage?.items ?? []), ...extra].filter((r) =>
    seen.has(r.id) ? false : (seen.add(r.id), true),
  );
  const total = firstPage?.total ?? 0;
  const shown = (firstPage?.items.length ?? 0) + extra.length;
  const hasMore = !!firstPage && shown < total;

  const loadMore = useCallback(async () => {
    if (!path || !hasMore || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const { data } = await getFresh<ReportList>(path, { ...fullQuery, offset: shown });
      setMore((m) => (m.after === after ? { after, items: [...m.items, ...data.items] } : m));
    } catch (error) {
      setMoreError(error instanceof ApiError ? error.message : 'Could not load more reports.');
    } finally {
      setLoadingMore(false);
    }
    // fullQuery is rebuilt each render; `after` names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, hasMore, loadingMore, shown, after]);

  return { first, items, total, hasMore, loadMore, loadingMore, moreError };
}
