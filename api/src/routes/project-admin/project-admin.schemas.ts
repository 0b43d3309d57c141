/**
 * Request and answer shapes of the project editors' admin routes (issue 19; contract
 * /work/briefs/contract-19-editors.md). The section shapes themselves live in the domain package
 * (domain/project-admin/sections.ts) so the PWA checks a JSON area with the same rules.
 */
import { z } from '@hono/zod-openapi';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';
import {
  ConstructionSection,
  CostSheet,
  EscrowSnapshot,
  LegalSection,
  LivingPayload,
  QualityAudit,
  QualityAudits,
} from '../../domain/project-admin/sections';
import {
  CustomSection,
  Display,
  GalleryItem,
  Hero,
  PaymentPlan,
  Pricing,
  Spec,
} from '../../domain/project-admin/modern-schemas';
import { LegacyProject } from '../../domain/project-admin/legacy-schema';

export const ProjectParams = z.object({
  id: z
    .string()
    .regex(PROJECT_REF_PATTERN, 'Send a project id or slug.')
    .openapi({ param: { name: 'id', in: 'path' }, example: 'aravali-heights' }),
});

export const ChangeParams = ProjectParams.extend({
  changeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Send a change id.')
    .openapi({ param: { name: 'changeId', in: 'path' } }),
});

export const RevertQuery = z.object({
  section: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,40}$/, 'Send a section name of the change.')
    .optional()
    .openapi({ description: 'Revert only this section of the change (see revert[].section)' }),
});

export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One recorded admin edit. Account numbers in before/after are masked (last four digits). */
export const ProjectChange = z
  .object({
    id: z.string(),
    at: z.string().openapi({ description: 'ISO time' }),
    by: z.object({ id: z.string(), name: z.string().nullable() }),
    sections: z.array(z.string()).openapi({ example: ['construction'] }),
    fields: z.array(
      z.object({
        path: z.string().openapi({ example: 'construction.towers' }),
        before: z.unknown().openapi({ description: 'null when the field was absent' }),
        after: z.unknown().openapi({ description: 'null when the field was removed' }),
      }),
    ),
    revertOf: z.string().nullable().openapi({ description: 'the change this one undid' }),
    created: z.boolean().openapi({ description: 'the record of the project’s creation (not revertible)' }),
    revert: z
      .array(
        z.object({
          section: z.string().nullable().openapi({
            description: 'what …/revert?section= takes; null: the whole change (POST without section)',
          }),
          sections: z.array(z.string()),
          paths: z.array(z.string()),
          blocked: z
            .object({
              kind: z.enum(['superseded', 'reverted', 'outside']),
              change: z
                .object({
                  id: z.string(),
                  at: z.string(),
                  by: z.object({ id: z.string(), name: z.string().nullable() }),
                })
                .nullable()
                .openapi({
                  description:
                    'the later change that holds these fields now (null: changed outside the editors)',
                }),
              message: z.string(),
            })
            .nullable()
            .openapi({ description: 'null: can be reverted now' }),
        }),
      )
      .openapi({
        description:
          'What can be reverted: one entry per section when the change’s fields carry their section, else one for the whole change; a part can be reverted only while the project still holds its after values',
      }),
  })
  .openapi('ProjectChange');

export const ProjectHistory = z.object({ items: z.array(ProjectChange) }).openapi('ProjectHistory');

export const AdminProjectSnapshot = z
  .object({
    project: z.object({
      id: z.string(),
      slug: z.string().nullable(),
      name: z.string().nullable(),
      construction: ConstructionSection,
      legal: LegalSection.nullable().openapi({ description: 'null until a RERA number is known' }),
      escrow: EscrowSnapshot.nullable(),
      amenities: LivingPayload,
      costSheet: CostSheet.nullable(),
    }),
  })
  .openapi('AdminProjectSnapshot');

const change = ProjectChange.nullable().openapi({ description: 'null when nothing changed' });

export const ConstructionAnswer = z.object({
  ok: z.literal(true),
  construction: ConstructionSection,
  change,
});

export const MergeAnswer = z
  .object({
    ok: z.literal(true),
    merged: z.array(z.string()).openapi({ example: ['legal', 'escrow'] }),
    change,
  })
  .openapi('MergeAnswer');

export const CostSheetAnswer = z.object({ ok: z.literal(true), costSheet: CostSheet, change });

/** The eleven modern sections as editors read them: escrow with `accountMasked`; null = unset. */
export const AdminModernDetails = z
  .object({
    hero: Hero.nullable(),
    gallery: z.array(GalleryItem).nullable(),
    pricing: Pricing.nullable(),
    paymentPlan: z.array(PaymentPlan).nullable(),
    specs: z.array(Spec).nullable(),
    escrow: EscrowSnapshot.nullable(),
    construction: ConstructionSection.nullable(),
    amenities: z.array(z.string()).nullable(),
    qualityAudits: z.array(QualityAudit).nullable(),
    customSections: z.array(CustomSection).nullable(),
    display: Display.nullable(),
  })
  .openapi('AdminModernDetails');

export const ModernSaveAnswer = z.object({ modern: AdminModernDetails, change });

export const QualityAuditsBody = z.object({ reports: QualityAudits }).strict();
export const QualityAuditsAnswer = z.object({ ok: z.literal(true), reports: z.array(QualityAudit) });

export const LegacyAnswer = z.object({ project: LegacyProject });
export const LegacySaveAnswer = z.object({ ok: z.literal(true), project: LegacyProject, change });

export const RevertAnswer = z.object({ ok: z.literal(true), change });
