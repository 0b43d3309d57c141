/**
 * Validated create bodies → stored `listings` documents (ListingDoc shape, spec field names).
 * Only facts the poster gave are stored: no coordinates are invented (the map shows what it has),
 * optional fields left blank stay absent, and the search fields are derived by the caller.
 */
import { isOneOf, toSqft, stateOf } from '../../domain/posting/common-rules';
import type { AreaUnit, PostingCity } from '../../domain/posting/common-rules';
import {
  COMMERCIAL_META_FIELDS,
  COMMERCIAL_SUB_TYPES,
  buildCommercialTitle,
} from '../../domain/posting/commercial-rules';
import type { CommercialPayload, CommercialSubType } from '../../domain/posting/commercial-rules';
import { buildPgTitle, defaultPgMeta } from '../../domain/posting/pg-rules';
import type { PgPayload } from '../../domain/posting/pg-rules';
import type { PgMeta } from '../../domain/posting/pg-types';
import { buildSaleTitle, saleCategory } from '../../domain/posting/sale-rules';
import type { SalePayload } from '../../domain/posting/sale-rules';
import { slugify } from '../../domain/format/slug';

export type NewListing = Record<string, unknown> & {
  title: string;
  category: 'sale' | 'rent' | 'plot' | 'pg' | 'commercial';
  photos: string[];
};

/** Drops undefined, null and blank-string values (blank means "not given", never ''). */
function given<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  ) as Partial<T>;
}

const trim = (s: string | undefined) => s?.trim() ?? '';
const onKeys = (flags: Record<string, boolean | undefined> | undefined) =>
  Object.entries(flags ?? {})
    .filter(([, on]) => on === true)
    .map(([k]) => k);

/** The fields every kind shares: poster, contact, place, moderation state. */
function common(
  p: {
    contactName?: string;
    contactPhone?: string;
    contactEmail?: string;
    city?: string;
    description?: string;
  },
  extra: { userType?: string; companyName?: string; reraId?: string },
) {
  const userType = extra.userType === 'agent' || extra.userType === 'builder' ? extra.userType : 'owner';
  return {
    description: trim(p.description),
    city: trim(p.city),
    state: stateOf(trim(p.city) as PostingCity),
    userType,
    sellerType: userType,
    listerName: trim(p.contactName),
    contactName: trim(p.contactName),
    contactPhone: trim(p.contactPhone),
    contactEmail: trim(p.contactEmail).toLowerCase(),
    ...(userType !== 'owner'
      ? given({ companyName: trim(extra.companyName), reraId: trim(extra.reraId) })
      : {}),
    status: 'pending' as const,
    verified: false,
    highlights: [] as string[],
    amenities: [] as string[],
  };
}

export function pgListing(p: PgPayload): NewListing {
  // The form's option defaults stand for choices the poster saw; blank texts and a zero stay absent.
  const {
    residenceName: _r,
    landmark: _l,
    availableFrom: _a,
    minStayMonths: _m,
    ...choices
  } = defaultPgMeta();
  const meta = { ...choices, ...given(p.pgMeta ?? {}) } as PgMeta;
  if (!(typeof meta.minStayMonths === 'number' && meta.minStayMonths > 0))
    delete (meta as Partial<PgMeta>).minStayMonths;
  meta.amenities = { ...choices.amenities, ...p.pgMeta?.amenities };
  meta.rules = { ...choices.rules, ...p.pgMeta?.rules };
  const locality = trim(p.location);
  return {
    ...common(p, {}),
    title: trim(p.title) || buildPgTitle(p),
    category: 'pg',
    listingType: 'Rent',
    propertyType: 'pg',
    locality,
    sector: locality,
    address: [meta.residenceName, meta.landmark, locality, trim(p.city)].filter(Boolean).join(', '),
    price: p.pricePerMonth,
    pricePerMonth: p.pricePerMonth,
    ...given({ securityDeposit: p.securityDeposit }),
    furnishing: meta.furnishing,
    amenities: onKeys(meta.amenities),
    pgMeta: meta,
    photos: p.photos ?? [],
  };
}

/** Square feet of a commercial listing, from the field its sub-type asks. */
function commercialSqft(p: CommercialPayload, sub: CommercialSubType): number | undefined {
  const meta = p.commercialMeta ?? {};
  if (sub === 'warehouse') return typeof meta.coveredArea === 'number' ? meta.coveredArea : undefined;
  if (sub === 'land')
    return typeof meta.landArea === 'number'
      ? toSqft(meta.landArea, (meta.areaUnit as AreaUnit) ?? 'sq ft')
      : undefined;
  if (sub === 'coworking') return p.areaSqft;
  return typeof p.area === 'number' ? toSqft(p.area, p.areaUnit) : p.areaSqft;
}

