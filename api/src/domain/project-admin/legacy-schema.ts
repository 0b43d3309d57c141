/**
 * The legacy form editor's whole project (spec part 3 §3 "Legacy editor project", limits §5):
 * GET …/admin/legacy answers it and PUT /projects/{id} saves it. Zod only (the PWA checks a form or
 * an applied JSON with it). Blank form fields may come as '' and mean "not known"; the mapping
 * (legacy-mapping.ts) stores them as absent.
 */
import { z } from '@hono/zod-openapi';
import { AMENITY_GROUPS } from './amenity-groups';
import {
  amount,
  capped,
  fileOrLink,
  IFSC_MESSAGE,
  IFSC_RE,
  int,
  isoMonth,
  list,
  num,
  percent,
  required,
  strings,
  tenths,
  text,
} from './fields';
import {
  CONSTRUCTION_STATUSES,
  CostSheetInput,
  LocationEdit,
  Maintenance,
  RERA_STATUSES,
  Society,
  Tower,
  UnitMixItem,
} from './sections';
import { PaymentPlan } from './modern-schemas';

const blank = z.literal('');
/** A value or '' (a blank form field). */
const orBlank = <T extends z.ZodType>(schema: T) => z.union([schema, blank]);

const flags = <G extends keyof typeof AMENITY_GROUPS>(group: G) =>
  z
    .object(
      Object.fromEntries(
        Object.keys(AMENITY_GROUPS[group]).map((k) => [
          k,
          z.boolean({ error: 'Use true or false.' }).optional(),
        ]),
      ) as Record<keyof (typeof AMENITY_GROUPS)[G], z.ZodOptional<z.ZodBoolean>>,
    )
    .strict();

const rating = () => tenths(num().min(0, 'Use 0 to 5.').max(5, 'Use 0 to 5.'));

export const LegacyUpdate = z
  .object({
    date: orBlank(isoMonth()).optional(),
    title: text(120).optional(),
    text: text(2000).optional(),
    images: list(fileOrLink(), 10).optional(),
    tower: text(40).optional(),
    progressPercent: percent().optional(),
  })
  .strict();

export const LegacyEscrow = z
  .object({
    bankName: text(120).optional(),
    /** Read-only (last four digits); ignored on save. */
    accountMasked: z.string().nullable().optional(),
    /** Write-only; omitted or blank = keep the stored number. */
    accountNumber: orBlank(
      z
        .string()
        .trim()
        .regex(/^[0-9 ]{6,24}$/, 'Enter the account number (6 to 24 digits).'),
    ).optional(),
    ifsc: orBlank(z.string().trim().regex(IFSC_RE, IFSC_MESSAGE)).optional(),
    branch: text(120).optional(),
    totals: z.object({ collected: amount(), utilized: amount() }).strict().optional(),
  })
  .strict();

export const LegacyProject = capped(
  z
    .object({
      name: required('project name', 1, 120),
      developer: text(120).optional(),
      builder: text(120).optional(),
      state: text(60).optional(),
      district: text(60).optional(),
      city: text(60).optional(),
      description: text(5000).optional(),
      images: list(fileOrLink(), 30).optional(),
      rera: z
        .object({ number: text(60).optional(), status: orBlank(z.enum(RERA_STATUSES)).optional() })
        .strict()
        .optional(),
      escrow: LegacyEscrow.optional(),
      paymentPlans: list(PaymentPlan, 10).optional(),
      updates: list(LegacyUpdate, 100).optional(),
      unitMix: list(UnitMixItem, 20).optional(),
      startingPrice: amount().optional(),
      constructionStatus: orBlank(z.enum(CONSTRUCTION_STATUSES)).optional(),
      possessionDate: orBlank(isoMonth()).optional(),
      verified: z.boolean({ error: 'Use true or false.' }).optional(),
      construction: z
        .object({
          status: orBlank(z.enum(CONSTRUCTION_STATUSES)).optional(),
          progressPercent: percent().optional(),
          towers: list(Tower, 60).optional(),
          possession: z
            .object({
              promised: orBlank(isoMonth()).optional(),
              revised: orBlank(isoMonth()).optional(),
              actual: orBlank(isoMonth()).optional(),
            })
            .strict()
            .optional(),
        })
        .strict()
        .optional(),
      amenities: z
        .object({
          clubhouse: flags('clubhouse').optional(),
          sports: flags('sports').optional(),
          wellness: flags('wellness').optional(),
          security: flags('security').optional(),
        })
        .strict()
        .optional(),
      maintenance: Maintenance.optional(),
      society: Society.optional(),
      location: LocationEdit.optional(),
      legal: z
        .object({
          approvals: strings(50, 200).optional(),
          certificates: strings(50, 200).optional(),
          compliance: text(2000).optional(),
          reraNumber: text(60).optional(),
          reraStatus: orBlank(z.enum(RERA_STATUSES)).optional(),
        })
        .strict()
        .optional(),
      developerInfo: z
        .object({
          name: text(120).optional(),
          experienceYears: int(0, 200).optional(),
          projects: strings(50, 120).optional(),
          certifications: strings(30, 120).optional(),
        })
        .strict()
        .optional(),
      community: z
        .object({
          reviews: list(
            z
              .object({
                author: text(80).optional(),
                text: text(2000).optional(),
                rating: rating().optional(),
              })
              .strict(),
            100,
          ).optional(),
          ratings: z
            .object({
              overall: rating().optional(),
              construction: rating().optional(),
              amenities: rating().optional(),
              location: rating().optional(),
            })
            .strict()
            .optional(),
        })
        .strict()
        .optional(),
      subscription: z
        .object({
          enabled: z.boolean({ error: 'Use true or false.' }).optional(),
          subscriptionBlocks: list(
            z
              .object({
                name: required('block name', 1, 80),
                price: amount(),
                description: text(500).optional(),
              })
              .strict(),
            20,
          ).optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
).openapi('LegacyProject');

/**
 * PUT /projects/{id}: the whole legacy project, or `{ costSheet }` alone (the legacy cost-sheet
 * save). The project name is required unless the body is the cost sheet alone.
 */
export const LegacySaveInput = z
  .object({
    ...LegacyProject.shape,
    name: required('project name', 1, 120).optional(),
    costSheet: CostSheetInput.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const onlyCostSheet = v.costSheet !== undefined && Object.keys(v).every((k) => k === 'costSheet');
    if (v.name === undefined && !onlyCostSheet)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Enter the project name.' });
  })
  .openapi('LegacySaveInput');

export type LegacyProject = z.infer<typeof LegacyProject>;
export type LegacySaveInput = z.infer<typeof LegacySaveInput>;
