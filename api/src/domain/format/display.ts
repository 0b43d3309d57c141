/**
 * Prices in ₹ Cr / L and areas in sq.ft / sq.m / sq.yd: the display rules of spec part 2 §9, one
 * copy for the app's screens and the API's price labels (`@propai/api/domain/format/display`).
 */

const CRORE = 1e7;
const LAKH = 1e5;
const SQFT_PER_SQM = 10.7639;
const SQFT_PER_SQYD = 9;

/**
 * Indian digit grouping (12,34,567.8) in plain code. Not Intl.NumberFormat('en-IN'): the first
 * en-IN formatter a page creates loads ICU's locale data, which cost ~45 ms of main thread on the
 * home page's first render (measured with a CPU profile at 4x throttling), and every card needs it.
 */
export function groupIndian(value: number, fractionDigits = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? `.${fraction}` : '');
}

/**
 * '₹1.2 Cr' at 1 crore and above, '₹45.5 L' at 1 lakh and above, '₹85,000' below,
 * 'Price on request' when the price is missing. `decimals` is 1 on cards, 2 in the comparison tray.
 * @example formatPrice(12_500_000) // '₹1.3 Cr'
 */
export function formatPrice(value: number | null | undefined, decimals = 1): string {
  if (value == null || !Number.isFinite(value) || value <= 0) return 'Price on request';
  const inLakh = Number((value / LAKH).toFixed(decimals));
  // 99.99 L rounds to '100.0 L'; show it as crore like any other crore value instead.
  if (value >= CRORE || inLakh >= 100) return `₹${(value / CRORE).toFixed(decimals)} Cr`;
  if (value >= LAKH) return `₹${inLakh.toFixed(decimals)} L`;
  return `₹${groupIndian(Math.round(value))}`;
}

/** Plain Indian digit grouping: 1234567 → '12,34,567'. */
export function formatIndianNumber(value: number): string {
  return groupIndian(
    value,
    Number.isInteger(value) ? 0 : Math.min(3, String(value).split('.')[1]?.length ?? 0),
  );
}

export type AreaUnit = 'sqft' | 'sqm' | 'sqyd';

export const areaUnitLabels: Record<AreaUnit, string> = { sqft: 'sq.ft', sqm: 'sq.m', sqyd: 'sq.yd' };

const SQFT_PER_UNIT: Record<AreaUnit, number> = { sqft: 1, sqm: SQFT_PER_SQM, sqyd: SQFT_PER_SQYD };

/** Converts an area between units: 1 sq m = 10.7639 sq ft, 1 sq yd = 9 sq ft. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return (value * SQFT_PER_UNIT[from]) / SQFT_PER_UNIT[to];
}

/**
 * Formats an area given in square feet in the chosen unit: whole sq.ft and sq.yd (how plots are
 * quoted), sq.m with one decimal. Returns '' for a missing area so callers can hide the badge.
 * @example formatArea(1200, 'sqm') // '111.5 sq.m'
 */
export function formatArea(sqft: number | null | undefined, unit: AreaUnit = 'sqft'): string {
  if (sqft == null || !Number.isFinite(sqft) || sqft <= 0) return '';
  const value = convertArea(sqft, 'sqft', unit);
  const text = unit === 'sqm' ? groupIndian(value, 1) : groupIndian(Math.round(value));
  return `${text} ${areaUnitLabels[unit]}`;
}

/**
 * The API's price label on cards and search answers: `formatPrice` with a whole number shown
 * without '.0' ('₹1 Cr', '₹85.5 L'), 'Price on request' without a price, '/month' for rentals.
 */
export function formatPriceLabel(value: number | null, monthly = false): string {
  if (value === null || !(value > 0)) return 'Price on request';
  return formatPrice(value, 1).replace(/\.0 (Cr|L)$/, ' $1') + (monthly ? '/month' : '');
}
