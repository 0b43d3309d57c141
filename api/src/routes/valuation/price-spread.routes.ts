/**
 * GET /api/valuation/price-spread?city&locality&propertyType&bhk&area&areaUnit&deal   public
 *   → the ₹/sq ft of every comparable listing on the market now (the valuation's selection rule,
 *     live listings only: domain/valuation/live-comparables.ts) with their quartiles, and the
 *     valuation's estimate for the same subject. The seller's pricing tool (/tools/pricing) places
 *     an asking price among them on the device (domain/valuation/price-position.ts).
 *
 * One `locality` query per request (the valuation's candidatesFor); every field is checked (400
 * naming it). Mounted under /api/valuation by app.ts, beside valuation.routes.ts.
 */
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { MIN_COMPARABLES, SELECTION_STEPS, selectComparables } from '../../domain/valuation/comparables';
import { estimateFrom } from '../../domain/valuation/estimate';
import { positionRule, selectLiveComparables, spreadOf } from '../../domain/valuation/live-comparables';
import { estimateMethod } from '../../domain/valuation/method';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { candidatesFor } from '../../services/valuation/valuate';
import type { Doc } from '../../store/types';
import { PriceSpreadAnswer, PriceSpreadQuery } from './price-spread.schemas';
import { subjectOf } from './valuation.routes';

const spreadRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/price-spread',
  tags: ['Valuation'],
  summary:
    "Comparable listings' ₹/sq ft on the market now, and the valuation's range, for placing an asking price",
  request: { query: PriceSpreadQuery },
  responses: {
    200: {
      description: 'The spread (empty when too few comparables) and the estimate',
      content: { 'application/json': { schema: PriceSpreadAnswer } },
    },
    ...errorResponses(400),
  },
});

export function priceSpreadRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>().openapi(spreadRoute, async (c) => {
    const query = c.req.valid('query');
    const { deal } = query;
    const { subject, wire } = await subjectOf(store, query);
    const now = new Date();
    const candidates = (await candidatesFor(store, subject)) as (Doc & { _id: string })[];

    const live = selectLiveComparables(subject, candidates, deal, now);
    const spread = spreadOf(live, deal);
    const estimate = estimateFrom(subject, selectComparables(subject, candidates, deal, now), deal);

    const answer: z.infer<typeof PriceSpreadAnswer> = {
      subject: wire,
      deal,
      position: {
        available: spread !== null,
        count: live.comparables.length,
        minComparables: MIN_COMPARABLES,
        step: live.step.step,
        steps: SELECTION_STEPS.length,
        rule: positionRule(subject, deal, live),
        values: spread?.values ?? [],
        min: spread?.min ?? null,
        q1: spread?.q1 ?? null,
        median: spread?.median ?? null,
        q3: spread?.q3 ?? null,
        max: spread?.max ?? null,
      },
      fair: {
        available: estimate.available,
        count: estimate.count,
        live: estimate.live,
        closed: estimate.closed,
        low: estimate.low,
        mid: estimate.mid,
        high: estimate.high,
        method: estimateMethod(subject, estimate),
      },
      computedAt: now.toISOString(),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(answer, 200);
  });
}
