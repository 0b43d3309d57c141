/**
 * The comparison's view of a property (spec part 1 §3 "Comparison property"), built from whatever
 * the API gave a card or a detail page. Stored as the tray's snapshot, so the tray and the overlay
 * render offline. Pure: no Dexie, no React, so cards can use it without growing the first paint.
 * Missing data stays null (shown as 'N/A'); nothing is estimated.
 */

type Doc = Record<string, unknown>;

export type CompareKind = 'project' | 'listing';
export type InvestmentLevel = 'very high' | 'high' | 'medium' | 'low';

export interface CompareAiInsights {
  /** 0–10. */
  locationScore: number | null;
  investmentPotential: InvestmentLevel | null;
  /** Percent. */
  priceGrowth: number | null;
}

export interface CompareProperty {
  /** 'project:<id>' or 'listing:<id>': the tray/shortlist key and the share-link token. */
  key: string;
  kind: CompareKind;
  /** The id the API answers to. */
  refId: string;
  title: string;
  location: string;
  image: string | null;
  /** Rupees; for a project its starting price. */
  price: number | null;
  /** True for rent/PG prices (per month). */
  monthly: boolean;
  /** Square feet; for a project its smallest unit. */
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  featured: boolean;
  verified: boolean;
  href: string;
  aiInsights: CompareAiInsights | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pos = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n > 0 ? n : null;
};
const obj = (v: unknown): Doc => (typeof v === 'object' && v !== null ? (v as Doc) : {});
const firstString = (v: unknown): string =>
  Array.isArray(v) ? (v.find((x): x is string => typeof x === 'string' && x !== '') ?? '') : str(v);
const place = (...parts: unknown[]) => [...new Set(parts.map(str).filter(Boolean))].join(', ');

export const compareKey = (kind: CompareKind, id: string) => `${kind}:${id}`;

const LEVELS: InvestmentLevel[] = ['very high', 'high', 'medium', 'low'];

/** The stored AI insights, field by field; null when none of them is there. */
export function readAiInsights(value: unknown): CompareAiInsights | null {
  const v = obj(value);
  const score = num(v.locationScore);
  const level = str(v.investmentPotential).toLowerCase();
  const out: CompareAiInsights = {
    locationScore: score !== null && score >= 0 && score <= 10 ? score : null,
    investmentPotential: LEVELS.find((l) => l === level) ?? null,
    priceGrowth: num(v.priceGrowth),
  };
  return out.locationScore === null && out.investmentPotential === null && out.priceGrowth === null
    ? null
    : out;
}

/** From a project card, bulk summary or detail answer. */
export function projectToCompare(doc: Doc): CompareProperty {
  const id = str(doc.id) || str(doc._id);
  const slug = str(doc.slug);
  const range = obj(doc.priceRange ?? obj(doc.pricing).priceRange);
  const bhk = Array.isArray(doc.bhk)
    ? doc.bhk.filter((b): b is number => typeof b === 'number' && b > 0)
    : [];
  const location = obj(doc.location);
  return {
    key: compareKey('project', id),
    kind: 'project',
    refId: id,
    title: str(doc.name) || str(doc.title) || 'Untitled project',
    location: place(doc.sector, doc.locality || location.locality, doc.city || location.city),
    image: str(doc.coverImage) || firstString(doc.images) || null,
    price: pos(doc.startingPrice) ?? pos(range.min) ?? pos(obj(doc.pricing).startingPrice),
    monthly: false,
    area: pos(obj(doc.areaRangeSqft).min),
    bedrooms: bhk.length ? Math.min(...bhk) : null,
    // Projects store no bathroom count: the Configuration row says N/A rather than guess one.
    bathrooms: null,
    featured: doc.featured === true,
    verified: doc.verified === true,
    href: `/projects/${encodeURIComponent(slug || id)}`,
    aiInsights: readAiInsights(doc.aiInsights),
  };
}

/** From a listing card, browse item or listing detail answer. */
export function listingToCompare(doc: Doc): CompareProperty {
  const id = str(doc.id) || str(doc._id);
  const slug = str(doc.slug);
  const monthlyPrice = pos(doc.pricePerMonth);
  const price = pos(doc.price) ?? pos(doc.priceValue) ?? monthlyPrice;
  const unit = str(doc.areaUnit).toLowerCase();
  const area = pos(doc.areaSqft) ?? (unit === '' || unit === 'sqft' ? pos(doc.area) : null);
  const category = str(doc.category || doc.kind);
  return {
    key: compareKey('listing', id),
    kind: 'listing',
    refId: id,
    title: str(doc.title) || 'Untitled listing',
    location: place(doc.locality || doc.sector, doc.city),
    image: firstString(doc.photos) || firstString(doc.images) || str(doc.image) || null,
    price,
    monthly: (price !== null && price === monthlyPrice) || category === 'rent' || category === 'pg',
    area,
    bedrooms: pos(doc.bhk) ?? pos(doc.bedrooms),
    bathrooms: pos(doc.bathrooms),
    featured: doc.featured === true,
    verified: doc.verified === true || doc.isVerified === true || doc.status === 'verified',
    href:
      str(doc.url) ||
      (slug ? `/listing/${encodeURIComponent(slug)}` : `/user-property/${encodeURIComponent(id)}`),
    aiInsights: readAiInsights(doc.aiInsights),
  };
}

/** Reads a stored snapshot back; null when it is not one of ours (older or corrupt data). */
export function asCompareProperty(value: unknown): CompareProperty | null {
  const v = obj(value);
  if (typeof v.key !== 'string' || (v.kind !== 'project' && v.kind !== 'listing')) return null;
  return value as CompareProperty;
}
