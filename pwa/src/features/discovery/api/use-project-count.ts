import type { ProjectPage } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { getFresh } from '../../../lib/fresh-fetch';
import { type ExploreFilters, exploreApiQuery } from '@propai/api/domain/discovery/explore-filters';
import { readProjectsPage } from './projects-response';

/**
 * How many projects the draft filters of the sheet would show ('View N Properties'), from the
 * API's total for the same query with limit 1. null while unknown (the button then says no number).
 */
export function useProjectCount(filters: ExploreFilters, enabled: boolean): number | null {
  const key = JSON.stringify(exploreApiQuery(filters, 0, 1));
  const [count, setCount] = useState<{ key: string; total: number | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getFresh<ProjectPage>(
        '/projects/query',
        JSON.parse(key) as Record<string, string | number>,
        controller.signal,
      )
        .then((r) => setCount({ key, total: readProjectsPage(r.data, 1).total }))
        .catch(() => setCount({ key, total: null }));
    }, 200);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled]);
  return count?.key === key ? count.total : null;
}