export function commercialListing(p: CommercialPayload): NewListing {
  const sub = p.commercialSubType;
  // validateCommercial refused any other sub-type before a listing is built.
  if (!isOneOf(COMMERCIAL_SUB_TYPES, sub)) throw new Error(`commercialListing: sub-type ${sub}`);
  const rent = p.listingType === 'Rent';
  const defaults =
    sub === 'coworking' ? { seatType: 'dedicated', workingDays: 'Mon-Sat', workingHours: '10:00-19:00' } : {};
  const raw = { ...defaults, ...given(p.commercialMeta ?? {}) } as Record<string, unknown>;
  const commercialMeta = Object.fromEntries(
    COMMERCIAL_META_FIELDS[sub].filter((k) => k in raw).map((k) => [k, raw[k]]),
  );
  const locality = trim(p.locality);
  return {
    ...common(p, p),
    title: trim(p.title) || buildCommercialTitle(p),
    category: 'commercial',
    listingType: rent ? 'Rent' : 'Sell',
    propertyType: 'commercial',
    commercialSubType: sub,
    locality,
    sector: locality,
    address: trim(p.addressLine) || [trim(p.buildingName), locality, trim(p.city)].filter(Boolean).join(', '),
    ...given({
      buildingName: trim(p.buildingName),
      landmark: trim(p.landmark),
      areaSqft: commercialSqft(p, sub),
      ...(sub === 'office' || sub === 'retail' || sub === 'mall_shop'
        ? { area: p.area, areaUnit: p.areaUnit }
        : {}),
      furnishing: sub === 'office' || sub === 'retail' ? raw.furnishing : undefined,
      maintenanceMonthly: p.maintenanceMonthly,
      availableFrom: p.availableFrom,
      leaseTermMonths: p.leaseTermMonths,
      lockinMonths: p.lockinMonths,
      videoUrl: p.videoUrl,
      virtualTourUrl: p.virtualTourUrl,
    }),
    ...(rent
      ? given({ pricePerMonth: p.pricePerMonth, securityDeposit: p.securityDeposit })
      : { price: p.price, ownershipType: p.ownershipType ?? 'Freehold', negotiable: p.negotiable ?? true }),
    amenities: onKeys(p.amenities),
    commercialMeta,
    photos: p.photos ?? [],
    floorPlans: p.floorPlans ?? [],
  };
}

export function saleListing(p: SalePayload): NewListing {
  const rent = p.listingType === 'Rent';
  const locality = trim(p.locality);
  const plot = p.propertyType === 'Plot';
  const list = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);
  return {
    ...common(p, p),
    title: trim(p.title) || buildSaleTitle(p),
    category: saleCategory(p),
    listingType: rent ? 'Rent' : 'Sell',
    propertyType: p.propertyType,
    locality,
    sector: locality,
    address: trim(p.address) || `${locality}, ${trim(p.city)}`,
    ...(rent
      ? given({ pricePerMonth: p.pricePerMonth, securityDeposit: p.securityDeposit })
      : { price: p.price }),
    ...given({
      areaSqft: typeof p.area === 'number' ? toSqft(p.area, p.areaUnit) : p.areaSqft,
      area: p.area,
      areaUnit: typeof p.area === 'number' ? (p.areaUnit ?? 'sq ft') : undefined,
      mapUrl: p.mapUrl,
      builtUpArea: p.builtUpArea,
      carpetArea: p.carpetArea,
      facing: p.facing,
      ownership: p.ownership,
      ...(plot
        ? {}
        : {
            bhk: p.bhk,
            bedrooms: p.bhk,
            bathrooms: p.bathrooms,
            floorNo: p.floorNo,
            totalFloors: p.totalFloors,
            propertyAge: p.propertyAge,
            furnishing: p.furnishing,
            parking: p.parking,
            powerBackup: p.powerBackup,
            waterSource: p.waterSource,
          }),
    }),
    highlights: list(p.highlights),
    amenities: list(p.amenities),
    photos: p.photos ?? [],
  };
}

/** '1200 sq ft Office Space in Sector 44, Gurgaon' → '1200-sq-ft-office-space-in-sector-44-gurgaon-6789abcd'. */
export function listingSlug(title: string, id: string): string {
  return `${slugify(title).slice(0, 80) || 'listing'}-${id.slice(-8)}`;
}
