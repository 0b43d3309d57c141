import { TOP_MIN_SCORE } from '@propai/api/domain/reports/report-score';
import type { ReportTab } from '../components/report-tabs';

const DAY_MS = 86_400_000;
const TRENDING_DAYS = 90;

/**
 * The list query of a tab (spec part 2 §7, §9): top → minScore 5; trending → the last 3 months;
 * recent → newest first. `sinceDays` narrows every tab (the weekly page: 7). `since` is rounded to
 * the day so the query, and its offline copy, stay the same all day.
 */
export function reportTabQuery(tab: ReportTab, sinceDays?: number, now = Date.now()) {
  const days = sinceDays ?? (tab === 'trending' ? TRENDING_DAYS : undefined);
  const since = days ? new Date(now - days * DAY_MS).toISOString().slice(0, 10) : undefined;
  return { sort: tab, minScore: tab === 'top' ? TOP_MIN_SCORE : 0, since };
}
