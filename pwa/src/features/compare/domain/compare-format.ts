/**
 * How the comparison writes its numbers (spec part 1 §9): crore with one decimal in the overlay and
 * two in the tray, lakh, Indian grouping below; area in sqft; price per sqft in whole rupees.
 * A value the property does not have is 'N/A', never a guess.
 */
import { formatIndianNumber, formatPrice } from '../../../lib/format';
import type { CompareProperty } from '../../../lib/compare-item';

export const NA = 'N/A';

type Priced = Pick<CompareProperty, 'price' | 'monthly'>;

function price(p: Priced, decimals: number): string {
  if (p.price == null || p.price <= 0) return NA;
  return `${formatPrice(p.price, decimals)}${p.monthly ? '/month' : ''}`;
}

/** @example overlayPrice({ price: 12_500_000, monthly: false }) === '₹1.3 Cr' */
export const overlayPrice = (p: Priced) => price(p, 1);

/** @example trayPrice({ price: 12_500_000, monthly: false }) === '₹1.25 Cr' */
export const trayPrice = (p: Priced) => price(p, 2);

/** @example areaText(1250) === '1,250 sqft' */
export function areaText(area: number | null): string {
  return area != null && area > 0 ? `${formatIndianNumber(Math.round(area))} sqft` : NA;
}

/** Price ÷ area, whole rupees; only when both exist (spec: 'only when area exists, else N/A'). */
export function pricePerSqftText(p: Pick<CompareProperty, 'price' | 'area' | 'monthly'>): string {
  if (p.area == null || p.area <= 0 || p.price == null || p.price <= 0) return NA;
  return `₹${formatIndianNumber(Math.round(p.price / p.area))}/sqft${p.monthly ? '/month' : ''}`;
}

/** '3 BHK, 2 Bath' only when both counts exist. */
export function configurationText(p: Pick<CompareProperty, 'bedrooms' | 'bathrooms'>): string {
  return p.bedrooms != null && p.bathrooms != null ? `${p.bedrooms} BHK, ${p.bathrooms} Bath` : NA;
}

export function locationScoreText(score: number | null | undefined): string {
  return score == null ? NA : `${score.toFixed(1)}/10`;
}

/** Why Investment Potential and Price Growth Forecast are N/A for every property. */
export const UNSOURCED_AI_NOTE =
  'Investment Potential and Price Growth Forecast: N/A. No sourced figure exists: PropAI holds no price history or forecast method for these properties, and a number without a source is not shown.';

/** '1 property selected' / '3 properties selected'. */
export function selectedText(n: number): string {
  return `${n} ${n === 1 ? 'property' : 'properties'} selected`;
}
