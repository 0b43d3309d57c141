/**
 * The shapes of market insights, once: the stored aggregates (services/insights), the API's
 * answers (routes/insights, documented in /api/openapi.json) and the app's types (`z.infer`, through
 * @propai/api/wire). Every figure is a value with the number of data points behind it; a value is
 * null when there were fewer than MIN_POINTS (insights-rules.ts), and the points still say how many.
 */
import { z } from '@hono/zod-openapi';

const count = z.number().int().min(0);
const bhk = z.number().int().min(1).max(5).openapi({ description: 'bedrooms; 5 means 5 or more' });

export const FigureSchema = z.object({
  value: z.number().nullable().openapi({ description: 'null: fewer data points than the minimum' }),
  points: count.openapi({ description: 'listings behind the figure' }),
});

export const BhkFigureSchema = FigureSchema.extend({ bhk });

export const WindowSchema = z.object({
  key: z.string().openapi({ example: '2026-09/2026-11' }),
  label: z.string().openapi({ example: 'Sep–Nov 2026' }),
  start: z.string().openapi({ description: 'first day 00:00 India time (ISO instant)' }),
  end: z.string().openapi({ description: 'the day after the last, exclusive (ISO instant)' }),
});

export const ChangeSchema = z.object({
  pct: z
    .number()
    .nullable()
    .openapi({ description: 'percent, one decimal; null without enough data on both sides' }),
  from: FigureSchema,
  to: FigureSchema,
  fromLabel: z.string(),
  toLabel: z.string(),
});

export const AreaRefSchema = z.object({
  kind: z.enum(['city', 'locality']),
  key: z.string().openapi({ example: 'l:gurgaon|sector 45' }),
  city: z.string().openapi({ example: 'Gurgaon' }),
  locality: z.string().nullable().openapi({ example: 'Sector 45' }),
});

const BhkCount = z.object({ bhk, count });

export const AreaInsightsSchema = z.object({
  area: AreaRefSchema,
  asOf: z.string().openapi({ description: 'when the figures were computed (ISO instant)' }),
  levelWindow: WindowSchema,
  sale: z.object({
    psf: FigureSchema.openapi({ description: 'median asking ₹ per sq ft' }),
    priceByBhk: z.array(BhkFigureSchema).openapi({ description: 'median asking price (₹) by BHK' }),
  }),
  rent: z.object({
    psf: FigureSchema.openapi({ description: 'median monthly rent per sq ft (₹)' }),
    byBhk: z.array(BhkFigureSchema).openapi({ description: 'median monthly rent (₹) by BHK' }),
  }),
  trend: z.object({
    windows: z.array(WindowSchema).openapi({ description: 'quarters, oldest first' }),
    salePsf: z.array(FigureSchema),
    rentPsf: z.array(FigureSchema),
  }),
  change: z.object({
    sale3m: ChangeSchema,
    sale12m: ChangeSchema,
    rent3m: ChangeSchema,
    rent12m: ChangeSchema,
  }),
  yield: z.object({
    pct: z.number().nullable().openapi({ description: 'gross, percent, two decimals' }),
    rentPoints: count,
    salePoints: count,
    byBhk: z.array(z.object({ bhk, pct: z.number().nullable(), rentPoints: count, salePoints: count })),
  }),
  supply: z.object({
    sale: z.object({ total: count, byBhk: z.array(BhkCount) }),
    rent: z.object({ total: count, byBhk: z.array(BhkCount) }),
    projects: z.object({
      total: count,
      byStatus: z.array(z.object({ status: z.string(), count })),
      byBhk: z.array(BhkCount),
    }),
  }),
  possession: z.object({
    projects: count.openapi({ description: 'projects with a promised possession date' }),
    delayed: count.openapi({ description: 'of those, delayed by a month or more' }),
    long: count.openapi({ description: 'delayed by LONG_DELAY_MONTHS (12) months or more' }),
    medianMonths: z.number().nullable().openapi({ description: 'median delay of the delayed ones' }),
    items: z.array(
      z.object({
        name: z.string(),
        slug: z.string(),
        status: z.string(),
        promised: z.string(),
        expected: z.string(),
        months: count,
      }),
    ),
  }),
});

/** One area in the lists (overview, neighbourhoods, investment): its headline figures. */
export const AreaRowSchema = z.object({
  area: AreaRefSchema,
  salePsf: FigureSchema,
  sale12m: ChangeSchema,
  rent12m: ChangeSchema,
  yield: AreaInsightsSchema.shape.yield.omit({ byBhk: true }),
  onMarket: count.openapi({ description: 'homes for sale or rent on the market now' }),
  projects: count,
  longDelays: count,
});

export const MethodSchema = z
  .array(z.string())
  .openapi({ description: 'how every figure is made, one line each' });

export const InsightsOverviewSchema = z.object({
  asOf: z.string().nullable().openapi({ description: 'null: not computed yet' }),
  levelWindow: WindowSchema.nullable(),
  method: MethodSchema,
  minPoints: count,
  cities: z.array(AreaRowSchema),
  localities: z.array(AreaRowSchema),
});

export const SummaryFactSchema = z.object({
  topic: z.enum(['sale', 'rent', 'yield', 'possession', 'supply', 'data']),
  text: z.string(),
  points: count.openapi({ description: 'data points (listings or projects) the sentence rests on' }),
});

export const LocalitySummarySchema = z.object({
  area: AreaRefSchema,
  headline: z.string(),
  facts: z.array(SummaryFactSchema),
});

export const InsightsSummariesSchema = z.object({
  asOf: z.string().nullable(),
  city: z.string().nullable(),
  method: MethodSchema,
  rules: z.array(z.string()).openapi({ description: 'how the sentences are written, one rule each' }),
  items: z.array(LocalitySummarySchema),
});

export type Figure = z.infer<typeof FigureSchema>;
export type BhkFigure = z.infer<typeof BhkFigureSchema>;
export type MarketWindowWire = z.infer<typeof WindowSchema>;
export type Change = z.infer<typeof ChangeSchema>;
export type AreaRef = z.infer<typeof AreaRefSchema>;
export type AreaInsights = z.infer<typeof AreaInsightsSchema>;
export type AreaRow = z.infer<typeof AreaRowSchema>;
export type InsightsOverview = z.infer<typeof InsightsOverviewSchema>;
export type SummaryFact = z.infer<typeof SummaryFactSchema>;
export type LocalitySummary = z.infer<typeof LocalitySummarySchema>;
export type InsightsSummaries = z.infer<typeof InsightsSummariesSchema>;
