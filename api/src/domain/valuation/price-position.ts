/**
 * Where an asking price sits among comparable listings (the seller's pricing tool, /tools/pricing).
 * Pure and small on purpose: the PWA runs it on the device against the comparables' ₹/sq ft that
 * GET /api/valuation/price-spread answers, so the seller's price never leaves the phone and moving
 * it needs no request.
 *
 * Position is by ₹/sq ft, not by total price: comparables differ in size by up to ±50 % of the
 * seller's area (comparables.ts), and a bigger home asking more is not "priced higher". The seller's
 * ₹/sq ft is rounded as the comparables' are (estimate.ts: whole rupees for a sale, paise for a
 * rent), and a tie counts as neither higher nor lower.
 */
import type { Deal } from './comparables';
import { roundPerSqft } from './estimate';

/** Where the price falls: outside every comparable, below / inside / above their middle half. */
export type PriceBand = 'lowest' | 'below' | 'middle' | 'above' | 'highest';

export interface PricePosition {
  /** Comparables compared with. */
  count: number;
  /** Comparables asking less per sq ft than the seller ("higher than N of M"). */
  below: number;
  /** Comparables asking the same ₹/sq ft. */
  same: number;
  /** Comparables asking more per sq ft. */
  above: number;
  band: PriceBand;
}

/** The seller's ₹/sq ft, rounded like the comparables'. */
export function askingPerSqft(amount: number, areaSqft: number, deal: Deal): number {
  return roundPerSqft(amount / areaSqft, deal);
}

/**
 * @example pricePosition([8000, 9000, 10000, 11000, 12000], { q1: 9000, q3: 11000 }, 10500)
 *   // → { count: 5, below: 3, same: 0, above: 2, band: 'middle' }
 */
export function pricePosition(
  values: readonly number[],
  quartiles: { q1: number; q3: number },
  yours: number,
): PricePosition {
  let below = 0;
  let same = 0;
  for (const v of values) {
    if (v < yours) below += 1;
    else if (v === yours) same += 1;
  }
  const count = values.length;
  const above = count - below - same;
  const band: PriceBand =
    count > 0 && above === 0 && same === 0
      ? 'highest'
      : count > 0 && below === 0 && same === 0
        ? 'lowest'
        : yours < quartiles.q1
          ? 'below'
          : yours > quartiles.q3
            ? 'above'
            : 'middle';
  return { count, below, same, above, band };
}

export interface VersusRange {
  where: 'below' | 'within' | 'above';
  /** The asking amount against the range's middle figure, in whole percent (+ above, − below). */
  fromMidPct: number;
}

/**
 * The asking amount against the valuation's range (low–high, the comparables' middle half × area).
 * @example versusRange(15_500_000, { low: 13_500_000, mid: 15_000_000, high: 16_500_000 })
 *   // → { where: 'within', fromMidPct: 3 }
 */
export function versusRange(amount: number, range: { low: number; mid: number; high: number }): VersusRange {
  const where = amount < range.low ? 'below' : amount > range.high ? 'above' : 'within';
  return { where, fromMidPct: Math.round(((amount - range.mid) / range.mid) * 100) };
}
