/**
 * What a visitor may read of one project: the detail document and each transparency section
 * (spec part 2 §3, §7). Built from allow-lists at every depth (pick-shape.ts), so a field added to
 * the stored document or to one of its list items later (an editor's id, internal notes, search
 * keys, the seed marker) stays private until it is listed here. The escrow account is replaced by
 * its masked view (escrow-view.ts).
 */
import type { Doc } from '../query-language';
import { publicCostSheet } from '../project-admin/cost-sheet';
import { modernSectionsOf } from '../project-admin/modern-view';
import { costSheetOf } from '../project-admin/stored-views';
import { escrowView, type StoredEscrow } from './escrow-view';
import { pickShape, type Shape } from './pick-shape';

const range = { min: true, max: true } as const;
const rera = { number: true, expiry: true, status: true } as const;
const possession = { quarter: true, year: true, promised: true, revised: true } as const;

/**
 * Public fields of the stored project, at every depth (absent stays absent: the UI says "not
 * known"). Scalars and lists of scalars are `true`; nested records name their own fields.
 */
const DETAIL_SHAPE = {
  slug: true,
  name: true,
  developer: true,
  developerId: true,
  city: true,
  locality: true,
  sector: true,
  microMarket: true,
  district: true,
  state: true,
  location: {
    address: true,
    landmark: true,
    pincode: true,
    coordinates: { lat: true, lng: true },
    connectivity: {
      nearbyPlaces: [{ name: true, type: true, distanceKm: true, lat: true, lng: true }],
      publicTransport: true,
    },
  },
  images: true,
  coverImage: true,
  status: true,
  saleType: true,
  featured: true,
  verified: true,
  propertyTypes: true,
  bhk: true,
  configurations: true,
  areaRangeSqft: range,
  amenities: true,
  floorPlanKey: true,
  description: true,
  possession,
  constructionStatus: true,
  reraId: true,
  pricing: {
    startingPrice: true,
    priceRange: range,
    pricePerSqft: { average: true },
    configurations: [{ type: true, area: true, price: true }],
  },
  startingPrice: true,
  priceRange: range,
  baseRate: true,
  fairValue: { land: true, construction: true, sgaFin: true, margin: true },
  marketPricePsf: true,
  financials: { debtToEquity: true, escrowCoveragePct: true, cashCoverage: true },
  stats: { medianTicket: true, medianPsf: true, rentalYieldPct: true, priceChange12mPct: true },
  aiInsights: { locationScore: true, investmentPotential: true, priceGrowth: true },
} as const satisfies Shape;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
const obj = <T extends object>(v: unknown): Partial<T> =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
/** A list copied item by item through `shape`; anything else is an empty list. */
const listOf = (v: unknown, shape: Shape): unknown[] =>
  (pickShape(v, [shape]) as unknown[] | undefined) ?? [];

export function projectDetail(doc: Doc, score: { score: number | null; breakdown: Record<string, number> }) {
  const out: Record<string, unknown> = {
    id: doc._id,
    ...(pickShape(doc, DETAIL_SHAPE) as Record<string, unknown>),
  };
  out.saleType ??= 'primary';
  out.verified = doc.verified === true;
  out.legal = { rera: pickShape(obj<{ rera: unknown }>(doc.legal).rera, rera) ?? null };
  out.escrow = escrowView(doc.escrow as StoredEscrow | undefined);
  out.score = score.score;
  out.scoreBreakdown = score.score === null ? {} : score.breakdown;
  out.sectionUpdatedAt = sectionStamps(doc.sectionUpdatedAt);
  out.createdAt = iso(doc.createdAt);
  out.updatedAt = iso(doc.updatedAt);
  return out;
}

/** When an editor last saved each section (issue 19 "updated {date}"); only editor writes stamp it. */
function sectionStamps(stamps: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj<Record<string, unknown>>(stamps)).flatMap(([section, at]) => {
      const when = iso(at);
      return when ? [[section, when]] : [];
    }),
  );
}

const UPDATE_SHAPE = { date: true, title: true, note: true, notes: true } as const;

