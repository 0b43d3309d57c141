import { useEffect, useState } from 'react';
import { getFresh } from '../../../lib/fresh-fetch';

interface CountAnswer {
  pagination?: { total?: number };
}

/**
 * Project counts of the popular-locality tiles, from the database: the `total` of the very query
 * the tile opens (/explore?city={name}&type=buy), asked with limit 1. A tile whose count fails or
 * has not arrived shows no number (DECISIONS.md: no static counts).
 */
export function useLocalityCounts(names: readonly string[]): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const key = names.join('|');
  useEffect(() => {
    const controller = new AbortController();
    for (const city of key.split('|')) {
      getFresh<CountAnswer>('/projects/query', { city, type: 'buy', limit: 1 }, controller.signal)
        .then((r) => {
          const total = r.data.pagination?.total;
          if (typeof total === 'number') setCounts((c) => ({ ...c, [city]: total }));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [key]);
  return counts;
}
