/**
 * The valuation form's state and its two addresses: the page's own URL (so a valuation can be
 * shared, and Back returns to it) and the API query. The checks are the API's (same messages,
 * domain/valuation/valuation-input.ts), run before asking so a phone user sees them under the field.
 */
import { prefillPath, type Prefill } from '@propai/api/domain/posting/prefill';
import {
  AREA_SQFT_MAX,
  AREA_SQFT_MIN,
  VALUATION_AGES,
  VALUATION_AREA_UNITS,
  VALUATION_CITIES,
  VALUATION_MESSAGES as M,
  VALUATION_TYPES,
  areaInSqft,
  hasBedrooms,
  type ValuationAge,
  type ValuationAreaUnit,
  type ValuationCity,
  type ValuationType,
} from '@propai/api/domain/valuation/valuation-input';

export interface ValuationForm {
  city: ValuationCity | '';
  locality: string;
  propertyType: ValuationType;
  bhk: number | null;
  area: string;
  areaUnit: ValuationAreaUnit;
  floor: number | null;
  age: ValuationAge | null;
}

export type FormErrors = Partial<Record<keyof ValuationForm, string>>;

export const emptyForm = (): ValuationForm => ({
  city: '',
  locality: '',
  propertyType: 'Apartment',
  bhk: null,
  area: '',
  areaUnit: 'sq ft',
  floor: null,
  age: null,
});

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);
const whole = (v: string | null, min: number, max: number) => {
  const n = v !== null && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The form as the page's URL holds it (unknown or malformed values fall back to blank). */
export function formFromParams(params: URLSearchParams): ValuationForm {
  const base = emptyForm();
  return {
    city: oneOf(VALUATION_CITIES, params.get('city')) ?? '',
    locality: (params.get('locality') ?? '').slice(0, 100),
    propertyType: oneOf(VALUATION_TYPES, params.get('propertyType')) ?? base.propertyType,
    bhk: whole(params.get('bhk'), 1, 10),
    area: /^\d+(\.\d+)?$/.test(params.get('area') ?? '') ? params.get('area')! : '',
    areaUnit: oneOf(VALUATION_AREA_UNITS, params.get('areaUnit')) ?? base.areaUnit,
    floor: whole(params.get('floor'), 0, 200),
    age: oneOf(VALUATION_AGES, params.get('age')) ?? null,
  };
}

/** The query both the page's URL and GET /api/valuation/estimate take. */
export function formQuery(f: ValuationForm): Record<string, string> {
  const q: Record<string, string> = {
    city: f.city,
    locality: f.locality.trim(),
    propertyType: f.propertyType,
    area: f.area.trim(),
    areaUnit: f.areaUnit,
  };
  if (hasBedrooms(f.propertyType) && f.bhk !== null) q.bhk = String(f.bhk);
  if (f.floor !== null) q.floor = String(f.floor);
  if (f.age) q.age = f.age;
  return q;
}

/** The server's checks, in its words; empty when the form can be sent. */
export function checkForm(f: ValuationForm): FormErrors {
  const errors: FormErrors = {};
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

/** Whether the URL describes a complete valuation (then the page shows its result). */
export const isComplete = (f: ValuationForm) => Object.keys(checkForm(f)).length === 0;

/**
 * "Post it for sale / for rent": the posting form with the valuation's answers and the estimate's
 * middle figure as the asking price (the owner changes it there). The form has no acres: an area
 * in acres goes over in sq ft.
 */
export function postingLink(f: ValuationForm, deal: 'sale' | 'rent', amount: number | null): string {
  const acres = f.areaUnit === 'acre';
  const values: Prefill = {
    listingType: deal === 'sale' ? 'Sell' : 'Rent',
    propertyType: f.propertyType,
    city: f.city,
    locality: f.locality.trim(),
    area: acres ? areaInSqft(Number(f.area), 'acre') : Number(f.area),
    areaUnit: acres ? 'sq ft' : f.areaUnit,
  };
  if (hasBedrooms(f.propertyType) && f.bhk !== null) values.bhk = f.bhk;
  if (f.floor !== null) values.floorNo = f.floor;
  if (f.age) values.propertyAge = f.age;
  if (amount !== null) values[deal === 'sale' ? 'price' : 'pricePerMonth'] = amount;
  return prefillPath('/sell/post', values);
}
