/**
 * What an owner tells the valuation (GET /api/valuation/estimate, the /valuation form): the same
 * vocabulary as the posting form, so a valuation can become a listing draft without translation.
 * Property types and ages are the home/plot form's (posting/sale-rules.ts); area units are the
 * spec's (part 2 §9): sq ft, sq m, sq yd and acre.
 */
import { toSqft } from '../posting/common-rules';
import { POSTING_CITIES } from '../posting/common-rules';
import { BHK_MAX, SALE_PROPERTY_AGE, SALE_PROPERTY_TYPES } from '../posting/sale-rules';
// Not toLocaleString('en-IN') at module scope: it loads ICU's locale data on every page (issue 21).
import { formatIndianNumber } from '../format/display';

export const VALUATION_TYPES = SALE_PROPERTY_TYPES;
export type ValuationType = (typeof VALUATION_TYPES)[number];
export const VALUATION_AGES = SALE_PROPERTY_AGE;
export type ValuationAge = (typeof VALUATION_AGES)[number];
export const VALUATION_CITIES = POSTING_CITIES;
export type ValuationCity = (typeof VALUATION_CITIES)[number];
/** The posting form's three units plus the acre the spec also converts (farm land, big plots). */
export const VALUATION_AREA_UNITS = ['sq ft', 'sq m', 'sq yd', 'acre'] as const;
export type ValuationAreaUnit = (typeof VALUATION_AREA_UNITS)[number];
export const VALUATION_BHK_MAX = BHK_MAX;

/** Spec part 2 §9: 1 acre = 4046.86 sq m; 1 sq m = 10.7639 sq ft. */
export const SQM_PER_ACRE = 4046.86;
/** Areas outside this band are typing mistakes, not homes (a 50 sq ft flat, a 500-acre plot). */
export const AREA_SQFT_MIN = 100;
export const AREA_SQFT_MAX = 5_000_000;

export const VALUATION_MESSAGES = {
  city: 'Choose a city in Delhi NCR.',
  locality: 'Enter the locality, e.g. Sector 45.',
  propertyType: 'Choose a property type.',
  bhk: `Choose the number of bedrooms (1 to ${BHK_MAX}).`,
  area: 'Enter the area as a number above 0.',
  areaRange: `Enter an area between ${AREA_SQFT_MIN} sq ft and ${formatIndianNumber(AREA_SQFT_MAX)} sq ft.`,
  areaUnit: 'Choose sq ft, sq m, sq yd or acre.',
  floor: 'Enter the floor as a whole number from 0 (ground) to 200.',
  age: 'Choose the age of the property.',
} as const;

/**
 * Square feet from an area in any of the units, whole sq ft (the posting form's `toSqft` for the
 * three it knows; acres through square metres).
 * @example areaInSqft(1, 'acre') // 43560
 */
export function areaInSqft(area: number, unit: ValuationAreaUnit): number {
  if (unit === 'acre') return toSqft(area * SQM_PER_ACRE, 'sq m');
  return toSqft(area, unit);
}

/** A valuation's subject once checked: place, type, size in sq ft, and what does not move the estimate. */
export interface ValuationSubject {
  city: string;
  locality: string;
  propertyType: ValuationType;
  /** Absent for plots. */
  bhk?: number;
  areaSqft: number;
  /** Recorded and shown beside each comparable's; not used to pick or weigh them (see method). */
  floor?: number;
  age?: ValuationAge;
}

/** Plots have no bedrooms: the BHK question is skipped and any value ignored. */
export const hasBedrooms = (type: ValuationType): boolean => type !== 'Plot';
