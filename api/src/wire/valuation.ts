import type { z } from '@hono/zod-openapi';
import type {
  LocalitiesAnswer as ValuationLocalitiesSchema,
  SaveValuationBody as SaveValuationBodySchema,
  SavedValuationList as SavedValuationListSchema,
  SavedValuationSchema,
  ValuationAnswer as ValuationAnswerSchema,
} from '../routes/valuation/valuation.schemas';
import type { PriceSpreadAnswer } from '../routes/valuation/price-spread.schemas';

// Valuation (GET /api/valuation/estimate, /localities; saved valuations under /api/valuation/saved)
export type Valuation = z.infer<typeof ValuationAnswerSchema>;
export type ValuationEstimate = Valuation['sale'];
export type ValuationComparable = ValuationEstimate['comparables'][number];
export type ValuationLocalities = z.infer<typeof ValuationLocalitiesSchema>;
export type SaveValuationBody = z.input<typeof SaveValuationBodySchema>;
export type SavedValuation = z.infer<typeof SavedValuationSchema>;
export type SavedValuationList = z.infer<typeof SavedValuationListSchema>;
/** GET /api/valuation/price-spread (the seller's pricing tool). */
export type PriceSpread = z.infer<typeof PriceSpreadAnswer>;
