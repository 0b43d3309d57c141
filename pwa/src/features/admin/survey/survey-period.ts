/**
 * The admin survey pages' period chips (7 / 30 / 90 days / all) as the API's `from` query: whole
 * days in UTC, today included, so "7 days" is today and the six days before it.
 */
export const PERIODS = [
  { id: '7', label: '7 days', days: 7 },
  { id: '30', label: '30 days', days: 30 },
  { id: '90', label: '90 days', days: 90 },
  { id: 'all', label: 'All time', days: null },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];
export const DEFAULT_PERIOD: PeriodId = '30';

/**
 * @example periodQuery('7', new Date('2026-11-24T10:00:00Z')) → { from: '2026-11-18' }
 * @example periodQuery('all') → {}
 */
export function periodQuery(id: PeriodId, now: Date = new Date()): { from?: string } {
  const days = PERIODS.find((p) => p.id === id)?.days ?? null;
  if (days === null) return {};
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10) };
}
