/**
 * The modern editor's eleven sections (spec part 3 §2, in its order): the inner shapes the spec
 * leaves open, decided here, and the PUT body that carries only the changed ones. The sections it
 * shares with the panels (escrow, construction, quality audits) are the panels' own schemas.
 */
import { z } from '@hono/zod-openapi';
import { capped, fileOrLink, list, percent, required, strings, text, amount } from './fields';
import { MODERN_SECTIONS, type ModernSectionName } from './modern-section-names';
import { ConstructionInput, EscrowSection, QualityAudits } from './sections';

export { MODERN_SECTIONS, type ModernSectionName };
const money = amount;

export const Hero = z
  .object({
    title: text(120).optional(),
    tagline: text(200).optional(),
    coverImage: fileOrLink().optional(),
    badges: strings(10, 40).optional(),
  })
  .strict();

export const GalleryItem = z
  .object({
    url: fileOrLink(),
    caption: text(200).optional(),
    kind: z
      .enum(['photo', 'render', 'site', 'plan'], { error: 'Choose photo, render, site or plan.' })
      .optional(),
  })
  .strict();

export const Pricing = z
  .object({
    startingPrice: money().optional(),
    priceRange: z.object({ min: money(), max: money() }).strict().optional(),
    pricePerSqft: z.object({ average: money().optional() }).strict().optional(),
    configurations: list(
      z.object({ type: required('configuration', 1, 40), area: money(), price: money() }).strict(),
      30,
    ).optional(),
  })
  .strict();

export const PaymentPlan = z
  .object({
    name: required('plan name', 1, 80),
    description: text(500).optional(),
    baseDiscountPercent: percent().optional(),
    isActive: z.boolean({ error: 'Use true or false.' }).optional(),
    milestones: list(z.object({ label: required('milestone', 1, 120), percent: percent() }).strict(), 30),
    notes: text(1000).optional(),
  })
  .strict()
  .openapi('PaymentPlan');

export const Spec = z
  .object({ group: text(60).optional(), label: required('label', 1, 80), value: required('value', 1, 300) })
  .strict();

export const CustomSection = z.object({ title: required('title', 1, 120), body: text(5000) }).strict();

export const Display = z
  .object({
    hiddenSections: strings(20, 40).optional(),
    featured: z.boolean({ error: 'Use true or false.' }).optional(),
  })
  .strict();

/** One schema per modern section, as the editor sends it (construction accepts its alias). */
export const ModernSectionSchemas = {
  hero: capped(Hero),
  gallery: capped(list(GalleryItem, 60)),
  pricing: capped(Pricing),
  paymentPlan: capped(list(PaymentPlan, 10)),
  specs: capped(list(Spec, 100)),
  escrow: EscrowSection,
  construction: ConstructionInput,
  amenities: capped(strings(100, 80)),
  qualityAudits: QualityAudits,
  customSections: capped(list(CustomSection, 20)),
  display: capped(Display),
} as const;

/** PUT …/admin/modern-details: only the changed sections, at least one. */
export const ModernDetailsInput = z
  .object({
    hero: ModernSectionSchemas.hero.optional(),
    gallery: ModernSectionSchemas.gallery.optional(),
    pricing: ModernSectionSchemas.pricing.optional(),
    paymentPlan: ModernSectionSchemas.paymentPlan.optional(),
    specs: ModernSectionSchemas.specs.optional(),
    escrow: ModernSectionSchemas.escrow.optional(),
    construction: ModernSectionSchemas.construction.optional(),
    amenities: ModernSectionSchemas.amenities.optional(),
    qualityAudits: ModernSectionSchemas.qualityAudits.optional(),
    customSections: ModernSectionSchemas.customSections.optional(),
    display: ModernSectionSchemas.display.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((s) => s !== undefined), {
    message: 'Send at least one section (hero, gallery, …, display).',
  })
  .openapi('ModernDetailsInput');

export type ModernDetailsInput = z.infer<typeof ModernDetailsInput>;
