import type { ProjectList, ProjectPage } from '@propai/api/wire';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type ProjectCardView, toProjectCard } from '../../../lib/card-models';
import { getFresh } from '../../../lib/fresh-fetch';
import {
  EXPLORE_PAGE_SIZE,
  type ExploreFilters,
  exploreApiQuery,
  FEATURED_LIMIT,
  FEATURED_QUERY,
  showsFeatured,
} from '@propai/api/domain/discovery/explore-filters';
import { nextOffset } from '../explore-reveal';
import { readProjectsPage } from './projects-response';

export interface ExploreResults {
  status: 'loading' | 'ready' | 'error';
  items: ProjectCardView[];
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  fromCache: boolean;
  fetchedAt: number;
}

const initial: ExploreResults = {
  status: 'loading',
  items: [],
  total: null,
  hasMore: false,
  loadingMore: false,
  fromCache: false,
  fetchedAt: 0,
};

/**
 * Appends without duplicates. Nothing is filtered here: the Verified pill is the server's
 * (verified=true), so the count above the list is the number of cards it holds.
 */
function merge(existing: ProjectCardView[], more: ProjectCardView[]): ProjectCardView[] {
  const seen = new Set(existing.map((p) => p.id));
  return [...existing, ...more.filter((p) => !seen.has(p.id))];
}

/**
 * The explore list: page 0 of /api/projects/query for the filters (plus up to 12 featured on the
 * unfiltered first view, spec §4), then further pages by offset on demand. A failed "more" keeps
 * what is shown (spec §8: a failed Load More is only logged).
 */
export function useExploreProjects(filters: ExploreFilters) {
  const key = JSON.stringify(exploreApiQuery(filters, 0));
  const [state, setState] = useState<ExploreResults>(initial);
  const [attempt, setAttempt] = useState(0);
  const pages = useRef(0);
  const busy = useRef(false);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  useEffect(() => {
    const controller = new AbortController();
    const f = filtersRef.current;
    pages.current = 0;
    busy.current = true;
    setState((s) => ({ ...initial, items: s.status === 'ready' ? s.items : [], status: 'loading' }));
    const featured = showsFeatured(f)
      ? getFresh<ProjectList>('/projects', FEATURED_QUERY, controller.signal).catch(() => null)
      : Promise.resolve(null);
    Promise.all([
      getFresh<ProjectPage>('/projects/query', exploreApiQuery(f, 0), controller.signal),
      featured,
    ]).then(
      ([main, feat]) => {
        busy.current = false;
        pages.current = 1;
        const page = readProjectsPage(main.data, EXPLORE_PAGE_SIZE);
        const featuredCards = feat
          ? readProjectsPage(feat.data, FEATURED_LIMIT).projects.slice(0, FEATURED_LIMIT).map(toProjectCard)
          : [];
        // A transition: an update from a promise is otherwise rendered in one go (React's default
        // lane is not time-sliced), and the list of cards was the longest task of a cold /explore.
        startTransition(() =>
          setState({
            status: 'ready',
            items: merge(featuredCards, page.projects.map(toProjectCard)),
            total: page.total,
            hasMore: page.hasMore,
            loadingMore: false,
            fromCache: main.fromCache,
            fetchedAt: main.fetchedAt,
          }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        busy.current = false;
        if (!(error instanceof ApiError)) console.error(error);
        setState({ ...initial, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const loadNext = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loadingMore: true }));
    const offset = nextOffset(pages.current, EXPLORE_PAGE_SIZE);
    getFresh<ProjectPage>('/projects/query', exploreApiQuery(filtersRef.current, offset)).then(
      (more) => {
        busy.current = false;
        pages.current += 1;
        const page = readProjectsPage(more.data, EXPLORE_PAGE_SIZE);
        setState((s) => ({
          ...s,
          items: merge(s.items, page.projects.map(toProjectCard)),
          hasMore: page.hasMore && page.projects.length > 0,
          loadingMore: false,
          fromCache: s.fromCache || more.fromCache,
        }));
      },
      (error: unknown) => {
        busy.current = false;
        console.warn('Load More failed', error);
        setState((s) => ({ ...s, loadingMore: false, hasMore: false }));
      },
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadNext, retry };
}
