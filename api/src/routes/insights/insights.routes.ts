/**
 * Market insights, read side (the figures are computed on a schedule and stored by
 * services/insights; nothing here reads a listing):
 * - GET /api/insights: every city's and locality's headline figures, the method, the "as of";
 * - GET /api/insights/area?city=&locality=: one city's (no locality) or locality's full figures;
 * - GET /api/insights/summaries?city=: the AI Insights sentences of each locality (of one city),
 *   written by domain/insights/locality-summary.ts from the stored figures.
 * Public: aggregates only. `Cache-Control: no-cache` with an ETag: a browser or the service worker
 * asks again on every read and gets a bodiless 304 while the figures are unchanged (they change at
 * most hourly), so a page never shows an old copy as new, and each answer says when it was computed.
 */
import { METHOD_LINES, MIN_POINTS } from '../../domain/insights/insights-rules';
import type { AreaInsights } from '../../domain/insights/insights-schemas';
import { SUMMARY_RULES, summarizeLocality } from '../../domain/insights/locality-summary';
import { areaKey } from '../../domain/insights/market-rows';
import { normalizeCity } from '../../domain/search/city-aliases';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { etag } from 'hono/etag';
import {
  MARKET_INSIGHTS,
  OVERVIEW_ID,
  type AreaDoc,
  type OverviewDoc,
} from '../../services/insights/compute-insights';
import {
  AreaQuery,
  MarketAreaSchema,
  MarketOverviewSchema,
  MarketSummariesSchema,
  SummariesQuery,
} from './insights.schemas';

const CACHE = 'no-cache';
const METHOD = Object.values(METHOD_LINES);

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const overviewRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['Insights'],
  summary: "Market insights: every city's and locality's headline figures, with the method",
  responses: { 200: json(MarketOverviewSchema, 'The overview') },
});

const areaRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/area',
  tags: ['Insights'],
  summary: "One city's or locality's market figures: prices, rents, trend, yield, supply, possession delays",
  request: { query: AreaQuery },
  responses: { 200: json(MarketAreaSchema, 'The figures'), ...errorResponses(400, 404) },
});

const summariesRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/summaries',
  tags: ['Insights'],
  summary: 'AI Insights: each locality summarised from its figures by stated rules',
  request: { query: SummariesQuery },
  responses: { 200: json(MarketSummariesSchema, 'The summaries'), ...errorResponses(400) },
});

/** The stored document as the wire carries it (the store's bookkeeping left out). */
function toArea(doc: AreaDoc): AreaInsights {
  const { _id: _key, cityKey: _city, computedAt: _at, ...area } = doc;
  return area;
}

export function insightRoutes({ store }: AppDeps) {
  const stored = store.collection<AreaDoc>(MARKET_INSIGHTS);
  const router = createRouter();
  router.use('*', etag());
  return router
    .openapi(overviewRoute, async (c) => {
      const doc = (await store
        .collection(MARKET_INSIGHTS)
        .findOne({ _id: OVERVIEW_ID })) as OverviewDoc | null;
      c.header('Cache-Control', CACHE);
      return c.json(
        {
          asOf: doc?.asOf ?? null,
          levelWindow: doc?.levelWindow ?? null,
          method: METHOD,
          minPoints: MIN_POINTS,
          cities: doc?.cities ?? [],
          localities: doc?.localities ?? [],
        },
        200,
      );
    })
    .openapi(areaRoute, async (c) => {
      const { city, locality } = c.req.valid('query');
      const doc = await stored.findOne({ _id: areaKey(city, locality) });
      if (!doc) throw ApiError.notFound('No market figures for this place yet.');
      c.header('Cache-Control', CACHE);
      return c.json(toArea(doc), 200);
    })
    .openapi(summariesRoute, async (c) => {
      const { city } = c.req.valid('query');
      const docs = await stored.find(city ? { cityKey: normalizeCity(city) } : {}, {});
      const areas = docs
        .filter((d) => d._id !== OVERVIEW_ID)
        .map(toArea)
        .sort((a, b) =>
          `${a.area.city}|${a.area.locality ?? ''}`.localeCompare(`${b.area.city}|${b.area.locality ?? ''}`),
        );
      const cities = new Map(areas.filter((a) => a.area.kind === 'city').map((a) => [a.area.city, a]));
      const items = areas
        .filter((a) => a.area.kind === 'locality')
        .map((a) => summarizeLocality(a, cities.get(a.area.city) ?? null));
      c.header('Cache-Control', CACHE);
      return c.json(
        {
          asOf:
            areas
              .map((a) => a.asOf)
              .sort()
              .at(-1) ?? null,
          city: city ? (areas.find((a) => a.area.kind === 'city')?.area.city ?? city) : null,
          method: METHOD,
          rules: [...SUMMARY_RULES],
          items,
        },
        200,
      );
    });
}
