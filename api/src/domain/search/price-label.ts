/**
 * Prices as the UI writes them → rupees. '1.5Cr' = 15,000,000; '50L' / '50 lakh' = 5,000,000;
 * '25k' = 25,000; '₹1,20,000' = 120,000; '10Cr+' means "10 Cr and above", so as a maximum it is
 * no bound at all. Blank means no bound (spec part 2 §5).
 */

const UNITS: Record<string, number> = {
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
  l: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  k: 1e3,
  thousand: 1e3,
};

export type PriceParse =
  { ok: true; value: number | null; openEnded: boolean } | { ok: false; reason: string };

/**
 * Parses one price label. `value` is null for blank input; `openEnded` is true for 'x+' labels.
 * @example parsePriceLabel('1.5Cr') → { ok: true, value: 15000000, openEnded: false }
 */
export function parsePriceLabel(raw: string | number | undefined | null): PriceParse {
  if (raw === undefined || raw === null) return { ok: true, value: null, openEnded: false };
  if (typeof raw === 'number') {
    return Number.isFinite(raw) && raw >= 0
      ? { ok: true, value: raw, openEnded: false }
      : { ok: false, reason: 'Enter a price of 0 or more.' };
  }
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/₹|rs\.?|inr/g, '')
    .replace(/,/g, '')
    .trim();
  if (text === '') return { ok: true, value: null, openEnded: false };
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)\s*(\+?)$/.exec(text);
  if (!match) return { ok: false, reason: "Enter a price such as 5000000, '50L' or '1.5Cr'." };
  const [, num, unit = '', plus] = match;
  const factor = unit === '' ? 1 : UNITS[unit];
  if (factor === undefined) return { ok: false, reason: `Unknown price unit '${unit}'; use L or Cr.` };
  return { ok: true, value: Math.round(Number(num) * factor), openEnded: plus === '+' };
}

/**
 * A [min, max] pair from two labels; an open-ended max ('10Cr+') drops the upper bound, and an
 * open-ended min keeps its value as the lower bound.
 */
export function priceBounds(min: number | null, max: { value: number | null; openEnded: boolean }) {
  return { min, max: max.openEnded ? null : max.value };
}
