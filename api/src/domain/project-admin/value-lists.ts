/**
 * The project editors' value lists (spec part 3 §4, §9), one copy for the API's schemas and the
 * PWA's forms. No zod here, so the PWA imports it by package name without the schemas.
 */
/** Construction statuses (the legacy editor's order). A new project starts with one of these. */
export const CONSTRUCTION_STATUSES = [
  'Under Construction',
  'Ready to Move',
  'New Launch',
  'Completed',
] as const;
export const RERA_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const RWA_STATUSES = ['formed', 'in-progress', 'not-formed'] as const;
export const BILLING_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export const UNIT_TYPES = ['1BHK', '2BHK', '3BHK', '4BHK', '5BHK', 'Studio'] as const;