/** Newest first; undated updates last. */
export function sortedUpdates(doc: Doc) {
  const updates = listOf(obj<{ updates: unknown }>(doc.construction).updates, UPDATE_SHAPE) as {
    date?: string;
  }[];
  return [...updates].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

type Stored = Record<string, unknown>;

/** Each GET /api/projects/{id}/<section> answer, by section name; every nested item allow-listed. */
export const sections = {
  prices: (doc: Doc) => {
    const prices = obj<Stored>(doc.prices);
    return {
      devPrices: listOf(prices.devPrices, { sizeSqft: true, priceINR: true }),
      verifiedPrices: listOf(prices.verifiedPrices, { sizeSqft: true, priceINR: true, votesUp: true }),
    };
  },
  'payment-plans': (doc: Doc) => ({
    plans: listOf(doc.paymentPlans, { name: true, milestones: [{ label: true, percent: true }] }),
  }),
  construction: (doc: Doc) => {
    const c = obj<Stored>(doc.construction);
    return {
      status:
        typeof c.status === 'string'
          ? c.status
          : typeof doc.constructionStatus === 'string'
            ? doc.constructionStatus
            : null,
      towers: listOf(c.towers, { name: true, progressPct: true }),
      meta:
        pickShape(c.meta, {
          constructionStart: { date: true },
          currentPhase: { phase: true },
          reraApproval: true,
          towerConfiguration: true,
          totalUnits: true,
        }) ?? {},
      possession: pickShape(doc.possession, possession) ?? null,
    };
  },
  updates: (doc: Doc) => ({ items: sortedUpdates(doc) }),
  escrow: (doc: Doc) => ({ escrow: escrowView(doc.escrow as StoredEscrow | undefined) }),
  legal: (doc: Doc) => {
    const legal = obj<Stored>(doc.legal);
    return {
      rera: pickShape(legal.rera, rera) ?? null,
      reraId: typeof doc.reraId === 'string' ? doc.reraId : null,
      approvals: (pickShape(legal.approvals, true) as unknown[] | undefined) ?? [],
      certificates: (pickShape(legal.certificates, true) as unknown[] | undefined) ?? [],
      litigations: listOf(legal.litigations, { case: true, court: true, status: true, filed: true }),
      encumbrance: typeof legal.encumbrance === 'string' ? legal.encumbrance : null,
    };
  },
  quality: (doc: Doc) => {
    const q = obj<Stored>(doc.quality);
    return {
      materials: pickShape(q.materials, 'map') ?? {},
      sustainability: (pickShape(q.sustainability, true) as unknown[] | undefined) ?? [],
      audits: listOf(q.audits, { title: true, agency: true }),
    };
  },
  'quality-audits': (doc: Doc) => ({
    ok: true,
    reports: listOf(doc.qualityAudits, {
      title: true,
      note: true,
      status: true,
      date: true,
      files: [{ name: true, url: true }],
    }),
  }),
  buyers: (doc: Doc) => ({ items: listOf(doc.buyers, { unit: true, month: true }) }),
  alerts: (doc: Doc) => ({
    items: (
      listOf(doc.alerts, { type: true, title: true, detail: true, date: true }) as { date?: string }[]
    ).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')),
  }),
  living: (doc: Doc) => {
    const l = obj<Stored>(doc.living);
    return {
      unitMix: listOf(l.unitMix, { type: true, count: true, percentage: true }),
      // The editors keep the flat list at the top level (contract-19); older records under living.
      amenities: (pickShape(l.amenities ?? doc.amenities, true) as unknown[] | undefined) ?? [],
      maintenance:
        pickShape(l.maintenance, {
          amount: true,
          unit: true,
          agency: true,
          costPerSqft: true,
          billingFrequency: true,
          includedServices: true,
        }) ?? null,
      society:
        pickShape(l.society, {
          rwaRegistered: true,
          handedOver: true,
          rwaStatus: true,
          handoverDate: true,
          totalUnits: true,
          occupiedUnits: true,
          occupancyPercentage: true,
          maintenanceFund: true,
        }) ?? null,
    };
  },
  'cost-sheet': (doc: Doc) => {
    const sheet = costSheetOf(doc);
    return { costSheet: sheet ? publicCostSheet(sheet) : null };
  },
  'modern-details': (doc: Doc) => ({
    ...modernSectionsOf(doc),
    escrow: escrowView(doc.escrow as StoredEscrow | undefined),
  }),
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
    slug: typeof developer?.slug === 'string' ? developer.slug : null,
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
    walls: listOf(doc.walls, { x1: true, y1: true, x2: true, y2: true }),
    rooms: listOf(doc.rooms, { name: true, x: true, y: true, w: true, d: true }),
    imageUrl: doc.imageUrl ?? null,
    panoramaUrl: doc.panoramaUrl ?? null,
  };
}
