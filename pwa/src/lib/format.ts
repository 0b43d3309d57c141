/**
 * Display formatting shared by every screen: prices in ₹ Cr / L and area units (the rules the API
 * shares, from the domain package), relative time. Rules from spec part 2 §9.
 */
export {
  areaUnitLabels,
  convertArea,
  formatArea,
  formatIndianNumber,
  formatPrice,
  type AreaUnit,
} from '@propai/api/domain/format/display';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '12 Mar 2026' (the UTC day, as the listing page prints "available as of"), without Intl.
 * @example formatDay('2026-03-12T08:00:00Z') // '12 Mar 2026'
 */
export function formatDay(date: Date | string | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
