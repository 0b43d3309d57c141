/**
 * Which cells the comparison paints green (spec part 1 §9): the lowest price, the largest area, the
 * highest location score (price growth has no sourced figure, so nothing to rank). Ties are all best. A metric is highlighted
 * only when at least two properties have it and they differ: one known value, or all equal, is
 * not "best" of anything. Prices are compared only when they are on one basis: a monthly rent is
 * not "cheaper" than a sale price, so a mix of the two highlights no price.
 */
import type { CompareProperty } from '../../../lib/compare-item';

export type BestMetric = 'price' | 'area' | 'locationScore';

const pick: Record<BestMetric, (p: CompareProperty) => number | null> = {
  price: (p) => (p.price != null && p.price > 0 ? p.price : null),
  area: (p) => (p.area != null && p.area > 0 ? p.area : null),
  locationScore: (p) => p.aiInsights?.locationScore ?? null,
};

const lowerIsBetter: Record<BestMetric, boolean> = {
  price: true,
  area: false,
  locationScore: false,
};

/** Indexes (into `items`) of the best value for one metric. */
export function bestIndexes(items: CompareProperty[], metric: BestMetric): Set<number> {
  const values = items.map(pick[metric]);
  if (metric === 'price') {
    const bases = new Set(items.filter((_p, i) => values[i] !== null).map((p) => p.monthly));
    if (bases.size > 1) return new Set();
  }
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2 || known.every((v) => v === known[0])) return new Set();
  const best = lowerIsBetter[metric] ? Math.min(...known) : Math.max(...known);
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}

export type BestValues = Record<BestMetric, Set<number>>;

export function bestValues(items: CompareProperty[]): BestValues {
  return {
    price: bestIndexes(items, 'price'),
    area: bestIndexes(items, 'area'),
    locationScore: bestIndexes(items, 'locationScore'),
  };
}
