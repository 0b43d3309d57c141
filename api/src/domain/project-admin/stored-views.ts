/**
 * Stored project fields → the sections as the editors read them (the admin snapshot, the modern
 * editor). Each part is allow-listed (pick-shape.ts) and then checked with the section's own schema,
 * so what an editor loads is always something it may save back unchanged; a stored part that does
 * not fit (older or hand-made data) is left out rather than shown half-right.
 */
import type { z } from '@hono/zod-openapi';
import type { Doc } from '../query-language';
import { maskAccount } from '../search/public-project';
import { pickShape, type Shape } from '../projects/pick-shape';
import { FileRef } from './fields';
import { groupsOf } from './amenity-groups';
import {
  CONSTRUCTION_STATUSES,
  CostSheet,
  LivingPayload,
  Possession,
  Tower,
  UnitMixItem,
  type ConstructionSection,
  type EscrowSnapshot,
  type LegalSection,
} from './sections';

export type Stored = Record<string, unknown>;
export const obj = (v: unknown): Stored =>
  v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Stored) : {};
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
export const numOf = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
export const strList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];

/** The value when the schema accepts it, else undefined. */
export function fit<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The items of a stored list the item schema accepts, copied by `shape` first. */
export function fitList<S extends z.ZodType>(schema: S, value: unknown, shape: Shape): z.infer<S>[] {
  const picked = (pickShape(value, [shape]) as unknown[] | undefined) ?? [];
  return picked.flatMap((item) => {
    const ok = fit(schema, item);
    return ok === undefined ? [] : [ok];
  });
}

/** Drops undefined values, so `{ a: undefined }` is stored and compared as `{}`. */
export function compact<T extends Stored>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const isStatus = (v: unknown): v is ConstructionSection['status'] & string =>
  (CONSTRUCTION_STATUSES as readonly unknown[]).includes(v);

/** Stored quarters are 'Q4' (what the project page shows); editors send 1–4. */
export const quarterNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/^Q/i, '')) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n : undefined;
};

const percentOrUndefined = (v: unknown) => {
  const n = numOf(v);
  return n !== undefined && n >= 0 && n <= 100 ? n : undefined;
};

export const TOWER_SHAPE = { name: true, progressPct: true, floors: true, status: true } as const;

export function constructionOf(doc: Doc): ConstructionSection {
  const c = obj(doc.construction);
  const p = obj(doc.possession);
  const status = isStatus(doc.constructionStatus)
    ? doc.constructionStatus
    : isStatus(c.status)
      ? c.status
      : undefined;
  const possession = fit(
    Possession,
    compact({
      year: numOf(p.year),
      quarter: quarterNumber(p.quarter),
      promised: str(p.promised),
      revised: str(p.revised),
      actual: str(p.actual),
    }),
  );
  return compact({
    status,
    progressPercent: percentOrUndefined(c.progressPercent),
    towers: Array.isArray(c.towers) ? fitList(Tower, c.towers, TOWER_SHAPE) : undefined,
    possession: possession && Object.keys(possession).length > 0 ? possession : undefined,
  });
}

export function legalOf(doc: Doc): LegalSection | null {
  const legal = obj(doc.legal);
  const rera = obj(legal.rera);
  const reraId = str(doc.reraId) ?? str(rera.number);
  if (!reraId) return null;
  const status = rera.status;
  const reraStatus: LegalSection['reraStatus'] =
    status === 'approved' || status === 'pending' || status === 'rejected' ? status : undefined;
  return compact({
    reraId,
    reraStatus,
    reraExpiry:
      typeof rera.expiry === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(rera.expiry) ? rera.expiry : undefined,
    approvals: Array.isArray(legal.approvals) ? strList(legal.approvals) : undefined,
    certificates: Array.isArray(legal.certificates) ? strList(legal.certificates) : undefined,
    compliance: str(legal.compliance),
  });
}

export function escrowSnapshotOf(doc: Doc): EscrowSnapshot | null {
  if (!doc.escrow || typeof doc.escrow !== 'object') return null;
  const e = obj(doc.escrow);
  const totals = obj(e.totals);
  const hasTotals = e.totals !== undefined;
  return compact({
    bankName: str(e.bankName) ?? '',
    branch: str(e.branch),
    ifsc: str(e.ifsc) ?? '',
    accountMasked: maskAccount(str(e.accountNumber)),
    totals: hasTotals
      ? { collected: numOf(totals.collected) ?? 0, utilized: numOf(totals.utilized) ?? 0 }
      : undefined,
    loanPartners: Array.isArray(e.loanPartners) ? strList(e.loanPartners) : undefined,
    mandatoryDepositRequirements: str(e.mandatoryDepositRequirements),
  });
}

const LOCATION_EDIT_SHAPE = {
  address: true,
  landmark: true,
  pincode: true,
  coordinates: { lat: true, lng: true },
} as const;

export function livingOf(doc: Doc): LivingPayload {
  const living = obj(doc.living);
  const part = <K extends keyof LivingPayload>(key: K, value: unknown): LivingPayload[K] | undefined =>
    fit(LivingPayload.shape[key], value) as LivingPayload[K] | undefined;
  return compact({
    unitMix: Array.isArray(living.unitMix)
      ? fitList(UnitMixItem, living.unitMix, {
          type: true,
          count: true,
          percentage: true,
        })
      : undefined,
    amenities: Array.isArray(doc.amenities) ? strList(doc.amenities) : undefined,
    maintenance: part(
      'maintenance',
      pickShape(living.maintenance, {
        costPerSqft: true,
        agency: true,
        billingFrequency: true,
        includedServices: true,
      }),
    ),
    society: part(
      'society',
      pickShape(living.society, {
        rwaStatus: true,
        handoverDate: true,
        totalUnits: true,
        occupiedUnits: true,
        occupancyPercentage: true,
        maintenanceFund: true,
      }),
    ),
    floorPlanFiles: Array.isArray(doc.floorPlanFiles)
      ? fitList(FileRef, doc.floorPlanFiles, { name: true, url: true })
      : undefined,
    location: part('location', pickShape(doc.location, LOCATION_EDIT_SHAPE)),
  });
}

export const COST_SHEET_SHAPE = {
  unitType: true,
  superArea: true,
  basePriceCr: true,
  bspRate: true,
  items: [{ label: true, amount: true, percentage: true }],
  notes: true,
} as const;

export const costSheetOf = (doc: Doc): CostSheet | null =>
  fit(CostSheet, pickShape(doc.costSheet, COST_SHEET_SHAPE)) ?? null;

/** The legacy editor's grouped booleans, from the flat list (amenity-groups.ts). */
export const amenityGroupsOf = (doc: Doc) => groupsOf(strList(doc.amenities));
