/**
 * PG / co-living listing: the payload (spec part 3 §3 field names), its form defaults and the
 * rules of §5, shared by /post-pg (PWA) and POST /api/pg-listings (API). Pure TypeScript.
 *
 * The PG payload has no `locality` field in the spec: `location` is the locality (the text under
 * the city), so the 'Please fill city and locality.' message lands on `city` or `location`.
 */
import {
  PG_AMENITY_KEYS,
  PG_BATHROOM,
  PG_FOOD,
  PG_FURNISHING,
  PG_GENDER,
  PG_OCCUPANCY,
  PG_RULE_KEYS,
  PG_SHARING,
} from './pg-types';
import type { PgMeta } from './pg-types';
import {
  checkChoice,
  checkContact,
  checkNumbers,
  checkPhotos,
  checkPlace,
  checkText,
  isBlank,
  isPositive,
} from './common-rules';
import type { FieldError } from './field-error';
import type { z } from '@hono/zod-openapi';
import type { PgBody } from './posting-schemas';

export * from './pg-types';

/** Spec part 3 §9: PG photos 1–10; the form drops extras beyond 10. */
export const PG_PHOTOS_MIN = 1;
export const PG_PHOTOS_MAX = 10;

export const PG_MESSAGES = {
  rent: 'Please enter rent per month.',
} as const;

export type PgMetaInput = NonNullable<PgPayload['pgMeta']>;

/**
 * A PG body as POST /api/pg-listings reads it: the type of its zod schema (posting-schemas.ts), so
 * the form, the rules and the route share one definition. `location` is the locality
 * ('Sector 62'); `price` is not asked by the form (the server keeps it equal to pricePerMonth).
 */
export type PgPayload = z.infer<typeof PgBody>;

/** Spec part 3 §3 form defaults: shared, 2-sharing, furnished, any gender, attached, veg+nonveg, wifi, housekeeping, visitors. */
export function defaultPgMeta(): PgMeta {
  return {
    residenceName: '',
    landmark: '',
    availableFrom: '',
    minStayMonths: 0,
    occupancy: 'shared',
    sharing: '2',
    furnishing: 'furnished',
    gender: 'any',
    bathroomType: 'attached',
    food: 'veg+nonveg',
    amenities: Object.fromEntries(
      PG_AMENITY_KEYS.map((k) => [k, k === 'wifi' || k === 'housekeeping']),
    ) as PgMeta['amenities'],
    rules: Object.fromEntries(PG_RULE_KEYS.map((k) => [k, k === 'visitorsAllowed'])) as PgMeta['rules'],
  };
}

export function defaultPgPayload(): PgPayload {
  return {
    title: '',
    description: '',
    location: '',
    city: '',
    listingType: 'Rent',
    photos: [],
    category: 'pg',
    propertyType: 'pg',
    contactName: '',
    contactPhone: '',
    contactEmail: '',
    pgMeta: defaultPgMeta(),
  };
}

/** 'Sunrise PG in Sector 62, Noida' — used when the poster leaves the title blank. */
export function buildPgTitle(p: PgPayload): string {
  const name = p.pgMeta?.residenceName?.trim() || 'PG / Co-living';
  const place = [p.location?.trim(), p.city?.trim()].filter(Boolean).join(', ');
  return place ? `${name} in ${place}` : name;
}

/**
 * @example validatePg({ ...defaultPgPayload(), city: 'Noida' })
 *   // [{ field: 'contactName', message: 'Please fill your name, mobile and email.' }, …]
 */
export function validatePg(p: PgPayload): FieldError[] {
  const out: FieldError[] = [];
  checkContact(p, out);
  checkPlace(p.city, p.location, 'location', out);
  if (!isPositive(p.pricePerMonth)) out.push({ field: 'pricePerMonth', message: PG_MESSAGES.rent });
  checkNumbers(p, ['securityDeposit'], '', out);
  checkPhotos(p.photos, PG_PHOTOS_MAX, out);
  checkText(p.title, p.description, out);
  const meta = p.pgMeta ?? {};
  checkChoice(meta.occupancy, PG_OCCUPANCY, 'pgMeta.occupancy', out);
  checkChoice(meta.sharing, PG_SHARING, 'pgMeta.sharing', out);
  checkChoice(meta.furnishing, PG_FURNISHING, 'pgMeta.furnishing', out);
  checkChoice(meta.gender, PG_GENDER, 'pgMeta.gender', out);
  checkChoice(meta.bathroomType, PG_BATHROOM, 'pgMeta.bathroomType', out);
  checkChoice(meta.food, PG_FOOD, 'pgMeta.food', out);
  checkNumbers(meta, ['minStayMonths'], 'pgMeta.', out);
  if (!isBlank(meta.availableFrom) && !/^\d{4}-\d{2}-\d{2}$/.test(String(meta.availableFrom)))
    out.push({ field: 'pgMeta.availableFrom', message: 'Enter the date as YYYY-MM-DD.' });
  return out;
}
