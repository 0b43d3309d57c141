/**
 * Request and answer of GET /api/valuation/price-spread (the seller's pricing tool). The subject is
 * the valuation's, checked by the same schema (valuation.schemas.ts: each problem a 400 naming its
 * field), plus the deal. The asking price is not sent: the page places it on the device.
 */
import { z } from '@hono/zod-openapi';
import { enumParam } from '../../domain/search/query-params';
import { EstimateQuery, SubjectSchema } from './valuation.schemas';

export const SPREAD_DEALS = ['sale', 'rent'] as const;
export const PLOT_RENT_MESSAGE = 'Plots are priced for sale only: choose sale.';

export const PriceSpreadQuery = EstimateQuery.safeExtend({
  deal: enumParam(SPREAD_DEALS, 'sale').openapi({ example: 'sale', description: 'sale (default) or rent' }),
}).superRefine((q, ctx) => {
  if (q.deal === 'rent' && q.propertyType === 'Plot') {
    ctx.addIssue({ code: 'custom', path: ['deal'], message: PLOT_RENT_MESSAGE });
  }
});

const PositionSchema = z.object({
  available: z.boolean().openapi({ description: 'false: fewer than minComparables on the market' }),
  count: z
    .number()
    .openapi({ description: 'Comparable listings on the market now (or found, when too few)' }),
  minComparables: z.number(),
  step: z.number().openapi({ description: 'The selection step used (1 = narrowest)' }),
  steps: z.number(),
  rule: z.string().openapi({ description: 'Which listings were compared, in one line' }),
  values: z.array(z.number()).openapi({
    description: "Each comparable's ₹/sq ft (₹ a month per sq ft for rent), lowest first; empty when too few",
  }),
  min: z.number().nullable(),
  q1: z.number().nullable(),
  median: z.number().nullable(),
  q3: z.number().nullable(),
  max: z.number().nullable(),
});

const FairSchema = z.object({
  available: z.boolean(),
  count: z.number(),
  live: z.number(),
  closed: z.number(),
  low: z.number().nullable(),
  mid: z.number().nullable(),
  high: z.number().nullable(),
  method: z
    .string()
    .openapi({ description: "The valuation's method in one line, or why there is no figure" }),
});

export const PriceSpreadAnswer = z
  .object({
    subject: SubjectSchema,
    deal: z.enum(SPREAD_DEALS),
    position: PositionSchema,
    fair: FairSchema.openapi({ description: "The valuation's estimate for the same subject and deal" }),
    computedAt: z.string(),
  })
  .openapi('PriceSpread');
