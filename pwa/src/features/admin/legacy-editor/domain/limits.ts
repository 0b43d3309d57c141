/**
 * The legacy editor's number rules (spec part 3 §5): progress 0–100, percentages at most 100 in
 * steps of 0.1, ratings 0–5 in steps of 0.1, coordinates in steps of 0.000001, counts as whole
 * numbers that read as 0 when not numeric. One place clamps what is typed, what the advanced JSON
 * applies and what the server sent, so the form never holds a value the API would refuse.
 */

export interface NumberLimit {
  min: number;
  max?: number;
  /** The smallest increment; values are rounded to it. */
  step: number;
  /** Whole numbers only (counts, years): typed text parses as an integer, non-numeric as 0. */
  integer?: boolean;
}

export const LIMITS = {
  /** Construction and update progress, tower progress. */
  progress: { min: 0, max: 100, step: 0.1 },
  /** Unit-mix share, occupancy, discounts, milestone shares. */
  percent: { min: 0, max: 100, step: 0.1 },
  rating: { min: 0, max: 5, step: 0.1 },
  latitude: { min: -90, max: 90, step: 0.000001 },
  longitude: { min: -180, max: 180, step: 0.000001 },
  /** Rupee amounts (prices, escrow totals, funds). */
  rupees: { min: 0, step: 1 },
  /** Maintenance cost per sq.ft can have paise. */
  ratePerSqft: { min: 0, step: 0.01 },
  count: { min: 0, step: 1, integer: true },
  floors: { min: 0, max: 200, step: 1, integer: true },
  years: { min: 0, max: 200, step: 1, integer: true },
} as const satisfies Record<string, NumberLimit>;

const decimalsOf = (step: number): number => {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
};

/** Rounds to the limit's step without float dust (0.1 + 0.2 stays 0.3) and clamps into range. */
export function clampToLimit(value: number, limit: NumberLimit): number {
  if (!Number.isFinite(value)) return limit.min > 0 ? limit.min : 0;
  const stepped = limit.integer
    ? Math.trunc(value)
    : // toPrecision first: 12.35 / 0.1 is 123.4999… in floating point, and should round up.
      Number(
        (Math.round(Number((value / limit.step).toPrecision(12))) * limit.step).toFixed(
          decimalsOf(limit.step),
        ),
      );
  const low = Math.max(limit.min, stepped);
  return limit.max === undefined ? low : Math.min(limit.max, low);
}

/**
 * Counts (spec §5): whole numbers, 0 when the text is not numeric ('abc', ''), never negative.
 * @example parseCount('12.7') // 12
 */
export function parseCount(text: string, limit: NumberLimit = LIMITS.count): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? 0 : clampToLimit(n, limit);
}

/**
 * A decimal field as typed: blank or not a number → undefined (the field is left unset), else the
 * value clamped and rounded to the limit. Commas (1,20,000) are ignored.
 * @example parseDecimal('101', LIMITS.percent) // 100
 */
export function parseDecimal(text: string, limit: NumberLimit): number | undefined {
  const clean = text.replace(/,/g, '').trim();
  if (clean === '' || clean === '-' || clean === '.') return undefined;
  const n = Number(clean);
  if (!Number.isFinite(n)) return undefined;
  return clampToLimit(n, limit);
}

/** The field's typed text read with its limit: counts always give a number, decimals may be unset. */
export function parseByLimit(text: string, limit: NumberLimit): number | undefined {
  return limit.integer ? parseCount(text, limit) : parseDecimal(text, limit);
}

/** A value that came from JSON or the server: numbers and numeric strings are clamped, the rest dropped. */
export function numberFrom(value: unknown, limit: NumberLimit): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? clampToLimit(value, limit) : undefined;
  if (typeof value === 'string') return parseByLimit(value, limit);
  return undefined;
}
