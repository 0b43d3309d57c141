/**
 * Where a refused field lives: the API's 400 names a path ('construction.towers.2.progressPct',
 * 'escrow.ifsc'); the editor opens that tab and marks it, so a long form never hides the problem.
 */
import type { LegacyTabKey } from './value-lists';

const BY_ROOT: Record<string, LegacyTabKey> = {
  name: 'basic',
  developer: 'basic',
  builder: 'basic',
  state: 'basic',
  district: 'basic',
  city: 'basic',
  description: 'basic',
  images: 'basic',
  startingPrice: 'basic',
  constructionStatus: 'basic',
  possessionDate: 'basic',
  verified: 'basic',
  construction: 'overview',
  unitMix: 'unitMix',
  amenities: 'amenities',
  maintenance: 'maintenance',
  society: 'society',
  rera: 'rera',
  escrow: 'escrow',
  paymentPlans: 'paymentPlans',
  updates: 'updates',
  subscription: 'subscription',
  location: 'location',
  legal: 'compliance',
  developerInfo: 'developer',
  community: 'community',
};

/** The tab of a field path; legal's RERA number and status are edited under Legal & RERA. */
export function tabForPath(path: string): LegacyTabKey | null {
  if (path === 'legal.reraNumber' || path === 'legal.reraStatus') return 'rera';
  return BY_ROOT[path.split('.')[0] ?? ''] ?? null;
}

/** The tabs holding any of the given field paths, in no particular order. */
export const tabsWithErrors = (paths: string[]): Set<LegacyTabKey> =>
  new Set(paths.map(tabForPath).filter((t): t is LegacyTabKey => t !== null));
