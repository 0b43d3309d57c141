/**
 * Price insights ("AI means computed with a stated method", DECISIONS.md): this listing's ₹ per
 * sq ft against the median of comparable live listings — same category (and listing type), city
 * and locality, area within ±30 % of this one's, the listing itself excluded. Rentals compare
 * monthly rent per sq ft, sales the price per sq ft. Shown only with at least 5 comparables; with
 * fewer, or without an area or a price, `available: false` and no figure (never an invented one).
 */
import { groupIndian } from '../format/display';

export const MIN_COMPARABLES = 5;
export const AREA_TOLERANCE = 0.3;

export interface PriceInsights {
  available: boolean;
  comparables: number;
  listingPerSqft: number | null;
  medianPerSqft: number | null;
  differencePct: number | null;
  method: string;
}

/** The middle value (mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}

/** The comparable area band: ±30 % around the listing's area, whole sq ft. */
export function areaBand(areaSqft: number): { min: number; max: number } {
  return {
    min: Math.round(areaSqft * (1 - AREA_TOLERANCE)),
    max: Math.round(areaSqft * (1 + AREA_TOLERANCE)),
  };
}

const fin = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

export interface PricedListing {
  readonly [field: string]: unknown;
  category?: unknown;
  listingType?: unknown;
  price?: unknown;
  pricePerMonth?: unknown;
  areaSqft?: unknown;
}

const rental = (l: PricedListing) => l.category === 'rent' || l.category === 'pg' || l.listingType === 'Rent';

/** ₹ per sq ft of one listing (monthly rent for rentals), or null without both numbers. */
export function perSqft(l: PricedListing): number | null {
  const area = fin(l.areaSqft);
  const amount = rental(l) ? (fin(l.pricePerMonth) ?? fin(l.price)) : fin(l.price);
  return area && amount ? amount / area : null;
}

const fmt = (n: number) => groupIndian(Math.round(n));
/** ₹/sq ft shown to two decimals below ₹100 (rents), whole rupees above. */
const rupees = (n: number) => Math.round(n * (n < 100 ? 100 : 1)) / (n < 100 ? 100 : 1);

/**
 * @example priceInsights({ category: 'rent', pricePerMonth: 30000, areaSqft: 1000 }, comps, 'Sector 45, Gurgaon')
 *   // → { available: true, comparables: 7, listingPerSqft: 30, medianPerSqft: 27.5, differencePct: 9.1,
 *   //     method: 'Median ₹/sq ft of 7 live rent listings in Sector 45, Gurgaon of 700–1,300 sq ft' }
 */
export function priceInsights(
  listing: PricedListing,
  comparables: readonly PricedListing[],
  place: string,
): PriceInsights {
  const own = perSqft(listing);
  const area = fin(listing.areaSqft);
  const kind = `${rental(listing) ? 'rent' : 'sale'}${listing.category === 'pg' ? ' PG' : listing.category === 'commercial' ? ' commercial' : listing.category === 'plot' ? ' plot' : ''}`;
  const measure = rental(listing) ? 'monthly rent' : 'price';
  if (own === null || area === undefined) {
    return {
      available: false,
      comparables: 0,
      listingPerSqft: null,
      medianPerSqft: null,
      differencePct: null,
      method: `Needs this listing's ${measure} and area in sq ft; not given.`,
    };
  }
  const band = areaBand(area);
  const values = comparables.map(perSqft).filter((v): v is number => v !== null);
  const scope = `live ${kind} listings in ${place} of ${fmt(band.min)}–${fmt(band.max)} sq ft`;
  if (values.length < MIN_COMPARABLES) {
    return {
      available: false,
      comparables: values.length,
      listingPerSqft: rupees(own),
      medianPerSqft: null,
      differencePct: null,
      method: `Needs at least ${MIN_COMPARABLES} ${scope}; found ${values.length}.`,
    };
  }
  const med = median(values)!;
  return {
    available: true,
    comparables: values.length,
    listingPerSqft: rupees(own),
    medianPerSqft: rupees(med),
    differencePct: Math.round(((own - med) / med) * 1000) / 10,
    method: `Median ₹/sq ft (${measure}) of ${values.length} ${scope}`,
  };
}
