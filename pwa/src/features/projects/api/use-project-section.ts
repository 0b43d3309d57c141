/**
 * One GET per project section (spec part 2 §7). Every section mounts with the page, so a single
 * online visit fetches all of them and the service worker's network-first cache (plus the
 * last-answer copy in fresh-fetch) can reopen the page offline with every section.
 */
import { useFreshQuery } from '../../../lib/use-fresh-query';

export type SectionPath =
  | ''
  | 'prices'
  | 'payment-plans'
  | 'construction'
  | 'updates'
  | 'escrow'
  | 'legal'
  | 'quality'
  | 'quality-audits'
  | 'developer'
  | 'buyers'
  | 'alerts'
  | 'living'
  | 'floorplans'
  | 'cost-sheet';

export function projectPath(idOrSlug: string, section: SectionPath = ''): string {
  return `/projects/${encodeURIComponent(idOrSlug)}${section ? `/${section}` : ''}`;
}

export function useProjectSection<T>(idOrSlug: string | null, section: SectionPath) {
  return useFreshQuery<T>(idOrSlug ? projectPath(idOrSlug, section) : null);
}
