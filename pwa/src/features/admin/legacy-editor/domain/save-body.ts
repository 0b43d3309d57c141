/**
 * The editor's model → the body of `PUT /api/projects/{id}` (the API's LegacySaveInput). The API's
 * rules (contract-19-changes.md): a top-level part left out stays as stored, a part sent replaces
 * it, and '' means "not known" and removes the field. So:
 * - texts an admin may clear (developer, city, description, RERA, dates…) are sent, '' when blank;
 * - values the API cannot take blank (enums, PIN code, numbers) are left out when unset;
 * - the construction phase is left out when blank: the stored phase may be free text the form
 *   cannot show, and a blank must not erase it;
 * - rows with nothing typed are dropped; the masked account number is never sent, and a blank
 *   account number keeps the stored one;
 * - the RERA number and status are edited once (Legal & RERA) and sent in rera and legal alike.
 * `changedSaveBody` then sends only the parts that differ from the project as loaded (and the
 * name, which the API requires): untouched parts stay exactly as stored, including data the form
 * cannot show, and the history records only what the admin changed.
 */
import type { EditorProject } from './editor-project';

export type Json = string | number | boolean | Json[] | { [key: string]: Json };

/** A text that is left out when blank. */
const orOmit = (s: string): string | undefined => s.trim() || undefined;

const isEmptyObject = (v: Json): boolean =>
  typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;

/** Drops undefined entries and empty objects (escrow totals need both figures or none); trims texts. */
function clean(entries: Record<string, Json | undefined>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || isEmptyObject(value)) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const texts = (items: string[]): string[] => items.map((s) => s.trim()).filter((s) => s !== '');

const hasContent = (row: Record<string, Json>): boolean => Object.keys(row).length > 0;

/** The first problem that stops a save, or null. Spec part 3 §5: the project name is required. */
export function saveProblem(p: EditorProject): string | null {
  if (p.name.trim() === '') return 'Project name is required.';
  return null;
}

/** The parts of the form that differ from the project as loaded, plus the name. */
export function changedSaveBody(p: EditorProject, loaded: EditorProject): Record<string, Json> {
  const now = toSaveBody(p);
  const before = toSaveBody(loaded);
  const body: Record<string, Json> = { name: now.name ?? '' };
  for (const [key, value] of Object.entries(now))
    if (JSON.stringify(value) !== JSON.stringify(before[key])) body[key] = value;
  return body;
}

export function toSaveBody(p: EditorProject): Record<string, Json> {
  const rera = { number: p.rera.number.trim(), status: p.rera.status.trim() };
  const { collected, utilized } = p.escrow.totals;
  return clean({
    name: p.name,
    developer: p.developer,
    builder: p.builder,
    state: p.state,
    district: p.district,
    city: p.city,
    description: p.description,
    images: texts(p.images),
    startingPrice: p.startingPrice,
    constructionStatus: p.constructionStatus,
    possessionDate: p.possessionDate,
    verified: p.verified,
    rera,
    escrow: clean({
      bankName: p.escrow.bankName,
      branch: p.escrow.branch,
      ifsc: p.escrow.ifsc.toUpperCase(),
      accountNumber: orOmit(p.escrow.accountNumber.replace(/\s/g, '')),
      totals: clean({ collected, utilized }),
    }),
    paymentPlans: p.paymentPlans
      .map((plan) => ({
        plan: clean({
          name: plan.name,
          description: orOmit(plan.description),
          baseDiscountPercent: plan.baseDiscountPercent,
          milestones: plan.milestones
            .map((m) => clean({ label: orOmit(m.label), percent: m.percent }))
            .filter(hasContent),
          notes: orOmit(plan.notes),
        }),
        isActive: plan.isActive,
      }))
      // What was typed decides whether a plan is kept; its switch alone is not content.
      .filter(({ plan }) => plan.name !== '' || (plan.milestones as Json[]).length > 0)
      .map(({ plan, isActive }) => ({ ...plan, isActive })),
    updates: p.updates
      .map((u) =>
        clean({
          date: orOmit(u.date),
          title: orOmit(u.title),
          text: orOmit(u.text),
          images: texts(u.images),
          tower: orOmit(u.tower),
          progressPercent: u.progressPercent,
        }),
      )
      .filter((u) => Object.keys(u).length > 1 || (u.images as Json[]).length > 0),
    unitMix: p.unitMix
      .filter((row) => row.type.trim() !== '')
      .map((row) => clean({ type: row.type, count: row.count, percentage: row.percentage })),
    construction: clean({
      status: orOmit(p.construction.status),
      progressPercent: p.construction.progressPercent,
      towers: p.construction.towers
        .filter((t) => t.name.trim() !== '')
        .map((t) =>
          clean({
            name: t.name,
            progressPct: t.progressPct ?? 0,
            floors: t.floors,
            status: orOmit(t.status),
          }),
        ),
      possession: clean({ ...p.construction.possession }),
    }),
    amenities: p.amenities,
    maintenance: clean({
      costPerSqft: p.maintenance.costPerSqft,
      agency: orOmit(p.maintenance.agency),
      billingFrequency: orOmit(p.maintenance.billingFrequency),
      includedServices: texts(p.maintenance.includedServices),
    }),
    society: clean({
      ...p.society,
      rwaStatus: orOmit(p.society.rwaStatus),
      handoverDate: orOmit(p.society.handoverDate),
    }),
    location: clean({
      address: orOmit(p.location.address),
      landmark: orOmit(p.location.landmark),
      pincode: orOmit(p.location.pincode),
      coordinates:
        p.location.lat !== undefined && p.location.lng !== undefined
          ? { lat: p.location.lat, lng: p.location.lng }
          : undefined,
    }),
    legal: clean({
      approvals: texts(p.legal.approvals),
      certificates: texts(p.legal.certificates),
      compliance: p.legal.compliance,
      reraNumber: rera.number,
      reraStatus: rera.status,
    }),
    developerInfo: clean({
      name: orOmit(p.developerInfo.name),
      experienceYears: p.developerInfo.experienceYears,
      projects: texts(p.developerInfo.projects),
      certifications: texts(p.developerInfo.certifications),
    }),
    community: clean({
      reviews: p.community.reviews
        .map((r) => clean({ author: orOmit(r.author), text: orOmit(r.text), rating: r.rating }))
        .filter((r) => r.text !== undefined || r.author !== undefined),
      ratings: clean({ ...p.community.ratings }),
    }),
    subscription: {
      enabled: p.subscription.enabled,
      subscriptionBlocks: p.subscription.subscriptionBlocks
        .map((b) => clean({ name: b.name, price: b.price, description: orOmit(b.description) }))
        .filter((b) => b.name !== '' || b.price !== undefined || b.description !== undefined),
    },
  });
}
