/**
 * What a project or listing card shows, derived from the API's loosely shaped documents (spec part 2
 * §3 lists several spellings per field). Pure, so every card reads data the same way.
 */
import { listingCardPhoto, projectCardPhoto } from '@propai/api/domain/discovery/card-photo';
import { formatArea, formatPrice } from './format';

type Doc = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Doc => (typeof v === 'object' && v !== null ? (v as Doc) : {});

export interface ProjectCardView {
  id: string;
  href: string;
  name: string;
  developer: string;
  place: string;
  image: string;
  /** '₹1.2 Cr – ₹2.4 Cr', '₹95.0 L onwards' or 'Price on request'. */
  priceText: string;
  /** Lowest known price in rupees, for sorting checks; null when unknown. */
  minPrice: number | null;
  configText: string;
  areaText: string;
  status: string;
  possession: string;
  verified: boolean;
  featured: boolean;
  /** 0–10, or null: the badge is shown only for a number (DECISIONS.md: never invent a score). */
  score: number | null;
  /** The API document, for "Add to compare" (its snapshot is built on the first tap). */
  source: Doc;
}

function possessionText(value: unknown): string {
  if (typeof value === 'string') return value;
  const p = obj(value);
  if (p.quarter && p.year) return `${str(p.quarter)} ${str(p.year)}`;
  return str(p.year);
}

/** The card model of a project document (ProjectCard of the projects API). */
export function toProjectCard(doc: Doc): ProjectCardView {
  const id = str(doc._id) || str(doc.id) || str(doc.projectId);
  const slug = str(doc.slug);
  const range = obj(doc.priceRange ?? obj(doc.pricing).priceRange);
  const min = num(range.min) ?? num(doc.startingPrice) ?? num(obj(doc.pricing).startingPrice);
  const max = num(range.max);
  const priceText =
    min && max && max > min
      ? `${formatPrice(min)} – ${formatPrice(max)}`
      : min
        ? `${formatPrice(min)} onwards`
        : 'Price on request';
  const bhk = Array.isArray(doc.bhk) ? doc.bhk.filter((b): b is number => typeof b === 'number') : [];
  const configs = Array.isArray(doc.configurations) ? doc.configurations.map(str).filter(Boolean) : [];
  const configText = configs.length ? configs.join(', ') : bhk.length ? `${bhk.join(', ')} BHK` : '';
  const area = obj(doc.areaRangeSqft);
  const areaMin = num(area.min);
  const areaMax = num(area.max);
  const areaText =
    areaMin && areaMax && areaMax > areaMin
      ? `${formatArea(areaMin).replace(' sq.ft', '')} – ${formatArea(areaMax)}`
      : formatArea(areaMin ?? areaMax);
  const location = obj(doc.location);
  const place = [str(doc.locality) || str(location.locality), str(doc.city) || str(location.city)]
    .filter(Boolean)
    .join(', ');
  const developer = typeof doc.developer === 'object' ? str(obj(doc.developer).name) : str(doc.developer);
  const score = num(doc.score);
  return {
    id,
    href: `/projects/${encodeURIComponent(slug || id)}`,
    name: str(doc.name) || str(doc.projectName) || str(doc.title) || 'Untitled project',
    developer,
    place,
    image: projectCardPhoto(doc),
    priceText,
    minPrice: min,
    configText,
    areaText,
    status: str(doc.status) || 'Under Construction',
    possession: possessionText(doc.possession) || 'TBD',
    verified: doc.verified === true || doc.isVerified === true,
    featured: doc.featured === true,
    score: score != null && score >= 0 && score <= 10 ? score : null,
    source: doc,
  };
}

export interface ListingCardView {
  id: string;
  href: string;
  title: string;
  image: string;
  priceText: string;
  priceValue: number | null;
  facts: string[];
  place: string;
  /** Owner / Builder / Agent / Seller (spec §9). */
  seller: string;
  verified: boolean;
  /** The API document, for "Add to compare". */
  source: Doc;
}

const SELLER_LABELS: Record<string, string> = { owner: 'Owner', builder: 'Builder', agent: 'Agent' };

/** A PG's sharing as people say it (the stored values are '1', '2', '3', '4+'). */
const SHARING_LABELS: Record<string, string> = {
  '1': 'Private room',
  '2': 'Double sharing',
  '3': 'Triple sharing',
  '4+': '4+ sharing',
};

const COMMERCIAL_LABELS: Record<string, string> = { mall_shop: 'Mall shop', coworking: 'Co-working' };
function commercialLabel(sub: string): string {
  return COMMERCIAL_LABELS[sub] ?? (sub ? sub.charAt(0).toUpperCase() + sub.slice(1) : '');
}

export function sellerLabel(kind: unknown): string {
  return SELLER_LABELS[str(kind).toLowerCase()] ?? 'Seller';
}

/** True if verified/isVerified is truthy (true, 1, '1', 'true') or status is 'verified' (spec §4). */
export function isVerified(doc: Doc): boolean {
  const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
  return truthy(doc.verified) || truthy(doc.isVerified) || doc.status === 'verified';
}

/** The card model of a listing, a marketplace browse item or a user property. */
export function toListingCard(doc: Doc): ListingCardView {
  const id = str(doc.id) || str(doc._id);
  const slug = str(doc.slug);
  const monthly = num(doc.pricePerMonth);
  const price = num(doc.priceValue) ?? num(doc.price) ?? num(doc.priceMin) ?? monthly;
  const isRent = monthly != null || ['rent', 'pg'].includes(str(doc.kind || doc.category));
  const priceText =
    str(doc.priceDisplay) || (price ? `${formatPrice(price)}${isRent ? '/month' : ''}` : 'Price on request');
  const bhk = num(doc.bhk) ?? num(doc.bedrooms);
  const areaSqft = num(doc.areaSqft) ?? num(doc.area);
  const pg = obj(doc.pgMeta);
  const facts = [
    bhk ? `${bhk} BHK` : '',
    formatArea(areaSqft),
    // PG and commercial listings store their kind as the property type ('pg'): not a label.
    ['pg', 'commercial'].includes(str(doc.propertyType).toLowerCase()) ? '' : str(doc.propertyType),
    pg.sharing ? (SHARING_LABELS[str(pg.sharing)] ?? `${str(pg.sharing)} sharing`) : '',
    commercialLabel(str(doc.commercialSubType)),
  ].filter(Boolean);
  return {
    id,
    href:
      str(doc.url) ||
      (slug ? `/listing/${encodeURIComponent(slug)}` : `/user-property/${encodeURIComponent(id)}`),
    title: str(doc.title) || str(doc.projectName) || 'Untitled listing',
    image: listingCardPhoto(doc),
    priceText,
    priceValue: price,
    facts,
    place: [str(doc.locality) || str(doc.sector), str(doc.city)].filter(Boolean).join(', '),
    seller: sellerLabel(doc.sellerType ?? doc.userType),
    verified: isVerified(doc),
    source: doc,
  };
}
