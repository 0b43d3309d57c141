import type { Suggestion } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/** One search-box suggestion (a city, locality, project or developer), as the API's schema types it. */
export type { Suggestion } from '@propai/api/wire';

export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_MIN_CHARS = 2;

/** Failure gives an empty list, except the one city everybody types first (spec §8). */
function fallback(text: string): Suggestion[] {
  return text.toLowerCase().includes('gur')
    ? [{ type: 'city', value: 'Gurgaon', label: 'Gurugram / Gurgaon', category: 'Location', id: 'gurgaon' }]
    : [];
}

/**
 * GET /api/projects/suggestions for text of at least 2 characters, after `debounceMs` without
 * typing (300 ms on /buy, 250 ms on /explore), at most 8.
 */
export function useSuggestions(text: string, debounceMs: number): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  const trimmed = text.trim();
  useEffect(() => {
    if (trimmed.length < SUGGESTION_MIN_CHARS) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .get<Suggestion[]>('/projects/suggestions', {
          query: { q: trimmed, limit: SUGGESTION_LIMIT },
          signal: controller.signal,
        })
        .then((list) => setItems(list.slice(0, SUGGESTION_LIMIT)))
        .catch(() => {
          if (!controller.signal.aborted) setItems(fallback(trimmed));
        });
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, debounceMs]);
  return items;
}
