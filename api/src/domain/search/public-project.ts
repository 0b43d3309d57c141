/**
 * What a visitor may see of a project in list answers: a card (search results, featured, rails)
 * and a summary (bulk fetch for the comparison tray). The escrow account number never leaves the
 * server in full: `maskAccount` keeps the last four digits.
 */
import type { Doc, Projection } from '../query-language';
import { statusClass } from './status-class';
import { formatInr } from './public-listing';

export const PROJECT_CARD_PROJECTION: Projection = {
  slug: 1,
  name: 1,
  developer: 1,
  developerId: 1,
  city: 1,
  locality: 1,
  sector: 1,
  microMarket: 1,
  state: 1,
  coverImage: 1,
  images: 1,
  status: 1,
  possession: 1,
  bhk: 1,
  configurations: 1,
  propertyTypes: 1,
  areaRangeSqft: 1,
  priceRange: 1,
  startingPrice: 1,
  'pricing.pricePerSqft': 1,
  verified: 1,
  featured: 1,
  saleType: 1,
  reraId: 1,
  'location.coordinates': 1,
  score: 1,
  createdAt: 1,
};

/** Everything the summary adds: the sections the comparison tray compares. */
export const PROJECT_SUMMARY_PROJECTION: Projection = {
  ...PROJECT_CARD_PROJECTION,
  scoreBreakdown: 1,
  'legal.rera': 1,
  escrow: 1,
  stats: 1,
  amenities: 1,
  'construction.towers': 1,
  aiInsights: 1,
};

/**
 * @example maskAccount('50200012345678') === 'XXXXXXXXXX5678'; maskAccount('123') === 'XXX'
 */
export function maskAccount(account: string | undefined | null): string | null {
  if (!account) return null;
  const digits = account.replace(/\s+/g, '');
  if (digits.length <= 4) return 'X'.repeat(digits.length);
  return 'X'.repeat(digits.length - 4) + digits.slice(-4);
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function projectCard(doc: Doc) {
  const range = (doc.priceRange ?? {}) as { min?: number; max?: number };
  const min = num(range.min) ?? num(doc.startingPrice);
  const max = num(range.max);
  const possession = doc.possession as { quarter?: string; year?: number } | undefined;
  const pricing = doc.pricing as { pricePerSqft?: { average?: number } } | undefined;
  const coords = (doc.location as { coordinates?: { lat: number; lng: number } } | undefined)?.coordinates;
  return {
    id: doc._id,
    slug: str(doc.slug),
    name: str(doc.name) ?? '',
    developer: str(doc.developer),
    developerId: str(doc.developerId),
    city: str(doc.city),
    locality: str(doc.locality),
    sector: str(doc.sector),
    microMarket: str(doc.microMarket),
    state: str(doc.state),
    coverImage: str(doc.coverImage),
    images: Array.isArray(doc.images) ? (doc.images as string[]) : [],
    status: str(doc.status) ?? 'Under Construction',
    statusClass: statusClass(str(doc.status)),
    possession: possession?.year ? { quarter: possession.quarter ?? null, year: possession.year } : null,
    bhk: Array.isArray(doc.bhk) ? (doc.bhk as number[]) : [],
    configurations: Array.isArray(doc.configurations) ? (doc.configurations as string[]) : [],
    propertyTypes: Array.isArray(doc.propertyTypes) ? (doc.propertyTypes as string[]) : [],
    areaRangeSqft: (doc.areaRangeSqft as { min: number; max: number } | undefined) ?? null,
    priceRange: min !== null ? { min, max: max ?? min } : null,
    startingPrice: num(doc.startingPrice) ?? min,
    priceLabel:
      min === null
        ? 'Price on request'
        : max !== null && max !== min
          ? `${formatInr(min)} – ${formatInr(max)}`
          : formatInr(min),
    pricePerSqft: num(pricing?.pricePerSqft?.average),
    verified: doc.verified === true,
    featured: doc.featured === true,
    saleType: str(doc.saleType) ?? 'primary',
    reraId: str(doc.reraId),
    coordinates: coords ?? null,
    score: num(doc.score),
    createdAt: doc.createdAt instanceof Date ? doc.createdAt.toISOString() : null,
  };
}

interface StoredEscrow {
  bankName?: string;
  ifsc?: string;
  accountNumber?: string;
  totals?: { collected?: number; utilized?: number };
  loanPartners?: string[];
}

const INVESTMENT_LEVELS = ['very high', 'high', 'medium', 'low'] as const;

/**
 * The stored AI insights (location score 0–10, investment potential, price growth %), each field
 * only when stored and well-formed: the comparison shows 'N/A' for a missing one, never a guess.
 */
export function aiInsightsOf(value: unknown) {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const score = num(v.locationScore);
  const level = str(v.investmentPotential)?.toLowerCase() ?? null;
  const out = {
    locationScore: score !== null && score >= 0 && score <= 10 ? score : null,
    investmentPotential: INVESTMENT_LEVELS.find((l) => l === level) ?? null,
    priceGrowth: num(v.priceGrowth),
  };
  return out.locationScore === null && out.investmentPotential === null && out.priceGrowth === null
    ? null
    : out;
}

/** Card plus score breakdown, RERA, escrow view (masked), market stats, amenities, tower progress. */
export function projectSummary(doc: Doc) {
  const escrow = doc.escrow as StoredEscrow | undefined;
  const collected = num(escrow?.totals?.collected) ?? 0;
  const utilized = num(escrow?.totals?.utilized) ?? 0;
  const towers = ((doc.construction as { towers?: { progressPct: number }[] } | undefined)?.towers ?? []) as {
    progressPct: number;
  }[];
  return {
    ...projectCard(doc),
    scoreBreakdown: (doc.scoreBreakdown as Record<string, number> | undefined) ?? {},
    rera:
      ((doc.legal as { rera?: unknown } | undefined)?.rera as Record<string, unknown> | undefined) ?? null,
    escrow: escrow
      ? {
          bank: escrow.bankName ?? null,
          ifsc: escrow.ifsc ?? null,
          maskedAccount: maskAccount(escrow.accountNumber),
          // Spec part 2 §5: non-finite counts as 0; left = max(0, collected − utilized).
          utilization: {
            withdrawn: utilized,
            balance: Math.max(0, collected - utilized),
            percent: collected > 0 ? Math.min(100, Math.round((utilized / collected) * 100)) : 0,
          },
          loanPartners: escrow.loanPartners ?? [],
        }
      : null,
    stats: (doc.stats as Record<string, number> | undefined) ?? null,
    amenities: Array.isArray(doc.amenities) ? (doc.amenities as string[]) : [],
    aiInsights: aiInsightsOf(doc.aiInsights),
    progressPct: towers.length
      ? Math.round(towers.reduce((s, t) => s + (num(t.progressPct) ?? 0), 0) / towers.length)
      : 0,
  };
}
