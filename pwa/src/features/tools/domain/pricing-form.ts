/**
 * The pricing tool's answers: the home (the valuation's vocabulary and checks, so the same subject
 * means the same comparables) and the asking price or rent. Kept on the device between visits
 * (use-remembered.ts); only the home goes to the API, never the price (price-position.ts places it).
 */
import { prefillPath, type Prefill } from '@propai/api/domain/posting/prefill';
import {
  AREA_SQFT_MAX,
  AREA_SQFT_MIN,
  VALUATION_AREA_UNITS,
  VALUATION_BHK_MAX,
  VALUATION_CITIES,
  VALUATION_MESSAGES as M,
  VALUATION_TYPES,
  areaInSqft,
  hasBedrooms,
  type ValuationAreaUnit,
  type ValuationCity,
  type ValuationType,
} from '@propai/api/domain/valuation/valuation-input';
import { clampTo, type FieldSpec } from './tool-inputs';

export type PricingDeal = 'sale' | 'rent';

export interface PricingForm {
  deal: PricingDeal;
  city: ValuationCity | '';
  locality: string;
  propertyType: ValuationType;
  bhk: number | null;
  /** As typed, so '1200.' stays while typing. */
  area: string;
  areaUnit: ValuationAreaUnit;
  /** The asking price (sale) in rupees. */
  price: number;
  /** The asking rent a month (rent) in rupees. */
  rent: number;
}

export type PricingErrors = Partial<Record<'city' | 'locality' | 'bhk' | 'area', string>>;

export const PRICE_SPEC: FieldSpec = {
  label: 'Your asking price',
  kind: 'rupees',
  min: 500_000,
  max: 500_000_000,
  step: 100_000,
};
export const RENT_SPEC: FieldSpec = {
  label: 'Your asking rent a month',
  kind: 'rupees',
  min: 2_000,
  max: 1_000_000,
  step: 500,
};

/** Starting points only: the seller sets their own figure before any comparison is shown. */
export const blankPricing = (): PricingForm => ({
  deal: 'sale',
  city: '',
  locality: '',
  propertyType: 'Apartment',
  bhk: null,
  area: '',
  areaUnit: 'sq ft',
  price: 10_000_000,
  rent: 30_000,
});

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  values.find((x) => x === v);
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A stored record as the form (anything malformed falls back to blank). */
export function readPricing(stored: Record<string, unknown>): PricingForm {
  const base = blankPricing();
  const bhk = finite(stored.bhk);
  const price = finite(stored.price);
  const rent = finite(stored.rent);
  const area = typeof stored.area === 'string' && /^\d*\.?\d*$/.test(stored.area) ? stored.area : '';
  return {
    deal: stored.deal === 'rent' ? 'rent' : 'sale',
    city: oneOf(VALUATION_CITIES, stored.city) ?? '',
    locality: typeof stored.locality === 'string' ? stored.locality.slice(0, 100) : '',
    propertyType: oneOf(VALUATION_TYPES, stored.propertyType) ?? base.propertyType,
    bhk: bhk !== null && Number.isInteger(bhk) && bhk >= 1 && bhk <= VALUATION_BHK_MAX ? bhk : null,
    area: area.slice(0, 12),
    areaUnit: oneOf(VALUATION_AREA_UNITS, stored.areaUnit) ?? base.areaUnit,
    price: price === null ? base.price : clampTo(PRICE_SPEC, price),
    rent: rent === null ? base.rent : clampTo(RENT_SPEC, rent),
  };
}

/** Plots are priced for sale only (the API refuses a plot's rent). */
export const dealOf = (f: PricingForm): PricingDeal => (f.propertyType === 'Plot' ? 'sale' : f.deal);

/** The valuation's checks, in its words; empty when the home can be compared. */
export function checkPricing(f: PricingForm): PricingErrors {
  const errors: PricingErrors = {};
  if (!f.city) errors.city = M.city;
  if (f.locality.trim().length < 2) errors.locality = M.locality;
  if (hasBedrooms(f.propertyType) && f.bhk === null) errors.bhk = M.bhk;
  const area = Number(f.area);
  if (!/^\d+(\.\d+)?$/.test(f.area.trim()) || !(area > 0)) errors.area = M.area;
  else {
    const sqft = areaInSqft(area, f.areaUnit);
    if (sqft < AREA_SQFT_MIN || sqft > AREA_SQFT_MAX) errors.area = M.areaRange;
  }
  return errors;
}

/** The area in whole sq ft as the API counts it, or null while it is not valid. */
export function areaSqftOf(f: PricingForm): number | null {
  if (checkPricing(f).area) return null;
  return areaInSqft(Number(f.area), f.areaUnit);
}

/** GET /api/valuation/price-spread's query, or null while the home is incomplete. */
export function spreadQuery(f: PricingForm): Record<string, string> | null {
  if (Object.keys(checkPricing(f)).length > 0) return null;
  const q: Record<string, string> = {
    city: f.city,
    locality: f.locality.trim(),
    propertyType: f.propertyType,
    area: f.area.trim(),
    areaUnit: f.areaUnit,
    deal: dealOf(f),
  };
  if (hasBedrooms(f.propertyType) && f.bhk !== null) q.bhk = String(f.bhk);
  return q;
}

/** The asking amount of the chosen deal. */
export const askingOf = (f: PricingForm): number => (dealOf(f) === 'sale' ? f.price : f.rent);

/** The valuation page for the same home, which lists the comparables themselves. */
export function valuationLink(f: PricingForm): string {
  const q = spreadQuery(f);
  if (!q) return '/valuation';
  const { deal: _deal, ...rest } = q;
  return `/valuation?${new URLSearchParams(rest).toString()}`;
}

/** The posting form with this home and the asking figure filled in (an area in acres goes as sq ft). */
export function postLink(f: PricingForm): string {
  const deal = dealOf(f);
  const acres = f.areaUnit === 'acre';
  const values: Prefill = {
    listingType: deal === 'sale' ? 'Sell' : 'Rent',
    propertyType: f.propertyType,
    ...(f.city ? { city: f.city } : {}),
    ...(f.locality.trim() ? { locality: f.locality.trim() } : {}),
    [deal === 'sale' ? 'price' : 'pricePerMonth']: askingOf(f),
  };
  const sqft = areaSqftOf(f);
  if (sqft !== null) {
    values.area = acres ? sqft : Number(f.area);
    values.areaUnit = acres ? 'sq ft' : f.areaUnit;
  }
  if (hasBedrooms(f.propertyType) && f.bhk !== null) values.bhk = f.bhk;
  return prefillPath('/sell/post', values);
}
