/**
 * The two halves of a project document: what is being built (construction, legal, escrow,
 * quality) and how it sells (prices, plans, fair-value inputs, financials). Optional fields are
 * genuinely unknown for that project; scores are computed later from what is present.
 */

export interface ProjectBuild {
  possession: {
    quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
    year: number;
    /** 'YYYY-MM-DD' as promised at RERA registration. */
    promised: string;
    /** Present only when the date has slipped. */
    revised?: string;
  };
  constructionStatus: string;
  construction: {
    /** Free text that maps to a phase by keyword (foundation, frame, interior, handover; else Planning). */
    status: string;
    towers: { name: string; progressPct: number }[];
    meta: {
      constructionStart: { date: string };
      currentPhase: { phase: string };
      reraApproval: string;
      towerConfiguration: string;
      totalUnits: number;
    };
    updates: { date: string; title: string; note: string }[];
  };
  reraId?: string;
  legal: {
    rera?: { number: string; expiry: string; status: 'approved' | 'pending' | 'rejected' };
    approvals: string[];
    certificates: string[];
    litigations: { case: string; court: string; status: string; filed: string }[];
    encumbrance: string;
  };
  escrow?: {
    bankName: string;
    branch: string;
    ifsc: string;
    /** Full number; the API masks it before it leaves the server. */
    accountNumber: string;
    totals: { collected: number; utilized: number };
    loanPartners: string[];
  };
  quality: {
    materials: Record<string, string>;
    sustainability: string[];
    audits: { title: string; agency: string }[];
  };
  qualityAudits: {
    title: string;
    note: string;
    status: string;
    date: string;
    files: { name: string; url: string }[];
  }[];
  alerts: {
    type: 'DELAY' | 'LEGAL' | 'ESCROW' | 'CONSTRUCTION';
    title: string;
    detail: string;
    date: string;
  }[];
}

export interface ProjectMarket {
  pricing: {
    startingPrice: number;
    priceRange: { min: number; max: number };
    pricePerSqft: { average: number };
    configurations: { type: string; area: number; price: number }[];
  };
  startingPrice: number;
  priceRange: { min: number; max: number };
  prices: {
    devPrices: { sizeSqft: number; priceINR: number }[];
    verifiedPrices: { sizeSqft: number; priceINR: number; votesUp: number }[];
  };
  paymentPlans: { name: string; milestones: { label: string; percent: number }[] }[];
  /** INR per sq ft; every project has one. */
  baseRate: number;
  /** The four fair-value parts, INR per sq ft; absent when only the base rate is known. */
  fairValue?: { land: number; construction: number; sgaFin: number; margin: number };
  marketPricePsf: number;
  financials?: { debtToEquity?: number; escrowCoveragePct?: number; cashCoverage?: number };
  stats: { medianTicket: number; medianPsf: number; rentalYieldPct: number; priceChange12mPct: number };
  aiInsights?: {
    locationScore: number;
    investmentPotential: 'very high' | 'high' | 'medium' | 'low';
    priceGrowth: number;
  };
  buyers: { unit: string; month: string }[];
  living: {
    unitMix: { type: string; count: number; percentage: number }[];
    amenities: string[];
    maintenance: { amount: number; unit: string; agency: string };
    society: { rwaRegistered: boolean; handedOver: boolean };
  };
}
