/**
 * The project editors' sections (issue 19; /work/briefs/contract-19-editors.md): one zod schema per
 * section the Admin Editor, the modern editor and the quality-audit editor write. The API validates
 * every write with these, and the PWA imports them by package name
 * (`@propai/api/domain/project-admin/sections`) to check a JSON area before it sends it — zod only.
 *
 * Unknown keys are refused (`.strict()`), so a typo is a 400 naming its path rather than a field
 * that silently never shows; keys starting with `$` or holding a dot never get here (the API's
 * json-keys check answers 400 first).
 */
import { z } from '@hono/zod-openapi';
import { BILLING_FREQUENCIES, CONSTRUCTION_STATUSES, RERA_STATUSES, RWA_STATUSES } from './value-lists';
import {
  amount,
  capped,
  FileRef,
  IFSC_MESSAGE,
  IFSC_RE,
  int,
  isoDay,
  isoMonth,
  list,
  num,
  percent,
  required,
  strings,
  tenths,
  text,
} from './fields';

export { CONSTRUCTION_STATUSES, RERA_STATUSES };
const constructionStatus = z.enum(CONSTRUCTION_STATUSES, {
  error: 'Choose Under Construction, Ready to Move, New Launch or Completed.',
});

export const Tower = z
  .object({
    name: required('tower name', 1, 40),
    progressPct: percent(),
    floors: int(0, 200).optional(),
    status: text(40).optional(),
  })
  .strict()
  .openapi('Tower');

export const Possession = z
  .object({
    year: int(2000, 2100).optional(),
    quarter: int(1, 4).optional(),
    promised: isoMonth().optional(),
    revised: isoMonth().optional(),
    actual: isoMonth().optional(),
  })
  .strict()
  .openapi('PossessionEdit');

export const ConstructionSection = capped(
  z
    .object({
      status: constructionStatus.optional(),
      progressPercent: percent().optional(),
      towers: list(Tower, 60).optional(),
      possession: Possession.optional(),
    })
    .strict(),
).openapi('ConstructionEdit');

/** What PUT …/admin/construction accepts: the Admin Editor panel sends `constructionStatus`. */
export const ConstructionInput = capped(
  z
    .object({
      status: constructionStatus.optional(),
      constructionStatus: constructionStatus.optional(),
      progressPercent: percent().optional(),
      towers: list(Tower, 60).optional(),
      possession: Possession.optional(),
    })
    .strict(),
).openapi('ConstructionInput');

/** `constructionStatus` → `status` (an explicit `status` wins). */
export function normaliseConstruction(input: z.infer<typeof ConstructionInput>): ConstructionSection {
  const { constructionStatus: alias, ...rest } = input;
  const status = rest.status ?? alias;
  return { ...rest, ...(status ? { status } : {}) };
}

const money = amount;

export const EscrowSection = capped(
  z
    .object({
      bankName: required('bank name', 2, 120),
      branch: text(120).optional(),
      ifsc: z.string({ error: IFSC_MESSAGE }).trim().regex(IFSC_RE, IFSC_MESSAGE),
      /** Full number, write-only; omitted = keep the stored one. */
      accountNumber: z
        .string({ error: 'Enter the account number (digits only).' })
        .trim()
        .regex(/^[0-9 ]{6,24}$/, 'Enter the account number (6 to 24 digits).')
        .optional(),
      /** Read-only (what the snapshot shows); accepted and ignored so a panel can send back what it got. */
      accountMasked: z.string().nullable().optional(),
      totals: z.object({ collected: money(), utilized: money() }).strict().optional(),
      loanPartners: strings(20).optional(),
      mandatoryDepositRequirements: text(500).optional(),
    })
    .strict(),
).openapi('EscrowEditSection');

/** The escrow as editors read it: never the account number, only its last four digits. */
export const EscrowSnapshot = z
  .object({
    bankName: z.string(),
    branch: z.string().optional(),
    ifsc: z.string(),
    accountMasked: z.string().nullable(),
    totals: z.object({ collected: z.number(), utilized: z.number() }).optional(),
    loanPartners: z.array(z.string()).optional(),
    mandatoryDepositRequirements: z.string().optional(),
  })
  .openapi('EscrowSnapshot');

export const LegalSection = capped(
  z
    .object({
      reraId: required('RERA number', 3, 60),
      reraStatus: z.enum(RERA_STATUSES, { error: 'Choose approved, pending or rejected.' }).optional(),
      reraExpiry: isoDay().optional(),
      approvals: strings(50, 200).optional(),
      certificates: strings(50, 200).optional(),
      compliance: text(2000).optional(),
    })
    .strict(),
).openapi('LegalEditSection');

export const UnitMixItem = z
  .object({
    type: required('unit type', 1, 20),
    count: int(0, 100_000).optional(),
    percentage: tenths(percent()).optional(),
  })
  .strict()
  .openapi('UnitMixItem');

export const Maintenance = z
  .object({
    costPerSqft: money().optional(),
    agency: text(120).optional(),
    billingFrequency: z
      .enum(BILLING_FREQUENCIES, { error: 'Choose monthly, quarterly or yearly.' })
      .optional(),
    includedServices: strings(30, 80).optional(),
  })
  .strict()
  .openapi('Maintenance');

