/**
 * The market insights' reads: GET /api/insights (every area's headline figures and the method),
 * /api/insights/area (one place in full) and /api/insights/summaries (AI Insights). Read through
 * useFreshQuery, so a page visited once reopens offline with its "offline — updated" note.
 */
import type { MarketArea, MarketOverview, MarketSummaries } from '@propai/api/wire';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export type {
  MarketArea,
  MarketAreaRow,
  MarketChange,
  MarketFigure,
  MarketOverview,
  MarketSummaries,
  MarketWindow,
} from '@propai/api/wire';

/** Every city's and locality's headline figures. */
export const useInsightsOverview = () => useFreshQuery<MarketOverview>('/insights');

/** One city (no locality) or locality; `city: null` waits. */
export const useMarketArea = (city: string | null, locality: string | null) =>
  useFreshQuery<MarketArea>(city ? '/insights/area' : null, {
    city: city ?? '',
    ...(locality ? { locality } : {}),
  });

/** The summaries of every locality, or of one city's. */
export const useSummaries = (city: string | null) =>
  useFreshQuery<MarketSummaries>('/insights/summaries', city ? { city } : undefined);
