/**
 * Commercial listing (office, retail, mall shop, coworking, warehouse, land): the payload in spec
 * part 3 §3 field names, its form defaults, the rules of §5 and the auto-built title. Shared by
 * /post-commercial (PWA) and POST /api/commercial-listings (API). Pure TypeScript.
 *
 * Area: office, retail and mall_shop give `area` + `areaUnit` (the server stores `areaSqft`);
 * warehouse gives `commercialMeta.coveredArea`, land `commercialMeta.landArea` (+ its own
 * `areaUnit`), coworking sells seats (the area input is hidden for those three).
 */
import {
  COMMERCIAL_FURNISHING,
  COMMERCIAL_SUB_TYPES,
  LAND_ZONE,
  OFFICE_PANTRY,
  RETAIL_FLOOR_LOCATION,
  SEAT_TYPES,
  WAREHOUSE_FLOOR,
  WAREHOUSE_ZONING,
} from './commercial-types';
import type { CommercialSubType } from './commercial-types';
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
  isOneOf,
  isPositive,
} from './common-rules';
import type { FieldError } from './field-error';
import type { z } from '@hono/zod-openapi';
import type { CommercialBody } from './posting-schemas';
import { formatIndianNumber } from '../format/display';

export * from './commercial-types';

/** Spec part 3 §9. */
export const COMMERCIAL_PHOTOS_MIN = 1;
export const COMMERCIAL_PHOTOS_MAX = 15;
export const COMMERCIAL_FLOOR_PLANS_MAX = 6;
export const OWNERSHIP_TYPES = ['Freehold', 'Leasehold'] as const;
export const COMMERCIAL_LISTING_TYPES = ['Rent', 'Sell'] as const;

/** Sub-types whose form hides the plain area input (spec part 3 §3). */
export const AREA_HIDDEN_FOR: readonly CommercialSubType[] = ['land', 'warehouse', 'coworking'];

export const COMMERCIAL_LABELS: Record<CommercialSubType, string> = {
  office: 'Office Space',
  retail: 'Retail Shop',
  mall_shop: 'Mall Shop',
  coworking: 'Coworking Space',
  warehouse: 'Warehouse',
  land: 'Commercial Land',
};

export const COMMERCIAL_MESSAGES = {
  seats: 'Enter number of seats available.',
  pricePerSeat: 'Enter price per seat.',
  coveredArea: 'Enter covered area.',
  landArea: 'Enter land area.',
  area: 'Enter property area.',
  salePrice: 'Enter sale price.',
  monthlyRent: 'Enter monthly rent.',
  deposit: 'Enter security deposit.',
  subType: 'Choose a property category.',
  listingType: 'Choose Rent or Sell.',
} as const;

/** Every sub-type's detail fields in one loose bag; only the chosen sub-type's are kept. */
export type CommercialMetaInput = NonNullable<CommercialPayload['commercialMeta']>;

/** A commercial body as POST /api/commercial-listings reads it: the type of its zod schema. */
export type CommercialPayload = z.infer<typeof CommercialBody>;

/** Detail fields per sub-type (spec part 3 §3 table); the server keeps only these in commercialMeta. */
export const COMMERCIAL_META_FIELDS: Record<CommercialSubType, readonly string[]> = {
  office: [
    'floorNumber',
    'totalFloors',
    'furnishing',
    'cabins',
    'openDesks',
    'conferenceRooms',
    'pantry',
    'washrooms',
  ],
  retail: ['floorLocation', 'frontageFt', 'ceilingHeightFt', 'furnishing'],
  mall_shop: ['mallName', 'shopNumber', 'floorLocation', 'frontageFt', 'maintenanceMonthly'],
  coworking: [
    'seatsAvailable',
    'seatType',
    'pricePerSeat',
    'minLockinMonths',
    'workingDays',
    'workingHours',
    'meetingRooms',
  ],
  warehouse: [
    'coveredArea',
    'landArea',
    'floor',
    'ceilingHeightFt',
    'loadingDocks',
    'floorLoadTons',
    'powerKW',
    'zoning',
    'constructionAge',
    'truckParking',
    'crane',
    'water',
    'security',
  ],
  land: [
    'landArea',
    'areaUnit',
    'zone',
    'roadWidthFt',
    'frontageFt',
    'fsi',
    'plotWidthFt',
    'plotDepthFt',
    'boundaryWall',
  ],
};

const META_CHOICES: Record<string, readonly string[]> = {
  furnishing: COMMERCIAL_FURNISHING,
  pantry: OFFICE_PANTRY,
  floorLocation: RETAIL_FLOOR_LOCATION,
  seatType: SEAT_TYPES,
  floor: WAREHOUSE_FLOOR,
  zoning: WAREHOUSE_ZONING,
  zone: LAND_ZONE,
  areaUnit: AREA_UNITS,
};
const META_TEXT = new Set(['mallName', 'shopNumber', 'workingDays', 'workingHours', 'constructionAge']);
const META_FLAGS = new Set(['truckParking', 'crane', 'water', 'security', 'boundaryWall']);

/** Spec part 3 §3/§9 defaults: owner, Rent, office, sq ft, Freehold, negotiable; coworking dedicated, Mon-Sat, 10:00-19:00. */
export function defaultCommercialPayload(): CommercialPayload {
  return {
    title: '',
    description: '',
    city: '',
    locality: '',
    listingType: 'Rent',
    category: 'commercial',
    commercialSubType: 'office',
    userType: 'owner',
    areaUnit: 'sq ft',
    ownershipType: 'Freehold',
    negotiable: true,
    photos: [],
    floorPlans: [],
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    amenities: {},
    commercialMeta: { seatType: 'dedicated', workingDays: 'Mon-Sat', workingHours: '10:00-19:00' },
  };
}

