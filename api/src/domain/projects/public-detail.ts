/**
 * What a visitor may read of one project: the detail document and each transparency section
 * (spec part 2 §3, §7). Built from an allowlist, so a field added to the stored document later
 * (internal notes, search keys, the seed marker) stays private until it is listed here. The escrow
 * account is replaced by its masked view (escrow-view.ts).
 */
import type { Doc } from '../../store/types';
import { escrowView, type StoredEscrow } from './escrow-view';

/** Public top-level fields copied as stored (absent stays absent: the UI says "not known"). */
const DETAIL_FIELDS = [
  'slug',
  'name',
  'developer',
  'developerId',
  'city',
  'locality',
  'sector',
  'microMarket',
  'district',
  'state',
  'location',
  'images',
  'coverImage',
  'status',
  'saleType',
  'featured',
  'verified',
  'propertyTypes',
  'bhk',
  'configurations',
  'areaRangeSqft',
  'amenities',
  'floorPlanKey',
  'description',
  'possession',
  'constructionStatus',
  'reraId',
  'pricing',
  'startingPrice',
  'priceRange',
  'baseRate',
  'fairValue',
  'marketPricePsf',
  'financials',
  'stats',
  'aiInsights',
] as const;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const obj = <T extends object>(v: unknown): Partial<T> =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};

export function projectDetail(doc: Doc, score: { score: number | null; breakdown: Record<string, number> }) {
  const out: Record<string, unknown> = { id: doc._id };
  for (const field of DETAIL_FIELDS) if (doc[field] !== undefined) out[field] = doc[field];
  out.saleType ??= 'primary';
  out.verified = doc.verified === true;
  out.legal = { rera: obj<Record<string, unknown>>(doc.legal).rera ?? null };
  out.escrow = escrowView(doc.escrow as StoredEscrow | undefined);
  out.score = score.score;
  out.scoreBreakdown = score.score === null ? {} : score.breakdown;
  out.createdAt = iso(doc.createdAt);
  out.updatedAt = iso(doc.updatedAt);
  return out;
}

type Construction = {
  status: string;
  towers: unknown[];
  meta: Record<string, unknown>;
  updates: { date?: string }[];
};

/** Newest first; undated updates last. */
export function sortedUpdates(doc: Doc) {
  const updates = list<{ date?: string }>(obj<Construction>(doc.construction).updates);
  return [...updates].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/** Each GET /api/projects/{id}/<section> answer, by section name. */
export const sections = {
  prices: (doc: Doc) => {
    const prices = obj<{ devPrices: unknown[]; verifiedPrices: unknown[] }>(doc.prices);
    return { devPrices: list(prices.devPrices), verifiedPrices: list(prices.verifiedPrices) };
  },
  'payment-plans': (doc: Doc) => ({ plans: list(doc.paymentPlans) }),
  construction: (doc: Doc) => {
    const c = obj<Construction>(doc.construction);
    return {
      status: c.status ?? (typeof doc.constructionStatus === 'string' ? doc.constructionStatus : null),
      towers: list(c.towers),
      meta: c.meta ?? {},
      possession: doc.possession ?? null,
    };
  },
  updates: (doc: Doc) => ({ items: sortedUpdates(doc) }),
  escrow: (doc: Doc) => ({ escrow: escrowView(doc.escrow as StoredEscrow | undefined) }),
  legal: (doc: Doc) => {
    const legal = obj<{
      rera: unknown;
      approvals: unknown[];
      certificates: unknown[];
      litigations: unknown[];
      encumbrance: string;
    }>(doc.legal);
    return {
      rera: legal.rera ?? null,
      reraId: typeof doc.reraId === 'string' ? doc.reraId : null,
      approvals: list(legal.approvals),
      certificates: list(legal.certificates),
      litigations: list(legal.litigations),
      encumbrance: legal.encumbrance ?? null,
    };
  },
  quality: (doc: Doc) => {
    const q = obj<{ materials: Record<string, string>; sustainability: unknown[]; audits: unknown[] }>(
      doc.quality,
    );
    return { materials: q.materials ?? {}, sustainability: list(q.sustainability), audits: list(q.audits) };
  },
  'quality-audits': (doc: Doc) => ({ ok: true, reports: list(doc.qualityAudits) }),
  buyers: (doc: Doc) => ({ items: list(doc.buyers) }),
  alerts: (doc: Doc) => ({
    items: [...list<{ date?: string }>(doc.alerts)].sort((a, b) =>
      (b.date ?? '').localeCompare(a.date ?? ''),
    ),
  }),
  living: (doc: Doc) => {
    const l = obj<{ unitMix: unknown[]; amenities: unknown[]; maintenance: unknown; society: unknown }>(
      doc.living,
    );
    return {
      unitMix: list(l.unitMix),
      amenities: list(l.amenities),
      maintenance: l.maintenance ?? null,
      society: l.society ?? null,
    };
  },
} as const;

export type SectionName = keyof typeof sections;
export const SECTION_NAMES = Object.keys(sections) as SectionName[];

/** GET /{id}/developer: the developer record's public part, or just the name the project carries. */
export function developerSection(project: Doc, developer: Doc | null) {
  const past = list<Record<string, unknown>>(developer?.past).map((p) => ({
    name: p.name ?? null,
    year: p.year ?? null,
    status: p.status ?? null,
    delayMonths: p.delayMonths ?? null,
    occupancyPct: p.occupancyPct ?? null,
  }));
  return {
    id: developer?._id ?? null,
    name: (developer?.name as string | undefined) ?? (project.developer as string | undefined) ?? null,
    trustScore: typeof developer?.trustScore === 'number' ? developer.trustScore : null,
    foundedYear: developer?.foundedYear ?? null,
    headquarters: developer?.headquarters ?? null,
    projectCount: developer?.projectCount ?? null,
    past,
  };
}

/** A `floorplans` document as the viewer reads it; its `_id` is the plan key. */
export function publicFloorplan(doc: Doc) {
  return {
    key: doc._id,
    projectId: doc.projectId,
    tower: doc.tower ?? null,
    typology: doc.typology ?? null,
    carpetAreaSqft: doc.carpetAreaSqft ?? null,
    walls: list(doc.walls),
    rooms: list(doc.rooms),
    imageUrl: doc.imageUrl ?? null,
    panoramaUrl: doc.panoramaUrl ?? null,
  };
}
