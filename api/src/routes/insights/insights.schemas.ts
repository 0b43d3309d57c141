/**
 * Requests and answers of /api/insights (the figures' shapes are the domain's,
 * domain/insights/insights-schemas.ts, so the store, the API and the app share one definition).
 */
import { z } from '@hono/zod-openapi';
import {
  AreaInsightsSchema,
  InsightsOverviewSchema,
  InsightsSummariesSchema,
} from '../../domain/insights/insights-schemas';

const place = (field: string, example: string) =>
  z
    .string({ error: `Send the ${field} as text.` })
    .trim()
    .min(1, `Send a ${field}.`)
    .max(80, `Keep the ${field} under 80 characters.`)
    .openapi({ example });

export const AreaQuery = z.object({
  city: place('city', 'Gurgaon'),
  locality: place('locality', 'Sector 45').optional(),
});

export const SummariesQuery = z.object({
  city: place('city', 'Gurgaon').optional(),
});

export const MarketAreaSchema = AreaInsightsSchema.openapi('MarketArea');
export const MarketOverviewSchema = InsightsOverviewSchema.openapi('MarketOverview');
export const MarketSummariesSchema = InsightsSummariesSchema.openapi('MarketSummaries');