const areaText = (n: number, unit: string) => `${formatIndianNumber(n)} ${unit}`;

/**
 * The title used when the poster leaves it blank: area, category label, building, locality, city.
 * @example buildCommercialTitle({ commercialSubType: 'office', area: 1200, areaUnit: 'sq ft',
 *   buildingName: 'Cyber Towers', locality: 'Sector 44', city: 'Gurgaon' })
 *   // '1,200 sq ft Office Space in Cyber Towers, Sector 44, Gurgaon'
 */
export function buildCommercialTitle(p: CommercialPayload): string {
  const sub = p.commercialSubType ?? 'office';
  const known = isOneOf(COMMERCIAL_SUB_TYPES, sub) ? sub : undefined;
  const meta = p.commercialMeta ?? {};
  let area = '';
  if (sub === 'warehouse' && isPositive(meta.coveredArea))
    area = areaText(meta.coveredArea as number, 'sq ft');
  else if (sub === 'land' && isPositive(meta.landArea))
    area = areaText(meta.landArea as number, String(meta.areaUnit ?? 'sq ft'));
  else if (sub === 'coworking' && isPositive(meta.seatsAvailable))
    area = `${String(meta.seatsAvailable)} seats`;
  else if (!(known && AREA_HIDDEN_FOR.includes(known)) && isPositive(p.area))
    area = areaText(p.area as number, p.areaUnit ?? 'sq ft');
  const head = [area, known ? COMMERCIAL_LABELS[known] : 'Commercial Property'].filter(Boolean).join(' ');
  const place = [p.buildingName, p.locality, p.city]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
  return place ? `${head} in ${place}` : head;
}

function checkMeta(sub: CommercialSubType, meta: CommercialMetaInput, out: FieldError[]): void {
  for (const key of COMMERCIAL_META_FIELDS[sub]) {
    const v = meta[key];
    if (v === undefined || v === '') continue;
    const field = `commercialMeta.${key}`;
    if (META_CHOICES[key]) checkChoice(v, META_CHOICES[key], field, out);
    else if (META_FLAGS.has(key)) {
      if (typeof v !== 'boolean') out.push({ field, message: 'Choose yes or no.' });
    } else if (!META_TEXT.has(key)) checkNumbers(meta, [key], 'commercialMeta.', out);
  }
}

/**
 * @example validateCommercial({ ...defaultCommercialPayload(), userType: 'agent' })
 *   // includes { field: 'reraId', message: 'RERA ID is required for Agent/Builder.' }
 */
export function validateCommercial(p: CommercialPayload): FieldError[] {
  const out: FieldError[] = [];
  const M = COMMERCIAL_MESSAGES;
  checkContact(p, out);
  checkPlace(p.city, p.locality, 'locality', out);
  checkChoice(p.userType, USER_TYPES, 'userType', out);
  checkRera(p.userType, p.reraId, out);
  const sub = p.commercialSubType;
  const validSub = isOneOf(COMMERCIAL_SUB_TYPES, sub);
  if (!validSub) out.push({ field: 'commercialSubType', message: M.subType });
  if (p.listingType !== 'Rent' && p.listingType !== 'Sell')
    out.push({ field: 'listingType', message: M.listingType });
  const meta = p.commercialMeta ?? {};
  if (validSub) {
    const s = sub;
    if (s === 'coworking') {
      if (!isPositive(meta.seatsAvailable))
        out.push({ field: 'commercialMeta.seatsAvailable', message: M.seats });
      if (p.listingType === 'Rent' && !isPositive(meta.pricePerSeat))
        out.push({ field: 'commercialMeta.pricePerSeat', message: M.pricePerSeat });
    } else if (s === 'warehouse') {
      if (!isPositive(meta.coveredArea))
        out.push({ field: 'commercialMeta.coveredArea', message: M.coveredArea });
    } else if (s === 'land') {
      if (!isPositive(meta.landArea)) out.push({ field: 'commercialMeta.landArea', message: M.landArea });
    } else if (!isPositive(p.area) && !isPositive(p.areaSqft)) out.push({ field: 'area', message: M.area });
    checkMeta(s, meta, out);
  }
  if (p.listingType === 'Sell' && !isPositive(p.price)) out.push({ field: 'price', message: M.salePrice });
  if (p.listingType === 'Rent') {
    if (!isPositive(p.pricePerMonth)) out.push({ field: 'pricePerMonth', message: M.monthlyRent });
    if (sub !== 'coworking' && !isPositive(p.securityDeposit))
      out.push({ field: 'securityDeposit', message: M.deposit });
  }
  checkChoice(p.areaUnit, AREA_UNITS, 'areaUnit', out);
  checkChoice(p.ownershipType, OWNERSHIP_TYPES, 'ownershipType', out);
  checkNumbers(p, ['maintenanceMonthly', 'leaseTermMonths', 'lockinMonths'], '', out);
  checkPhotos(p.photos, COMMERCIAL_PHOTOS_MAX, out);
  checkPhotos(p.floorPlans, COMMERCIAL_FLOOR_PLANS_MAX, out, 'floorPlans', 0);
  checkText(p.title, p.description, out);
  for (const f of ['videoUrl', 'virtualTourUrl'] as const) {
    if (!isBlank(p[f]) && !/^https?:\/\/\S+$/.test(String(p[f])))
      out.push({ field: f, message: 'Enter a link starting with https://.' });
  }
  return out;
}
