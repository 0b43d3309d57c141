/**
 * The legacy editor's fixed vocabularies (spec part 3 §4 and §9): the tabs in their order, the value
 * lists its selects offer, the amenity groups with the spec's exact keys, and the default unit mix a
 * project without one starts from. The status lists repeat the API's (sections.ts): importing that
 * module would pull its schema library into the editor's chunk for four short lists.
 */
import type { AmenityGroupName } from '@propai/api/domain/project-admin/amenity-groups';

export const LEGACY_TABS = [
  { key: 'basic', label: 'Basic Info' },
  { key: 'overview', label: 'Overview' },
  { key: 'unitMix', label: 'Unit Mix' },
  { key: 'amenities', label: 'Amenities' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'society', label: 'Society' },
  { key: 'rera', label: 'Legal & RERA' },
  { key: 'escrow', label: 'Escrow' },
  { key: 'paymentPlans', label: 'Payment Plans' },
  { key: 'updates', label: 'Updates' },
  { key: 'subscription', label: 'Subscription' },
  { key: 'location', label: 'Location' },
  { key: 'compliance', label: 'Legal Compliance' },
  { key: 'developer', label: 'Developer Transparency' },
  { key: 'community', label: 'Community & Insights' },
] as const;
export type LegacyTabKey = (typeof LEGACY_TABS)[number]['key'];

export const isLegacyTab = (v: string): v is LegacyTabKey => LEGACY_TABS.some((t) => t.key === v);

// The spec's value lists: one copy, the API's (its schemas check the same words).
export {
  BILLING_FREQUENCIES,
  CONSTRUCTION_STATUSES,
  RERA_STATUSES,
  RWA_STATUSES,
  UNIT_TYPES,
} from '@propai/api/domain/project-admin/value-lists';

/** What the selects show for the lower-case stored values. */
export const VALUE_LABELS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  formed: 'Formed',
  'in-progress': 'In progress',
  'not-formed': 'Not formed',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Spec part 3 §9: a project with no unit mix starts from this one. */
export const DEFAULT_UNIT_MIX = [
  { type: '2BHK', count: 120, percentage: 40 },
  { type: '3BHK', count: 150, percentage: 50 },
  { type: '4BHK', count: 30, percentage: 10 },
] as const;

/**
 * Titles of the four amenity groups. Their keys and labels are the API's table
 * (domain/project-admin/amenity-groups.ts: the words the Explore filter and project page use).
 */
export const AMENITY_GROUP_TITLES: Record<AmenityGroupName, string> = {
  clubhouse: 'Clubhouse',
  sports: 'Sports',
  wellness: 'Wellness',
  security: 'Security',
};
