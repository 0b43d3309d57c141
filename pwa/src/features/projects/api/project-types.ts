/** Shapes of the project-detail answers (api/src/domain/projects/public-detail.ts). */

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface ProjectDetail {
  id: string;
  slug?: string;
  name?: string;
  developer?: string;
  developerId?: string;
  city?: string;
  locality?: string;
  sector?: string;
  state?: string;
  status?: string;
  saleType?: string;
  verified: boolean;
  coverImage?: string;
  images?: string[];
  description?: string;
  reraId?: string;
  floorPlanKey?: string;
  configurations?: string[];
  possession?: { quarter?: string; year?: number; promised?: string; revised?: string };
  location?: {
    address?: string;
    landmark?: string;
    pincode?: string;
    coordinates?: Coordinates;
    connectivity?: {
      nearbyPlaces?: { name: string; type: string; distanceKm: number; lat?: number; lng?: number }[];
      publicTransport?: string[];
    };
  };
  pricing?: { pricePerSqft?: { average?: number } };
  priceRange?: { min: number; max: number };
  baseRate?: number;
  fairValue?: { land: number; construction: number; sgaFin: number; margin: number };
  marketPricePsf?: number;
  financials?: { debtToEquity?: number; escrowCoveragePct?: number; cashCoverage?: number };
  legal?: { rera?: { number?: string; expiry?: string; status?: string } | null };
  escrow: EscrowView | null;
  score: number | null;
  scoreBreakdown: Record<string, number>;
}

export interface EscrowView {
  bank: string | null;
  branch: string | null;
  ifsc: string | null;
  maskedAccount: string | null;
  totals: { collected: number; utilized: number; left: number; utilizationPct: number };
  loanPartners: string[];
}

export interface PricesSection {
  devPrices: { sizeSqft: number; priceINR: number }[];
  verifiedPrices: { sizeSqft: number; priceINR: number; votesUp?: number }[];
}
export interface PaymentPlansSection {
  plans: { name: string; milestones: { label: string; percent: number }[] }[];
}
export interface ConstructionSection {
  status: string | null;
  towers: { name: string; progressPct: number }[];
  meta: {
    constructionStart?: { date?: string };
    currentPhase?: { phase?: string };
    reraApproval?: string;
    towerConfiguration?: string;
    totalUnits?: number;
  };
}
export interface Update {
  date?: string;
  title?: string;
  notes?: string;
  note?: string;
}
export interface LegalSection {
  rera: { number?: string; expiry?: string; status?: string } | null;
  reraId: string | null;
  approvals: string[];
  certificates: string[];
  litigations: { case: string; court: string; status: string; filed: string }[];
  encumbrance: string | null;
}
export interface QualitySection {
  materials: Record<string, string>;
  sustainability: string[];
  audits: { title: string; agency: string }[];
}
export interface QualityAudit {
  title: string;
  note?: string;
  status?: string;
  date?: string;
  files?: { name: string; url: string }[];
}
export interface DeveloperSection {
  name: string | null;
  trustScore: number | null;
  foundedYear: number | null;
  headquarters: string | null;
  projectCount: number | null;
  past: { name: string; year: number; status: string; delayMonths: number; occupancyPct: number }[];
}
export interface LivingSection {
  unitMix: { type: string; count?: number; percentage: number }[];
  amenities: string[];
  maintenance: { amount?: number; unit?: string; agency?: string } | null;
  society: { rwaRegistered?: boolean; handedOver?: boolean } | null;
}
export interface Alert {
  type: string;
  title: string;
  detail?: string;
  date?: string;
}
export interface Items<T> {
  items: T[];
}
