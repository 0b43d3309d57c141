/**
 * Home or plot for sale or rent (the "user property" of spec part 2 §3), posted through the
 * /sell/post wizard and POST /api/user-properties. Pure TypeScript, shared by PWA and API.
 *
 * The spec gives no messages for this form: the contact, place, photo and RERA checks reuse part 3
 * §5's texts; the rest are written here. Category follows the listing: Plot → 'plot', else
 * Sell → 'sale', Rent → 'rent' (the discovery pages read these categories).
 */
import {
  AREA_UNITS,
  USER_TYPES,
  checkChoice,
  checkContact,
  checkNumbers,
  checkPhotos,
  checkPlace,
  checkRera,
  checkText,
  isBlank,
  isPositive,
} from './common-rules';
import type { FieldError } from './field-error';
import type { z } from '@hono/zod-openapi';
import type { SaleBody } from './posting-schemas';
import { formatIndianNumber } from '../format/display';

export const HOME_TYPES = ['Apartment', 'Builder Floor', 'Independent House', 'Villa', 'Penthouse'] as const;
export const SALE_PROPERTY_TYPES = [...HOME_TYPES, 'Plot'] as const;
export type SalePropertyType = (typeof SALE_PROPERTY_TYPES)[number];
export const SALE_FURNISHING = ['furnished', 'semifurnished', 'unfurnished'] as const;
export const SALE_OWNERSHIP = ['Freehold', 'Leasehold', 'Co-operative Society', 'Power of Attorney'] as const;
export const SALE_FACING = [
  'East',
  'West',
  'North',
  'South',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;
export const SALE_PROPERTY_AGE = ['0-1 years', '1-5 years', '5-10 years', '10+ years'] as const;
/** The spec gives no photo limits for homes: the same 1–15 as commercial listings. */
export const SALE_PHOTOS_MIN = 1;
export const SALE_PHOTOS_MAX = 15;
export const BHK_MAX = 10;

export const SALE_MESSAGES = {
  propertyType: 'Choose a property type.',
  listingType: 'Choose Sell or Rent.',
  bhk: 'Choose the number of bedrooms (BHK).',
  area: 'Enter property area.',
  salePrice: 'Enter sale price.',
  monthlyRent: 'Enter monthly rent.',
  mapUrl: 'Enter a map link starting with https://.',
} as const;

/** A home or plot body as POST /api/user-properties reads it: the type of its zod schema. */
export type SalePayload = z.infer<typeof SaleBody>;

export function defaultSalePayload(): SalePayload {
  return {
    title: '',
    description: '',
    listingType: 'Sell',
    propertyType: 'Apartment',
    city: '',
    locality: '',
    address: '',
    userType: 'owner',
    areaUnit: 'sq ft',
    highlights: [],
    amenities: [],
    photos: [],
    contactName: '',
    contactPhone: '',
    contactEmail: '',
  };
}

export function saleCategory(p: Pick<SalePayload, 'propertyType' | 'listingType'>): 'sale' | 'rent' | 'plot' {
  if (p.propertyType === 'Plot') return 'plot';
  return p.listingType === 'Rent' ? 'rent' : 'sale';
}

/** '3 BHK Apartment for Sale in Sector 45, Gurgaon' / '200 sq yd Residential Plot for Sale in …'. */
export function buildSaleTitle(p: SalePayload): string {
  const deal = p.listingType === 'Rent' ? 'Rent' : 'Sale';
  const what =
    p.propertyType === 'Plot'
      ? [
          isPositive(p.area) ? `${formatIndianNumber(p.area as number)} ${p.areaUnit ?? 'sq ft'}` : '',
          'Residential Plot',
        ]
          .filter(Boolean)
          .join(' ')
      : [isPositive(p.bhk) ? `${String(p.bhk)} BHK` : '', p.propertyType ?? 'Home'].filter(Boolean).join(' ');
  const place = [p.locality?.trim(), p.city?.trim()].filter(Boolean).join(', ');
  return `${what} for ${deal}${place ? ` in ${place}` : ''}`;
}

/**
 * @example validateSale({ ...defaultSalePayload(), listingType: 'Rent' })
 *   // includes { field: 'pricePerMonth', message: 'Enter monthly rent.' }
 */
export function validateSale(p: SalePayload): FieldError[] {
  const out: FieldError[] = [];
  const M = SALE_MESSAGES;
  checkContact(p, out);
  checkPlace(p.city, p.locality, 'locality', out);
  checkChoice(p.userType, USER_TYPES, 'userType', out);
  checkRera(p.userType, p.reraId, out);
  if (isBlank(p.propertyType) || !(SALE_PROPERTY_TYPES as readonly string[]).includes(String(p.propertyType)))
    out.push({ field: 'propertyType', message: M.propertyType });
  if (p.listingType !== 'Sell' && p.listingType !== 'Rent')
    out.push({ field: 'listingType', message: M.listingType });
  const home = p.propertyType !== 'Plot';
  if (home && (!isPositive(p.bhk) || (p.bhk as number) > BHK_MAX || !Number.isInteger(p.bhk)))
    out.push({ field: 'bhk', message: M.bhk });
  if (!isPositive(p.area) && !isPositive(p.areaSqft)) out.push({ field: 'area', message: M.area });
  if (p.listingType === 'Sell' && !isPositive(p.price)) out.push({ field: 'price', message: M.salePrice });
  if (p.listingType === 'Rent' && !isPositive(p.pricePerMonth))
    out.push({ field: 'pricePerMonth', message: M.monthlyRent });
  checkChoice(p.areaUnit, AREA_UNITS, 'areaUnit', out);
  checkChoice(p.furnishing, SALE_FURNISHING, 'furnishing', out);
  checkNumbers(
    p,
    ['securityDeposit', 'builtUpArea', 'carpetArea', 'bathrooms', 'floorNo', 'totalFloors'],
    '',
    out,
  );
  if (!isBlank(p.mapUrl) && !/^https?:\/\/\S+$/.test(String(p.mapUrl)))
    out.push({ field: 'mapUrl', message: M.mapUrl });
  checkPhotos(p.photos, SALE_PHOTOS_MAX, out);
  checkText(p.title, p.description, out);
  return out;
}
