/**
 * Any JSON → the editor's full model (editor-project.ts). Used for the server's answer and for the
 * advanced JSON editor's 'Apply to Form (Not Saved)', so both obey the same limits: numbers clamped
 * and stepped (limits.ts), counts whole, unknown amenity keys ignored, the spec's alternative names
 * read (ifscCode, accountNumberMasked, isSubscriptionEnabled, legal.reraNumber).
 */
import { AMENITY_GROUP_NAMES, AMENITY_GROUPS } from '@propai/api/domain/project-admin/amenity-groups';
import type { AmenityFlags, EditorPaymentPlan, EditorProject } from './editor-project';
import { LIMITS, numberFrom } from './limits';
import { type Loose, bool, list, obj, pick, str, strList } from './loose-read';

/** A unit-mix row's count: rows exist because someone typed them, so a missing count is 0. */
const count = (v: unknown) => numberFrom(v, LIMITS.count) ?? 0;

function amenityFlags(v: unknown): AmenityFlags {
  const given = obj(v);
  const flags = {} as Record<string, Record<string, boolean>>;
  for (const group of AMENITY_GROUP_NAMES) {
    const source = obj(given[group]);
    flags[group] = Object.fromEntries(
      Object.keys(AMENITY_GROUPS[group]).map((key) => [key, bool(source[key])]),
    );
  }
  return flags as AmenityFlags;
}

const possessionOf = (o: Loose) => ({
  promised: str(o.promised),
  revised: str(o.revised),
  actual: str(o.actual),
});

/** A payment plan's milestones from JSON ({label|name, percent|percentage}), shares clamped. */
export const milestonesFrom = (v: unknown): EditorPaymentPlan['milestones'] =>
  list(v).map((m) => {
    const milestone = obj(m);
    return {
      label: str(pick(milestone, 'label', 'name')),
      percent: numberFrom(pick(milestone, 'percent', 'percentage'), LIMITS.percent),
    };
  });

/** Builds the full form model from whatever JSON came in; never throws. */
export function normaliseProject(input: unknown): EditorProject {
  const p = obj(input);
  const rera = obj(p.rera);
  const legal = obj(p.legal);
  const escrow = obj(p.escrow);
  const totals = obj(escrow.totals);
  const construction = obj(p.construction);
  const maintenance = obj(p.maintenance);
  const society = obj(p.society);
  const location = obj(p.location);
  const coordinates = obj(location.coordinates);
  const developerInfo = obj(p.developerInfo);
  const community = obj(p.community);
  const ratings = obj(community.ratings);
  const subscription = obj(p.subscription);
  return {
    name: str(p.name),
    developer: str(p.developer),
    builder: str(p.builder),
    state: str(p.state),
    district: str(p.district),
    city: str(p.city),
    description: str(p.description),
    images: strList(p.images),
    startingPrice: numberFrom(p.startingPrice, LIMITS.rupees),
    constructionStatus: str(p.constructionStatus),
    possessionDate: str(p.possessionDate),
    verified: bool(p.verified),
    rera: {
      number: str(pick(rera, 'number') ?? pick(legal, 'reraNumber')),
      status: str(pick(rera, 'status') ?? pick(legal, 'reraStatus')),
    },
    escrow: {
      bankName: str(escrow.bankName),
      accountMasked: str(pick(escrow, 'accountMasked', 'accountNumberMasked')),
      accountNumber: str(escrow.accountNumber),
      ifsc: str(pick(escrow, 'ifsc', 'ifscCode')),
      branch: str(escrow.branch),
      totals: {
        collected: numberFrom(totals.collected, LIMITS.rupees),
        utilized: numberFrom(totals.utilized, LIMITS.rupees),
      },
    },
    paymentPlans: list(p.paymentPlans).map((v) => {
      const plan = obj(v);
      return {
        name: str(plan.name),
        description: str(plan.description),
        baseDiscountPercent: numberFrom(plan.baseDiscountPercent, LIMITS.percent),
        isActive: plan.isActive === undefined ? true : bool(plan.isActive),
        milestones: milestonesFrom(plan.milestones),
        notes: str(plan.notes),
      };
    }),
    updates: list(p.updates).map((v) => {
      const u = obj(v);
      return {
        date: str(u.date),
        title: str(u.title),
        text: str(pick(u, 'text', 'note')),
        images: strList(u.images),
        tower: str(u.tower),
        progressPercent: numberFrom(u.progressPercent, LIMITS.progress),
      };
    }),
    unitMix: list(p.unitMix).map((v) => {
      const row = obj(v);
      return {
        type: str(row.type),
        count: count(row.count),
        percentage: numberFrom(row.percentage, LIMITS.percent),
      };
    }),
    construction: {
      status: str(construction.status),
      progressPercent: numberFrom(construction.progressPercent, LIMITS.progress),
      towers: list(construction.towers).map((v) => {
        const t = obj(v);
        return {
          name: str(t.name),
          progressPct: numberFrom(pick(t, 'progressPct', 'progress'), LIMITS.progress),
          floors: numberFrom(t.floors, LIMITS.floors),
          status: str(t.status),
        };
      }),
      possession: possessionOf(obj(construction.possession)),
    },
    amenities: amenityFlags(p.amenities),
    maintenance: {
      costPerSqft: numberFrom(maintenance.costPerSqft, LIMITS.ratePerSqft),
      agency: str(maintenance.agency),
      billingFrequency: str(maintenance.billingFrequency),
      includedServices: strList(maintenance.includedServices),
    },
    society: {
      rwaStatus: str(society.rwaStatus),
      handoverDate: str(society.handoverDate),
      totalUnits: numberFrom(society.totalUnits, LIMITS.count),
      occupiedUnits: numberFrom(society.occupiedUnits, LIMITS.count),
      occupancyPercentage: numberFrom(society.occupancyPercentage, LIMITS.percent),
      maintenanceFund: numberFrom(society.maintenanceFund, LIMITS.rupees),
    },
    location: {
      address: str(location.address),
      landmark: str(location.landmark),
      pincode: str(location.pincode),
      lat: numberFrom(pick(coordinates, 'lat') ?? location.lat, LIMITS.latitude),
      lng: numberFrom(pick(coordinates, 'lng') ?? location.lng, LIMITS.longitude),
    },
    legal: {
      approvals: strList(legal.approvals),
      certificates: strList(legal.certificates),
      compliance: str(legal.compliance),
    },
    developerInfo: {
      name: str(developerInfo.name),
      experienceYears: numberFrom(pick(developerInfo, 'experienceYears', 'experience'), LIMITS.years),
      projects: strList(developerInfo.projects),
      certifications: strList(developerInfo.certifications),
    },
    community: {
      reviews: list(community.reviews).map((v) => {
        const r = obj(v);
        return { author: str(r.author), text: str(r.text), rating: numberFrom(r.rating, LIMITS.rating) };
      }),
      ratings: {
        overall: numberFrom(ratings.overall, LIMITS.rating),
        construction: numberFrom(ratings.construction, LIMITS.rating),
        amenities: numberFrom(ratings.amenities, LIMITS.rating),
        location: numberFrom(ratings.location, LIMITS.rating),
      },
    },
    subscription: {
      enabled: bool(pick(subscription, 'enabled', 'isSubscriptionEnabled')),
      subscriptionBlocks: list(subscription.subscriptionBlocks).map((v) => {
        const b = obj(v);
        return {
          name: str(b.name),
          price: numberFrom(b.price, LIMITS.rupees),
          description: str(b.description),
        };
      }),
    },
  };
}
