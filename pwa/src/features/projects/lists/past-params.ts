/**
 * /past-projects' state in the address (?city=Noida&developer=skyline-builders&sort=recent) and
 * the words it prints for a delivery record: months ('Apr 2019') and delays ('14 months late').
 */
import { ON_TIME_GRACE_MONTHS } from '@propai/api/domain/projects/delivery-record';

export const PAST_PAGE_SIZE = 20;

export const PAST_SORTS = [
  { value: 'delay', label: 'Longest delay first', sort: 'delay', order: 'desc' },
  { value: 'delay-short', label: 'Shortest delay first', sort: 'delay', order: 'asc' },
  { value: 'recent', label: 'Most recently handed over', sort: 'handover', order: 'desc' },
  { value: 'occupancy', label: 'Fullest societies first', sort: 'occupancy', order: 'desc' },
] as const;

export type PastSortValue = (typeof PAST_SORTS)[number]['value'];

export interface PastState {
  city: string;
  developer: string;
  sort: PastSortValue;
}

const SLUG = /^[A-Za-z0-9-]{1,100}$/;

export function parsePastParams(params: URLSearchParams): PastState {
  const developer = params.get('developer')?.trim() ?? '';
  return {
    city: (params.get('city') ?? '').trim().slice(0, 100),
    developer: SLUG.test(developer) ? developer : '',
    sort: PAST_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'delay',
  };
}

export function toPastParams(state: PastState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.city) out.set('city', state.city);
  if (state.developer) out.set('developer', state.developer);
  if (state.sort !== 'delay') out.set('sort', state.sort);
  return out;
}

/** The query for GET /api/projects/past (paging is added by the list). */
export function pastApiQuery(state: PastState): Record<string, string | undefined> {
  const sort = PAST_SORTS.find((s) => s.value === state.sort) ?? PAST_SORTS[0];
  return {
    city: state.city || undefined,
    developer: state.developer || undefined,
    sort: sort.sort,
    order: sort.order,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** @example monthText('2019-04') === 'Apr 2019'; monthText(null) === null */
export function monthText(ym: string | null): string | null {
  const m = ym ? /^(\d{4})-(\d{2})$/.exec(ym) : null;
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : null;
}

/** @example delayText(0) === 'On time'; delayText(1) === '1 month late'; delayText(14) === '14 months late' */
export function delayText(months: number): string {
  if (months <= 0) return 'On time';
  return `${months} ${months === 1 ? 'month' : 'months'} late`;
}

/** 'on-time' within the grace the record uses, 'late' up to a year, 'very-late' beyond. */
export function delayTone(months: number): 'on-time' | 'late' | 'very-late' {
  if (months <= ON_TIME_GRACE_MONTHS) return 'on-time';
  return months <= 12 ? 'late' : 'very-late';
}

/** @example medianText(8.5) === '8.5 months'; medianText(1) === '1 month'; medianText(0) === 'none' */
export function medianText(months: number | null): string {
  if (months === null) return '—';
  if (months === 0) return 'none';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
