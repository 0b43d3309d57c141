/**
 * The legacy form editor's project ⇄ the stored project (spec part 3 §3; the contract's table of
 * stored fields). Reading builds the whole form model from the canonical fields; saving writes each
 * part the body names to the fields the public page reads, grouped by editor section for history.
 *
 * Saving rules (contract-19-changes.md): a top-level key left out of the body leaves that part as
 * it is; '' means "not known" and removes the field; the escrow account number is kept unless a new
 * one is typed; an all-blank escrow removes the escrow record.
 */
import type { Doc } from '../query-language';
import { pickShape } from '../projects/pick-shape';
import { LegacyProject, type LegacySaveInput } from './legacy-schema';
import { EscrowSection, normaliseCostSheet, RERA_STATUSES } from './sections';
import { legacyAmenityWrites, storedEscrow, type SectionWrites } from './section-writes';
import {
  amenityGroupsOf,
  compact,
  constructionOf,
  escrowSnapshotOf,
  fit,
  livingOf,
  numOf,
  obj,
  quarterNumber,
  str,
  strList,
  TOWER_SHAPE,
} from './stored-views';

const blankToUndefined = <T>(v: T | '' | undefined): T | undefined => (v === '' ? undefined : v);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Each top-level part kept only when the legacy schema accepts it (odd stored data is left out). */
function fitParts(candidate: Record<string, unknown>): LegacyProject {
  const shape = LegacyProject.shape as Record<string, Parameters<typeof fit>[0]>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate)) {
    const schema = shape[key];
    const ok = schema ? fit(schema, value) : undefined;
    if (ok !== undefined) out[key] = ok;
  }
  return out as LegacyProject;
}

export function legacyOf(doc: Doc): LegacyProject {
  const c = obj(doc.construction);
  const legal = obj(doc.legal);
  const rera = obj(legal.rera);
  const p = obj(doc.possession);
  const living = livingOf(doc);
  const escrow = escrowSnapshotOf(doc);
  const status = constructionOf(doc).status;
  const year = numOf(p.year);
  const quarter = quarterNumber(p.quarter);
  const reraStatus = (RERA_STATUSES as readonly unknown[]).includes(rera.status) ? rera.status : undefined;
  return fitParts(
    compact({
      name: str(doc.name) ?? '',
      developer: str(doc.developer),
      builder: str(doc.builder),
      state: str(doc.state),
      district: str(doc.district),
      city: str(doc.city),
      description: str(doc.description),
      images: Array.isArray(doc.images) ? strList(doc.images) : undefined,
      rera: compact({ number: str(rera.number) ?? str(doc.reraId), status: reraStatus }),
      escrow: escrow
        ? compact({
            bankName: escrow.bankName,
            accountMasked: escrow.accountMasked,
            ifsc: escrow.ifsc,
            branch: escrow.branch,
            totals: escrow.totals,
          })
        : undefined,
      paymentPlans: pickShape(doc.paymentPlans, [
        {
          name: true,
          description: true,
          baseDiscountPercent: true,
          isActive: true,
          milestones: [{ label: true, percent: true }],
          notes: true,
        },
      ]),
      updates: (
        pickShape(c.updates, [
          {
            date: true,
            title: true,
            text: true,
            note: true,
            images: true,
            tower: true,
            progressPercent: true,
          },
        ]) as Record<string, unknown>[] | undefined
      )?.map(({ note, ...u }) => compact({ ...u, text: u.text ?? note })),
      unitMix: living.unitMix,
      startingPrice: numOf(doc.startingPrice),
      constructionStatus: status,
      possessionDate: year && quarter ? `${year}-${pad2(quarter * 3)}` : undefined,
      verified: doc.verified === true,
      construction: compact({
        status: (['Under Construction', 'Ready to Move', 'New Launch', 'Completed'] as unknown[]).includes(
          c.status,
        )
          ? c.status
          : undefined,
        progressPercent: numOf(c.progressPercent),
        towers: pickShape(c.towers, [TOWER_SHAPE]),
        possession: compact({ promised: str(p.promised), revised: str(p.revised), actual: str(p.actual) }),
      }),
      amenities: amenityGroupsOf(doc),
      maintenance: living.maintenance,
      society: living.society,
      location: living.location,
      legal: compact({
        approvals: Array.isArray(legal.approvals) ? strList(legal.approvals) : undefined,
        certificates: Array.isArray(legal.certificates) ? strList(legal.certificates) : undefined,
        compliance: str(legal.compliance),
        reraNumber: str(rera.number) ?? str(doc.reraId),
        reraStatus,
      }),
      developerInfo: pickShape(doc.developerInfo, {
        name: true,
        experienceYears: true,
        projects: true,
        certifications: true,
      }),
      community: pickShape(doc.community, {
        reviews: [{ author: true, text: true, rating: true }],
        ratings: { overall: true, construction: true, amenities: true, location: true },
      }),
      subscription: pickShape(doc.subscription, {
        enabled: true,
        subscriptionBlocks: [{ name: true, price: true, description: true }],
      }),
    }),
  );
}

export interface LegacyWrites {
  writes: SectionWrites;
  /** Field path → message, when a part that passed the form's rules cannot be stored (escrow). */
  issues: Record<string, string>;
}

