/** Answers of the public GET /projects/{id}/modern-details and /cost-sheet (issue 19). */
import { z } from '@hono/zod-openapi';
import { PublicCostSheet } from '../../domain/project-admin/cost-sheet';
import {
  ConstructionSection,
  CustomSection,
  Display,
  GalleryItem,
  Hero,
  PaymentPlan,
  Pricing,
  QualityAudit,
  Spec,
} from '../../domain/project-admin/sections';
import { EscrowViewSchema } from './project-detail.schemas';

/** The eleven modern sections, each null when unset; escrow is the public masked view. */
export const ModernDetails = z
  .object({
    hero: Hero.nullable(),
    gallery: z.array(GalleryItem).nullable(),
    pricing: Pricing.nullable(),
    paymentPlan: z.array(PaymentPlan).nullable(),
    specs: z.array(Spec).nullable(),
    escrow: EscrowViewSchema.nullable(),
    construction: ConstructionSection.nullable(),
    amenities: z.array(z.string()).nullable(),
    qualityAudits: z.array(QualityAudit).nullable(),
    customSections: z.array(CustomSection).nullable(),
    display: Display.nullable(),
  })
  .openapi('ModernDetails');

export const CostSheetSection = z
  .object({ costSheet: PublicCostSheet.nullable() })
  .openapi('CostSheetSection', { description: 'null until an admin saves one' });
