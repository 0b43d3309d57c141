/**
 * The calendar windows market insights are computed over, in India time (months start at 00:00
 * IST on the 1st). Whole months, the current one included, so a figure reads "Sep–Nov 2026" and
 * stays the same all day instead of sliding with the clock:
 * - the level window: the last LEVEL_MONTHS months (medians, rents by BHK, yield);
 * - the trend: TREND_QUARTERS windows of three months, the newest ending with the current month,
 *   oldest first (the chart's order). The 3-month change compares the newest with the one before,
 *   the 12-month change with the one four windows back (the same three months a year earlier).
 */
import { IST_OFFSET_MS } from '../pulse/pulse-rules';

export const LEVEL_MONTHS = 6;
export const TREND_QUARTERS = 8;

export interface MarketWindow {
  /** 'YYYY-MM' of the first month … of the last: '2026-09/2026-11'. */
  key: string;
  /** 'Sep–Nov 2026', 'Dec 2025–Feb 2026'. */
  label: string;
  /** The first month's start, an instant. */
  start: Date;
  /** The start of the month after the last one (exclusive). */
  end: Date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Months since year 0 of the India-time month `at` falls in. */
export function monthIndex(at: Date): number {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

/** The instant month `index` starts (00:00 IST on the 1st). */
export function monthStart(index: number): Date {
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1) - IST_OFFSET_MS);
}

const ym = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const monthName = (index: number) => MONTHS[index % 12] ?? '';

/** The window of `months` months ending with month `last` (inclusive). */
export function windowEnding(last: number, months: number): MarketWindow {
  const first = last - months + 1;
  const firstYear = Math.floor(first / 12);
  const lastYear = Math.floor(last / 12);
  const label =
    first === last
      ? `${monthName(last)} ${lastYear}`
      : firstYear === lastYear
        ? `${monthName(first)}–${monthName(last)} ${lastYear}`
        : `${monthName(first)} ${firstYear}–${monthName(last)} ${lastYear}`;
  return { key: `${ym(first)}/${ym(last)}`, label, start: monthStart(first), end: monthStart(last + 1) };
}

/** The level window at `now`: the last LEVEL_MONTHS months, this one included. */
export const levelWindow = (now: Date): MarketWindow => windowEnding(monthIndex(now), LEVEL_MONTHS);

/** The trend's quarters at `now`, oldest first; the last one ends with the current month. */
export function trendWindows(now: Date): MarketWindow[] {
  const current = monthIndex(now);
  return Array.from({ length: TREND_QUARTERS }, (_, i) =>
    windowEnding(current - 3 * (TREND_QUARTERS - 1 - i), 3),
  );
}

/** Which trend quarter (index into trendWindows) a moment falls in, or -1 outside them. */
export function quarterOf(at: Date, now: Date): number {
  const back = monthIndex(now) - monthIndex(at);
  if (back < 0) return -1;
  const fromNewest = Math.floor(back / 3);
  return fromNewest < TREND_QUARTERS ? TREND_QUARTERS - 1 - fromNewest : -1;
}
