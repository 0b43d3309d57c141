import { useEffect, useState } from 'react';
import { getFresh } from '../../../lib/fresh-fetch';

interface CountAnswer {
  pagination?: { total?: number };
}

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
    for (const city of key.split('|')) {
      const where = CORRIDORS.has(city) ? { area: city } : { city };
      getFresh<CountAnswer>('/projects/query', { ...where, type: 'buy', limit: 1 }, controller.signal)
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
