/**
 * The modern editor's eleven sections (spec part 3 §2), in the spec's order. No zod here: the PWA's
 * modern editor imports this list by package name without pulling the schemas into its chunk.
 */
export const MODERN_SECTIONS = [
  'hero',
  'gallery',
  'pricing',
  'paymentPlan',
  'specs',
  'escrow',
  'construction',
  'amenities',
  'qualityAudits',
  'customSections',
  'display',
] as const;

export type ModernSectionName = (typeof MODERN_SECTIONS)[number];
