import type { ProjectPage } from '@propai/api/wire';
import { startTransition, useEffect, useState } from 'react';
import { exploreApiQuery, parseExploreParams } from '@propai/api/domain/discovery/explore-filters';
import { exploreSearchPath } from '../../../lib/explore-place';
import { getFresh } from '../../../lib/fresh-fetch';

/**
 * The request /explore makes for the page a tile opens, with limit 1: its `total` is the count
 * the page will show ("Sohna Road · 3 projects" opens those 3, not all of Gurgaon).
 */
export function tileCountQuery(name: string) {
  const search = exploreSearchPath(name).split('?')[1] ?? '';
  return exploreApiQuery(parseExploreParams(new URLSearchParams(search)), 0, 1);
}

/**
 * Project counts of the popular-locality tiles, from the database. A tile whose count fails or
 * has not arrived shows no number (DECISIONS.md: no static counts).
 */
export function useLocalityCounts(names: readonly string[]): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = names.join('|');
  useEffect(() => {
    const controller = new AbortController();
    // One update when every count is in (a failed one stays blank): six answers arriving one by
    // one would rebuild the tiles six times while the page is still starting.
    const answers = key
      .split('|')
      .map((name) =>
        getFresh<ProjectPage>('/projects/query', tileCountQuery(name), controller.signal).then(
          (r) => [name, r.data.pagination.total] as const,
        ),
      );
    void Promise.allSettled(answers).then((settled) => {
      if (controller.signal.aborted) return;
      const next: Record<string, number> = {};
      for (const result of settled) {
        if (result.status === 'fulfilled') next[result.value[0]] = result.value[1];
      }
      startTransition(() => setCounts(next));
    });
    return () => controller.abort();
  }, [key]);
  return counts;
}
