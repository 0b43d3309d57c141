/**
 * The wire's types, for the app: each is `z.infer` of the schema the route declares (and
 * /api/openapi.json documents), so the PWA's answer types are the API's, never written twice.
 *
 * Imported as `import type { … } from '@propai/api/wire'` (api/package.json `exports`); the lint
 * allows only TYPE imports of it outside the API (eslint.config.js API_BY_NAME), so no server code
 * reaches the bundle. `tsc -p pwa` type-checks every file this one reaches under the PWA's
 * settings (DOM, no Node types): the schema files here import only zod, the domain package and
 * other schema files — keep it so (a schema needing a server module moves that rule to the domain).
 */
import type { z } from '@hono/zod-openapi';
import type { CreatedListing } from './domain/posting/posting-schemas';
import type { ListingDetailSchema } from './routes/_shared/listing-detail';
import type { ListingCardSchema, ListingPageSchema } from './routes/_shared/listing-page.schemas';
import type {
  MeAnswer as MeAnswerSchema,
  OtpRequestResult as OtpRequestResultSchema,
  SessionAnswer,
  UserSchema,
} from './routes/auth/auth.schemas';
import type {
  DeveloperSectionSchema,
  EscrowViewSchema,
  FloorplanSchema,
  FloorplansSchema,
  ProjectDetailSchema,
  SectionSchemas,
} from './routes/projects/project-detail.schemas';

type Section<N extends keyof typeof SectionSchemas> = z.infer<(typeof SectionSchemas)[N]>;

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

// Listings
export type ListingDetail = z.infer<typeof ListingDetailSchema>;
export type ListingCard = z.infer<typeof ListingCardSchema>;
export type ListingPage = z.infer<typeof ListingPageSchema>;
export type CreatedListing = z.infer<typeof CreatedListing>;

// Sign-in and session
export type ServerUser = z.infer<typeof UserSchema>;
export type OtpRequestResult = z.infer<typeof OtpRequestResultSchema>;
export type SignedInAnswer = z.infer<typeof SessionAnswer>;
export type MeAnswer = z.infer<typeof MeAnswerSchema>;
