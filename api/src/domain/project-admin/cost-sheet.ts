/**
 * The cost sheet as a buyer reads it (spec part 3 §3 "Cost sheet"): an item's blank percentage is
 * its share of the total, to one decimal; the total is the sum of the amounts. Stored sheets keep
 * only what the admin typed (sections.ts normaliseCostSheet), so a changed amount moves every
 * computed share with it.
 */
import { z } from '@hono/zod-openapi';
import type { CostSheet } from './sections';

export const PublicCostSheet = z
  .object({
    unitType: z.string().optional(),
    superArea: z.number().optional().openapi({ description: 'sq.ft' }),
    basePriceCr: z.number().optional(),
    bspRate: z.number().optional().openapi({ description: 'rupees per sq.ft' }),
    items: z.array(
      z.object({
        label: z.string(),
        amount: z.number().openapi({ description: 'rupees' }),
        percentage: z.number().openapi({ description: 'as typed, or the share of the total' }),
      }),
    ),
    total: z.number().openapi({ description: 'sum of the amounts, rupees' }),
    notes: z.string().optional(),
  })
  .openapi('PublicCostSheet');
export type PublicCostSheet = z.infer<typeof PublicCostSheet>;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * @example publicCostSheet({ items: [{ label: 'BSP', amount: 900 }, { label: 'PLC', amount: 100 }] })
 *   → { items: [{ label: 'BSP', amount: 900, percentage: 90 }, { label: 'PLC', amount: 100, percentage: 10 }], total: 1000 }
 */
export function publicCostSheet(sheet: CostSheet): PublicCostSheet {
  const total = sheet.items.reduce((sum, item) => sum + item.amount, 0);
  return {
    ...sheet,
    items: sheet.items.map((item) => ({
      label: item.label,
      amount: item.amount,
      percentage: item.percentage ?? (total > 0 ? oneDecimal((item.amount / total) * 100) : 0),
    })),
    total,
  };
}
