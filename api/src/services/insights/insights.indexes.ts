/** Indexes of the market insights (compute-insights.ts, insights-upkeep.ts). */
import type { CollectionIndexes } from '../../indexes';
import { MARKET_INSIGHTS } from './compute-insights';
import { INSIGHT_RUNS } from './insights-upkeep';

export const insightIndexes: CollectionIndexes[] = [
  {
    collection: 'listings',
    indexes: [
      {
        fields: { createdAt: 1 },
        why: 'market insights: the hourly computation reads the listings a month of listing dates at a time',
      },
    ],
  },
  {
    collection: MARKET_INSIGHTS,
    indexes: [
      {
        fields: { cityKey: 1 },
        why: "/api/insights/summaries?city=: one city's stored localities",
      },
    ],
  },
  {
    collection: INSIGHT_RUNS,
    indexes: [
      {
        fields: { at: 1 },
        expireAfterSeconds: 2 * 86_400,
        why: 'TTL: a recompute claim is kept two days (one claim per period across processes)',
      },
    ],
  },
];
