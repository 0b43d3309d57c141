/**
 * Stored listings and projects → the few fields market insights read, applying the counting rules
 * of insights-rules.ts (which listings are data points, which are on the market now), and the keys
 * that name an area: a city by its alias-normalised key (Gurugram is Gurgaon), a locality by that
 * key and its lower-cased name.
 */
import { inDefaultSearch } from '../listings/freshness';
import { foldText, normalizeCity } from '../search/city-aliases';
import { bhkGroup, HOME_PROPERTY_TYPES } from './insights-rules';

export interface MarketListingRow {
  city: string;
  locality: string;
  category: 'sale' | 'rent';
  bhk: number | null;
  /** Asking price (sale) or monthly rent (rent), ₹. */
  amount: number;
  areaSqft: number;
  listedAt: Date;
  /** In default search now: live, not sold or rented, confirmed recently enough. */
  onMarket: boolean;
}

export interface MarketProjectRow {
  city: string;
  locality: string;
  name: string;
  slug: string;
  status: string;
  bhk: number[];
  possession?: { promised?: unknown; revised?: unknown } | null;
}

/** What the listing query must read (services/insights). */
export const LISTING_FIELDS = [
  'city',
  'locality',
  'category',
  'propertyType',
  'status',
  'bhk',
  'bedrooms',
  'price',
  'pricePerMonth',
  'areaSqft',
  'createdAt',
  'availability',
  'staleAt',
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** A stored listing as a data point, or null when it is not one (insights-rules.ts). */
export function listingRow(doc: Readonly<Record<string, unknown>>, now: Date): MarketListingRow | null {
  if (doc.status !== 'live') return null;
  const category = doc.category;
  if (category !== 'sale' && category !== 'rent') return null;
  if (!HOME_PROPERTY_TYPES.includes(text(doc.propertyType))) return null;
  const amount =
    category === 'rent' ? (positive(doc.pricePerMonth) ?? positive(doc.price)) : positive(doc.price);
  const areaSqft = positive(doc.areaSqft);
  const city = text(doc.city);
  const locality = text(doc.locality);
  if (!amount || !areaSqft || !city || !locality || !(doc.createdAt instanceof Date)) return null;
  return {
    city,
    locality,
    category,
    bhk: bhkGroup(doc.bhk ?? doc.bedrooms),
    amount,
    areaSqft,
    listedAt: doc.createdAt,
    onMarket: inDefaultSearch(doc, now),
  };
}

/** A stored project as insights read it, or null without a place. */
export function projectRow(doc: Readonly<Record<string, unknown>>): MarketProjectRow | null {
  const city = text(doc.city);
  const locality = text(doc.locality);
  if (!city || !locality) return null;
  const bhk = Array.isArray(doc.bhk)
    ? [...new Set(doc.bhk.map(bhkGroup).filter((b): b is number => b !== null))].sort((a, b) => a - b)
    : [];
  const possession =
    doc.possession && typeof doc.possession === 'object'
      ? (doc.possession as MarketProjectRow['possession'])
      : null;
  return {
    city,
    locality,
    name: text(doc.name),
    slug: text(doc.slug),
    status: text(doc.status),
    bhk,
    possession,
  };
}

/** 'c:gurgaon' for a city, 'l:gurgaon|sector 45' for a locality (whatever spelling was typed). */
export function areaKey(city: string, locality?: string | null): string {
  const cityKey = normalizeCity(city);
  const place = foldText(locality ?? '');
  return place ? `l:${cityKey}|${place}` : `c:${cityKey}`;
}
