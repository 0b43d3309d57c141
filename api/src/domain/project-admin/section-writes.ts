/**
 * Validated sections → the stored fields they write, grouped by the editor section each belongs to
 * (the key history records and `sectionUpdatedAt` stamps; contract table). Paths are top-level
 * fields or dotted paths of plain keys; `undefined` removes a field.
 *
 * The panels' saves merge: a key the panel did not send keeps its stored value (the Construction
 * panel sends towers and a possession year/quarter, which must not wipe the promised date the score
 * reads). The modern editor's sections replace what they name.
 */
import type { Doc } from '../query-language';
import { amenitiesWithGroups } from './amenity-groups';
import type { ConstructionSection, EscrowSection, LegalSection, LivingPayload } from './sections';
import type { ModernDetailsInput } from './modern-schemas';
import { normaliseConstruction } from './sections';
import { compact, obj, str, strList, type Stored } from './stored-views';

/** section → (field path → value). */
export type SectionWrites = Record<string, Record<string, unknown>>;

export function constructionWrites(c: ConstructionSection, doc: Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (c.status) {
    out.constructionStatus = c.status;
    // The record's own status line (often words like 'Slab 12 cast') is replaced only when the
    // status really changes, so sending back what the snapshot showed changes nothing.
    if (c.status !== doc.constructionStatus) out['construction.status'] = c.status;
  }
  if (c.progressPercent !== undefined) out['construction.progressPercent'] = c.progressPercent;
  if (c.towers) out['construction.towers'] = c.towers;
  const p = c.possession ?? {};
  if (p.year !== undefined) out['possession.year'] = p.year;
  // Stored as 'Q4', the words the project page shows (seed/project-build.ts).
  if (p.quarter !== undefined) out['possession.quarter'] = `Q${p.quarter}`;
  if (p.promised) out['possession.promised'] = p.promised;
  if (p.revised) out['possession.revised'] = p.revised;
  if (p.actual) out['possession.actual'] = p.actual;
  return out;
}

/** The stored escrow after an edit: the account number survives an edit that omits it. */
export function storedEscrow(edit: EscrowSection, current: unknown): Stored {
  const account = edit.accountNumber?.replace(/\s+/g, '') || str(obj(current).accountNumber);
  return compact({
    bankName: edit.bankName,
    branch: edit.branch || undefined,
    ifsc: edit.ifsc.toUpperCase(),
    accountNumber: account,
    totals: edit.totals,
    loanPartners: edit.loanPartners,
    mandatoryDepositRequirements: edit.mandatoryDepositRequirements || undefined,
  });
}

export function legalWrites(l: LegalSection): Record<string, unknown> {
  return compact({
    reraId: l.reraId,
    'legal.rera.number': l.reraId,
    'legal.rera.status': l.reraStatus,
    'legal.rera.expiry': l.reraExpiry,
    'legal.approvals': l.approvals,
    'legal.certificates': l.certificates,
    'legal.compliance': l.compliance,
  });
}

/** The flat amenity list: the one truth the legacy groups are read from (amenity-groups.ts). */
export const amenityWrites = (list: string[]) => ({ amenities: list });

/** The Amenities/Unit Mix/Location panel: lists replace, maintenance/society/location merge. */
export function livingWrites(p: LivingPayload, doc: Doc): SectionWrites {
  const living = obj(doc.living);
  const out: SectionWrites = {};
  const living$: Record<string, unknown> = {};
  if (p.unitMix) living$['living.unitMix'] = p.unitMix;
  if (p.maintenance) living$['living.maintenance'] = { ...obj(living.maintenance), ...p.maintenance };
  if (p.society) living$['living.society'] = { ...obj(living.society), ...p.society };
  if (Object.keys(living$).length > 0) out.living = living$;
  if (p.amenities) out.amenities = amenityWrites(p.amenities);
  if (p.floorPlanFiles) out.floorPlans = { floorPlanFiles: p.floorPlanFiles };
  if (p.location)
    out.location = Object.fromEntries(Object.entries(p.location).map(([k, v]) => [`location.${k}`, v]));
  return out;
}

/** The modern editor's sections, each replacing what it names (construction merges, as the panel). */
export function modernWrites(m: ModernDetailsInput, doc: Doc): SectionWrites {
  const out: SectionWrites = {};
  if (m.hero) out.hero = { 'modern.hero': m.hero };
  if (m.gallery) out.gallery = { 'modern.gallery': m.gallery };
  if (m.pricing)
    // The card and search read the top-level price fields: kept equal to the section's.
    out.pricing = compact({
      pricing: m.pricing,
      startingPrice: m.pricing.startingPrice,
      priceRange: m.pricing.priceRange,
    });
  if (m.paymentPlan) out.paymentPlan = { paymentPlans: m.paymentPlan };
  if (m.specs) out.specs = { 'modern.specs': m.specs };
  if (m.escrow) out.escrow = { escrow: storedEscrow(m.escrow, doc.escrow) };
  if (m.construction) out.construction = constructionWrites(normaliseConstruction(m.construction), doc);
  if (m.amenities) out.amenities = amenityWrites(m.amenities);
  if (m.qualityAudits) out.qualityAudits = { qualityAudits: m.qualityAudits };
  if (m.customSections) out.customSections = { 'modern.customSections': m.customSections };
  if (m.display) out.display = { 'modern.display': m.display };
  return out;
}

/** Legacy amenity groups → the flat list (keeping entries no group names) and the groups. */
export const legacyAmenityWrites = (groups: Parameters<typeof amenitiesWithGroups>[1], doc: Doc) =>
  amenityWrites(amenitiesWithGroups(strList(doc.amenities), groups));
