import type { z } from '@hono/zod-openapi';
import type {
  DeveloperSectionSchema,
  EscrowViewSchema,
  FloorplanSchema,
  FloorplansSchema,
  ProjectDetailSchema,
} from '../routes/projects/project-detail.schemas';
import type { Section } from './section';

// Projects (GET /api/projects/{idOrSlug} and its sections)
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;
export type EscrowView = z.infer<typeof EscrowViewSchema>;
export type PricesSection = Section<'prices'>;
export type PaymentPlansSection = Section<'payment-plans'>;
export type ConstructionSection = Section<'construction'>;
export type UpdatesSection = Section<'updates'>;
export type ConstructionUpdate = UpdatesSection['items'][number];
export type LegalSection = Section<'legal'>;
export type QualitySection = Section<'quality'>;
export type QualityAuditsSection = Section<'quality-audits'>;
export type QualityAudit = QualityAuditsSection['reports'][number];
export type BuyersSection = Section<'buyers'>;
export type AlertsSection = Section<'alerts'>;
export type ProjectAlert = AlertsSection['items'][number];
export type LivingSection = Section<'living'>;
export type DeveloperSection = z.infer<typeof DeveloperSectionSchema>;
export type Floorplan = z.infer<typeof FloorplanSchema>;
export type Floorplans = z.infer<typeof FloorplansSchema>;
