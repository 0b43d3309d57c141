// Market insights (GET /api/insights, /api/insights/area, /api/insights/summaries; issue 20).
export type {
  AreaInsights as MarketArea,
  AreaRow as MarketAreaRow,
  Change as MarketChange,
  Figure as MarketFigure,
  InsightsOverview as MarketOverview,
  InsightsSummaries as MarketSummaries,
  LocalitySummary as MarketLocalitySummary,
  MarketWindowWire as MarketWindow,
} from '../domain/insights/insights-schemas';
