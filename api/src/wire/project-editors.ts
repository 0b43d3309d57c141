import type { z } from '@hono/zod-openapi';
import type {
  ConstructionInput as ConstructionInputSchema,
  ConstructionSection as ConstructionEditSchema,
  CostSheet as CostSheetSchema,
  CostSheetInput as CostSheetInputSchema,
  EscrowSection as EscrowSectionSchema,
  EscrowSnapshot as EscrowSnapshotSchema,
  LegalSection as LegalEditSchema,
  LivingPayload as LivingPayloadSchema,
  MergeInput as MergeInputSchema,
} from '../domain/project-admin/sections';
import type { ModernDetailsInput as ModernDetailsInputSchema } from '../domain/project-admin/modern-schemas';
import type {
  LegacyProject as LegacyProjectSchema,
  LegacySaveInput as LegacySaveInputSchema,
} from '../domain/project-admin/legacy-schema';
import type { PublicCostSheet as PublicCostSheetSchema } from '../domain/project-admin/cost-sheet';
import type {
  AdminModernDetails as AdminModernDetailsSchema,
  AdminProjectSnapshot as AdminProjectSnapshotSchema,
  ConstructionAnswer as ConstructionAnswerSchema,
  CostSheetAnswer as CostSheetAnswerSchema,
  LegacyAnswer as LegacyAnswerSchema,
  LegacySaveAnswer as LegacySaveAnswerSchema,
  MergeAnswer as MergeAnswerSchema,
  ModernSaveAnswer as ModernSaveAnswerSchema,
  ProjectChange as ProjectChangeSchema,
  ProjectHistory as ProjectHistorySchema,
  QualityAuditsAnswer as QualityAuditsAnswerSchema,
  RevertAnswer as RevertAnswerSchema,
} from '../routes/project-admin/project-admin.schemas';
import type { AdminProjectList as AdminProjectListSchema } from '../routes/admin-projects/admin-projects.schemas';
import type { Section } from './section';

// The project editors (issue 19; /work/briefs/contract-19-editors.md). `ConstructionSection`,
// `LegalSection` and `QualityAudit` (wire/projects.ts) are the public sections' answers, so the
// editors' shapes of those two sections are `ConstructionEdit` and `LegalEdit` (QualityAudit is the
// same shape).
export type ConstructionEdit = z.infer<typeof ConstructionEditSchema>;
export type ConstructionInput = z.input<typeof ConstructionInputSchema>;
export type EscrowSection = z.infer<typeof EscrowSectionSchema>;
export type EscrowSnapshot = z.infer<typeof EscrowSnapshotSchema>;
export type LegalEdit = z.infer<typeof LegalEditSchema>;
export type LivingPayload = z.infer<typeof LivingPayloadSchema>;
export type CostSheet = z.infer<typeof CostSheetSchema>;
export type CostSheetInput = z.input<typeof CostSheetInputSchema>;
export type PublicCostSheet = z.infer<typeof PublicCostSheetSchema>;
export type CostSheetSection = Section<'cost-sheet'>;
export type ModernDetails = Section<'modern-details'>;
export type AdminModernDetails = z.infer<typeof AdminModernDetailsSchema>;
export type ModernDetailsInput = z.input<typeof ModernDetailsInputSchema>;
export type { ModernSectionName } from '../domain/project-admin/modern-section-names';
export type LegacyProject = z.infer<typeof LegacyProjectSchema>;
export type LegacySaveInput = z.input<typeof LegacySaveInputSchema>;
export type MergeInput = z.input<typeof MergeInputSchema>;
export type ProjectChange = z.infer<typeof ProjectChangeSchema>;
export type ProjectHistory = z.infer<typeof ProjectHistorySchema>;
export type AdminProjectSnapshot = z.infer<typeof AdminProjectSnapshotSchema>;
export type AdminProjectList = z.infer<typeof AdminProjectListSchema>;
export type MergeAnswer = z.infer<typeof MergeAnswerSchema>;
export type ConstructionAnswer = z.infer<typeof ConstructionAnswerSchema>;
export type CostSheetAnswer = z.infer<typeof CostSheetAnswerSchema>;
export type ModernSaveAnswer = z.infer<typeof ModernSaveAnswerSchema>;
export type QualityAuditsAnswer = z.infer<typeof QualityAuditsAnswerSchema>;
export type LegacyAnswer = z.infer<typeof LegacyAnswerSchema>;
export type LegacySaveAnswer = z.infer<typeof LegacySaveAnswerSchema>;
export type RevertAnswer = z.infer<typeof RevertAnswerSchema>;
