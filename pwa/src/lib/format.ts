/**
 * Display formatting shared by every screen: prices in ₹ Cr / L, area units, relative time.
 * Rules from spec part 2 §9 (price display, area conversion, relative time).
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
function groupIndian(value: number, fractionDigits = 0): string {
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

const DAY_MS = 86_400_000;

/**
 * 'Today' under a day, '1d ago', 'Nd ago' under 7 days, 'Nw ago' under 30 days, else months rounded
 * up ('2mo ago'). Dates in the future (clock skew) count as today.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const days = Math.floor((new Date(now).getTime() - then) / DAY_MS);
  if (days < 1) return 'Today';
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  return `${Math.ceil(days / 30)}mo ago`;
}

/**
 * How long ago data was fetched, finer than `formatRelativeTime` for the offline note: 'just now'
 * under a minute, '5 min ago', '3 h ago', then the day/week/month labels.
 * @example formatTimeAgo(Date.now() - 120_000) // '2 min ago'
 */
export function formatTimeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((new Date(now).getTime() - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatRelativeTime(then, now);
}