export const Society = z
  .object({
    rwaStatus: z.enum(RWA_STATUSES, { error: 'Choose formed, in-progress or not-formed.' }).optional(),
    handoverDate: isoMonth().optional(),
    totalUnits: int(0, 100_000).optional(),
    occupiedUnits: int(0, 100_000).optional(),
    occupancyPercentage: tenths(percent()).optional(),
    maintenanceFund: money().optional(),
  })
  .strict()
  .openapi('Society');

export const LocationEdit = z
  .object({
    address: text(300).optional(),
    landmark: text(120).optional(),
    pincode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter a 6-digit PIN code.')
      .optional(),
    coordinates: z
      .object({
        lat: num().min(-90, 'Use −90 to 90.').max(90, 'Use −90 to 90.'),
        lng: num().min(-180, 'Use −180 to 180.').max(180, 'Use −180 to 180.'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .openapi('LocationEdit');

/** The Amenities/Unit Mix/Location panel (POST …/admin/merge). Arrays replace, objects merge. */
export const LivingPayload = capped(
  z
    .object({
      unitMix: list(UnitMixItem, 20).optional(),
      amenities: strings(100, 80).optional(),
      maintenance: Maintenance.optional(),
      society: Society.optional(),
      floorPlanFiles: list(FileRef, 30).optional(),
      location: LocationEdit.optional(),
    })
    .strict(),
).openapi('LivingPayload');

export const LIVING_KEYS = [
  'unitMix',
  'amenities',
  'maintenance',
  'society',
  'floorPlanFiles',
  'location',
] as const;

export const CostSheetItem = z
  .object({
    label: required('item label', 1, 80),
    amount: money(),
    percentage: percent().optional(),
  })
  .strict()
  .openapi('CostSheetItem');

/** An item as sent: `item` is the legacy name of `label`; a blank percentage may come as null. */
export const CostSheetItemInput = z
  .object({
    label: required('item label', 1, 80).optional(),
    item: required('item label', 1, 80).optional(),
    amount: money(),
    percentage: percent().nullable().optional(),
  })
  .strict()
  .refine((v) => v.label !== undefined || v.item !== undefined, {
    message: 'Enter the item label.',
    path: ['label'],
  });

const costSheetFields = {
  unitType: text(40).optional(),
  superArea: money().optional(),
  basePriceCr: money().optional(),
  bspRate: money().optional(),
  notes: text(2000).optional(),
};

export const CostSheet = capped(
  z.object({ ...costSheetFields, items: list(CostSheetItem, 50) }).strict(),
).openapi('CostSheet');

export const CostSheetInput = capped(
  z.object({ ...costSheetFields, items: list(CostSheetItemInput, 50) }).strict(),
);

/** The sheet as stored: `item` → `label`, blank percentages dropped (computed when read). */
export function normaliseCostSheet(input: z.infer<typeof CostSheetInput>): CostSheet {
  const { items, ...rest } = input;
  return {
    ...rest,
    items: items.map(({ label, item, amount: value, percentage }) => ({
      label: label ?? item ?? '',
      amount: value,
      ...(typeof percentage === 'number' ? { percentage } : {}),
    })),
  };
}

export const QualityAudit = z
  .object({
    title: required('audit title', 1, 120),
    note: text(2000).optional(),
    status: text(40).optional(),
    date: isoDay().optional(),
    files: list(FileRef, 20).optional(),
  })
  .strict()
  .openapi('QualityAuditEdit');

export const QualityAudits = capped(list(QualityAudit, 50));

/** POST …/admin/merge: the shorthands, `legal` / `escrow` parts and the LivingPayload keys. */
const shorthand = z.union([z.string().trim().max(200), z.number().finite()]).optional();
export const MergeInput = z
  .object({
    legal: z.record(z.string(), z.unknown()).optional(),
    escrow: z.record(z.string(), z.unknown()).optional(),
    rera: shorthand,
    reraId: shorthand,
    reraNo: shorthand,
    reraNumber: shorthand,
    bank: shorthand,
    escrowBank: shorthand,
    bankName: shorthand,
    ifsc: shorthand,
    ifscCode: shorthand,
    accountNumber: shorthand,
    mandatoryDepositRequirements: shorthand,
    unitMix: list(UnitMixItem, 20).optional(),
    amenities: strings(100, 80).optional(),
    maintenance: Maintenance.optional(),
    society: Society.optional(),
    floorPlanFiles: list(FileRef, 30).optional(),
    location: LocationEdit.optional(),
  })
  .strict()
  .openapi('MergeInput');

export type ConstructionSection = z.infer<typeof ConstructionSection>;
export type EscrowSection = z.infer<typeof EscrowSection>;
export type LegalSection = z.infer<typeof LegalSection>;
export type LivingPayload = z.infer<typeof LivingPayload>;
export type CostSheet = z.infer<typeof CostSheet>;
export type QualityAudit = z.infer<typeof QualityAudit>;
export type EscrowSnapshot = z.infer<typeof EscrowSnapshot>;
export type ConstructionInput = z.infer<typeof ConstructionInput>;
export type CostSheetInput = z.infer<typeof CostSheetInput>;
export type MergeInput = z.infer<typeof MergeInput>;
