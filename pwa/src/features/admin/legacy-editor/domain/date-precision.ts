/**
 * The editor's dates are a month ('2027-03') or a day ('2027-03-31'): the API takes both and the
 * stored possession dates are days. The picker follows the value's own precision, so opening and
 * saving a project never turns a day into a month or the other way round.
 */
export type DatePrecision = 'month' | 'date';

export function precisionOf(value: string, fallback: DatePrecision): DatePrecision {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return 'date';
  if (/^\d{4}-\d{2}$/.test(value.trim())) return 'month';
  return fallback;
}
