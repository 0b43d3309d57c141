/**
 * The legacy editor's form model: the LegacyProject of the API contract (spec part 3 §3 "Legacy
 * editor project") with every part present, so the tabs never test for a missing object. Numbers
 * that may be unset are `undefined`; a count, once typed, is a whole number (0 when not numeric).
 * `normaliseProject` builds it from the server's answer or the advanced JSON; `toSaveBody` turns it
 * back into what `PUT /api/projects/{id}` takes.
 */
import type { AMENITY_GROUPS, AmenityGroupName } from '@propai/api/domain/project-admin/amenity-groups';

/** Every amenity key of every group, on or off (the spec's keys, nothing else). */
export type AmenityFlags = {
  [G in AmenityGroupName]: Record<keyof (typeof AMENITY_GROUPS)[G], boolean>;
};

export interface EditorTower {
  name: string;
  progressPct?: number;
  floors?: number;
  status: string;
}

export interface EditorPaymentPlan {
  name: string;
  description: string;
  baseDiscountPercent?: number;
  isActive: boolean;
  milestones: { label: string; percent?: number }[];
  notes: string;
}

export interface EditorUpdate {
  date: string;
  title: string;
  text: string;
  images: string[];
  tower: string;
  progressPercent?: number;
}

export interface EditorProject {
  name: string;
  developer: string;
  builder: string;
  state: string;
  district: string;
  city: string;
  description: string;
  images: string[];
  startingPrice?: number;
  constructionStatus: string;
  /** 'YYYY-MM-DD' or blank. */
  possessionDate: string;
  verified: boolean;
  rera: { number: string; status: string };
  escrow: {
    bankName: string;
    /** Shown, never sent: the server masks the stored number. */
    accountMasked: string;
    /** Typed only to replace the stored number; blank keeps it. */
    accountNumber: string;
    ifsc: string;
    branch: string;
    totals: { collected?: number; utilized?: number };
  };
  paymentPlans: EditorPaymentPlan[];
  updates: EditorUpdate[];
  unitMix: { type: string; count: number; percentage?: number }[];
  construction: {
    status: string;
    progressPercent?: number;
    towers: EditorTower[];
    /** Each 'YYYY-MM' or blank. */
    possession: { promised: string; revised: string; actual: string };
  };
  amenities: AmenityFlags;
  maintenance: {
    costPerSqft?: number;
    agency: string;
    billingFrequency: string;
    includedServices: string[];
  };
  society: {
    rwaStatus: string;
    handoverDate: string;
    /** Counts stay unset until typed: an unknown count is not 0 units. */
    totalUnits?: number;
    occupiedUnits?: number;
    occupancyPercentage?: number;
    maintenanceFund?: number;
  };
  location: {
    address: string;
    landmark: string;
    pincode: string;
    lat?: number;
    lng?: number;
  };
  legal: { approvals: string[]; certificates: string[]; compliance: string };
  developerInfo: { name: string; experienceYears?: number; projects: string[]; certifications: string[] };
  community: {
    reviews: { author: string; text: string; rating?: number }[];
    ratings: { overall?: number; construction?: number; amenities?: number; location?: number };
  };
  subscription: {
    enabled: boolean;
    subscriptionBlocks: { name: string; price?: number; description: string }[];
  };
}
