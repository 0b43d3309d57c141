/**
 * Price labels of the filters ('10L', '1.5Cr', '10Cr+') and the numbers behind them
 * (spec part 2 §5: Cr = 1e7, L / lakh = 1e5).
 */

/** Explore minimum budget options, INR labels as shown. */
export const MIN_PRICE_LABELS = ['10L', '25L', '50L', '1Cr', '1.5Cr', '2Cr', '3Cr', '4Cr', '5Cr'] as const;
/** Explore maximum budget options; '10Cr+' means no upper bound beyond 10 Cr. */
export const MAX_PRICE_LABELS = ['25L', '50L', '1Cr', '1.5Cr', '2Cr', '3Cr', '4Cr', '5Cr', '10Cr+'] as const;

/**
 * Parses '1.5Cr', '45 L', '2 lakh', '₹3,50,000' or a plain number into rupees; null when it is not
 * a price.
 * @example parsePriceLabel('1.5Cr') // 15000000
 */
export function parsePriceLabel(label: string | number | null | undefined): number | null {
  if (label == null) return null;
  if (typeof label === 'number') return Number.isFinite(label) && label > 0 ? label : null;
  const text = label.toLowerCase().replace(/[₹,\s+]/g, '');
  const match = /^(\d+(?:\.\d+)?)(cr|crore|crores|l|lac|lacs|lakh|lakhs)?$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2] ?? '';
  const factor = unit.startsWith('c') ? 1e7 : unit ? 1e5 : 1;
  const rupees = Math.round(value * factor);
  return rupees > 0 ? rupees : null;
}

/** The label of a rupee amount among `labels`, for showing the chosen option back. */
export function priceLabelFor(value: number | null, labels: readonly string[]): string {
  if (value == null) return '';
  return labels.find((label) => parsePriceLabel(label) === value) ?? '';
}

/** A number from a query parameter; blank or not a number means no bound (spec §5). */
export function parseBound(raw: string | null | undefined): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