/** The escrow part: all blank removes the record; otherwise it must be a whole escrow record. */
function legacyEscrow(input: NonNullable<LegacySaveInput['escrow']>, doc: Doc): LegacyWrites {
  const edit = compact({
    bankName: blankToUndefined(input.bankName),
    branch: blankToUndefined(input.branch),
    ifsc: blankToUndefined(input.ifsc),
    accountNumber: blankToUndefined(input.accountNumber),
    totals: input.totals,
  });
  if (Object.keys(edit).length === 0) return { writes: { escrow: { escrow: undefined } }, issues: {} };
  const current = obj(doc.escrow);
  const parsed = EscrowSection.safeParse({
    ...edit,
    // Legacy has no field for these: the stored ones stay.
    ...compact({
      loanPartners: Array.isArray(current.loanPartners) ? strList(current.loanPartners) : undefined,
      mandatoryDepositRequirements: str(current.mandatoryDepositRequirements),
    }),
  });
  if (!parsed.success) {
    const issues: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      issues[['escrow', ...issue.path.map(String)].join('.')] ??= issue.message;
    return { writes: {}, issues };
  }
  return { writes: { escrow: { escrow: storedEscrow(parsed.data, doc.escrow) } }, issues: {} };
}

export function legacyWrites(input: LegacySaveInput, doc: Doc): LegacyWrites {
  const w: SectionWrites = {};
  const put = (section: string, path: string, value: unknown) => {
    (w[section] ??= {})[path] = value;
  };
  const has = (key: keyof LegacySaveInput) => input[key] !== undefined;

  for (const key of ['name', 'developer', 'builder', 'state', 'district', 'city', 'description'] as const)
    if (has(key)) put('basics', key, blankToUndefined(input[key]));
  if (has('verified')) put('basics', 'verified', input.verified);
  if (has('startingPrice')) put('basics', 'startingPrice', input.startingPrice);
  if (input.images) put('basics', 'images', input.images);

  const reraNumber = blankToUndefined(input.legal?.reraNumber) ?? blankToUndefined(input.rera?.number);
  const reraStatus = blankToUndefined(input.legal?.reraStatus) ?? blankToUndefined(input.rera?.status);
  if (input.rera || input.legal?.reraNumber !== undefined) {
    put('legal', 'reraId', reraNumber);
    put('legal', 'legal.rera.number', reraNumber);
  }
  if (input.rera || input.legal?.reraStatus !== undefined) put('legal', 'legal.rera.status', reraStatus);
  if (input.legal) {
    for (const key of ['approvals', 'certificates'] as const)
      if (input.legal[key]) put('legal', `legal.${key}`, input.legal[key]);
    if (input.legal.compliance !== undefined)
      put('legal', 'legal.compliance', blankToUndefined(input.legal.compliance));
  }

  let issues: Record<string, string> = {};
  if (input.escrow) {
    const escrow = legacyEscrow(input.escrow, doc);
    Object.assign(w, escrow.writes);
    issues = escrow.issues;
  }

  if (input.paymentPlans) put('paymentPlan', 'paymentPlans', input.paymentPlans);
  if (input.updates)
    // Stored with `note`, the word the public updates section reads (seed/construction-record.ts).
    put(
      'updates',
      'construction.updates',
      input.updates.map(({ text, date, ...u }) =>
        compact({ ...u, date: blankToUndefined(date), note: text || undefined }),
      ),
    );
  if (input.unitMix) put('living', 'living.unitMix', input.unitMix);
  if (input.maintenance) put('living', 'living.maintenance', input.maintenance);
  if (input.society) put('living', 'living.society', input.society);

  if (has('constructionStatus'))
    put('construction', 'constructionStatus', blankToUndefined(input.constructionStatus));
  if (has('possessionDate')) {
    const m = /^(\d{4})-(\d{2})/.exec(input.possessionDate ?? '');
    put('construction', 'possession.year', m ? Number(m[1]) : undefined);
    put('construction', 'possession.quarter', m ? `Q${Math.ceil(Number(m[2]) / 3)}` : undefined);
  }
  const c = input.construction;
  if (c) {
    if (c.status !== undefined) put('construction', 'construction.status', blankToUndefined(c.status));
    if (c.progressPercent !== undefined)
      put('construction', 'construction.progressPercent', c.progressPercent);
    if (c.towers) put('construction', 'construction.towers', c.towers);
    for (const key of ['promised', 'revised', 'actual'] as const)
      if (c.possession && c.possession[key] !== undefined)
        put('construction', `possession.${key}`, blankToUndefined(c.possession[key]));
  }

  if (input.amenities) Object.assign((w.amenities ??= {}), legacyAmenityWrites(input.amenities, doc));
  if (input.location)
    for (const [key, value] of Object.entries(input.location)) put('location', `location.${key}`, value);
  if (input.developerInfo) put('developerInfo', 'developerInfo', input.developerInfo);
  if (input.community) put('community', 'community', input.community);
  if (input.subscription) put('subscription', 'subscription', input.subscription);
  if (input.costSheet) put('costSheet', 'costSheet', normaliseCostSheet(input.costSheet));
  return { writes: w, issues };
}
