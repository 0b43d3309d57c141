import type { ProjectPage } from '@propai/api/wire';
import { startTransition, useEffect, useState } from 'react';
import { getFresh } from '../../../lib/fresh-fetch';

// Tiles that are roads/corridors inside a city: the API maps them to their city ('Sohna Road' →
// Gurgaon), so they are counted by area instead, or every Gurgaon tile would show Gurgaon's total.
const CORRIDORS = new Set(['Dwarka Expressway', 'Golf Course Road', 'Sohna Road']);

/**
 * Project counts of the popular-locality tiles, from the database: the `total` of a projects query
 * with limit 1 (city for cities, area for corridors). A tile whose count fails or has not arrived
 * shows no number (DECISIONS.md: no static counts).
 */
export function useLocalityCounts(names: readonly string[]): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = names.join('|');
  useEffect(() => {
    const controller = new AbortController();
    // One update when every count is in (a failed one stays blank): six answers arriving one by
    // one would rebuild the tiles six times while the page is still starting.
    const answers = key.split('|').map((city) => {
      const where = CORRIDORS.has(city) ? { area: city } : { city };
      return getFresh<ProjectPage>(
        '/projects/query',
        { ...where, type: 'buy', limit: 1 },
        controller.signal,
      ).then((r) => [city, r.data.pagination.total] as const);
    });
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
