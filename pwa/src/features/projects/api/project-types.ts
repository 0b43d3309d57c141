/**
 * Shapes of the project-detail answers: the API's own schemas' types (api/src/wire/, documented
 * in /api/openapi.json), under the names the project pages use.
 */
export type {
  AlertsSection,
  ConstructionSection,
  DeveloperSection,
  EscrowView,
  LegalSection,
  LivingSection,
  PaymentPlansSection,
  PricesSection,
  ProjectDetail,
  QualityAudit,
  QualitySection,
  ConstructionUpdate as Update,
  ProjectAlert as Alert,
} from '@propai/api/wire';

/** A section answer that is a list (updates, buyers, alerts). */
export interface Items<T> {
  items: T[];
}
