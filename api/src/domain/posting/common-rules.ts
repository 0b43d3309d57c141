/**
 * Checks shared by the PG, commercial and home/plot rules: contact details, place, photos, enums.
 * Pure TypeScript (the PWA imports it by relative path); messages word for word from spec part 3
 * §5 where it has them, else written here once.
 */
import type { FieldError } from './field-error';

/** Spec part 3 §9: 10 digits starting 6–9. */
export const MOBILE_RE = /^[6-9]\d{9}$/;
/** Deliberately loose (something@something.tld): the OTP sign-in proves addresses, not this. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The cities the marketplace covers (the discovery filters and the seed use the same names). */
export const POSTING_CITIES = [
  'Delhi',
  'Gurgaon',
  'Noida',
  'Greater Noida',
  'Greater Noida West',
  'Ghaziabad',
  'Faridabad',
] as const;
export type PostingCity = (typeof POSTING_CITIES)[number];

export const AREA_UNITS = ['sq ft', 'sq m', 'sq yd'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const USER_TYPES = ['owner', 'agent', 'builder'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;

export const MESSAGES = {
  contact: 'Please fill your name, mobile and email.',
  mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid email address.',
  place: 'Please fill city and locality.',
  city: 'Choose a city in Delhi NCR.',
  photosMin: 'Please upload at least 1 photo.',
  photosMax: (max: number) => `You can add at most ${max} photos.`,
  floorPlansMax: (max: number) => `You can add at most ${max} floor plans.`,
  rera: 'RERA ID is required for Agent/Builder.',
  title: `Keep the title under ${TITLE_MAX} characters.`,
  description: `Keep the description under ${DESCRIPTION_MAX} characters.`,
  choice: 'Choose one of the offered options.',
  number: 'Enter a number of 0 or more.',
} as const;

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required amount: a finite number above zero (the form sends numbers, never strings). */
export const isPositive = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * Whether a value from the wire is one of a list's options (the bodies carry the choices as plain
 * strings; the rules refuse anything else with the spec's message, this narrows the type after).
 */
export const isOneOf = <T extends string>(options: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (options as readonly string[]).includes(v);

/**
 * Square feet from a value in the given unit (1 sq m = 10.7639 sq ft, 1 sq yd = 9 sq ft; any other
 * unit, which the rules refuse before a listing is stored, counts as sq ft).
 */
export function toSqft(area: number, unit: AreaUnit | (string & {}) = 'sq ft'): number {
  const factor = unit === 'sq m' ? 10.7639 : unit === 'sq yd' ? 9 : 1;
  return Math.round(area * factor);
}

/** The state a covered city is in (listings store it for the discovery filters). */
export function stateOf(city: PostingCity): 'Delhi' | 'Haryana' | 'Uttar Pradesh' {
  if (city === 'Delhi') return 'Delhi';
  return city === 'Gurgaon' || city === 'Faridabad' ? 'Haryana' : 'Uttar Pradesh';
}

export interface ContactFields {
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
}

/** Missing fields all carry the spec's one message; a present but malformed one says what is wrong. */
export function checkContact(p: ContactFields, out: FieldError[]): void {
  for (const field of ['contactName', 'contactPhone', 'contactEmail'] as const) {
    if (isBlank(p[field])) out.push({ field, message: MESSAGES.contact });
  }
  if (!isBlank(p.contactPhone) && !MOBILE_RE.test(String(p.contactPhone).trim()))
    out.push({ field: 'contactPhone', message: MESSAGES.mobile });
  if (!isBlank(p.contactEmail) && !EMAIL_RE.test(String(p.contactEmail).trim()))
    out.push({ field: 'contactEmail', message: MESSAGES.email });
}

/** City (one of the covered cities) and locality, under whichever field name the payload uses. */
export function checkPlace(city: unknown, locality: unknown, localityField: string, out: FieldError[]): void {
  if (isBlank(city)) out.push({ field: 'city', message: MESSAGES.place });
  else if (!(POSTING_CITIES as readonly string[]).includes(String(city)))
    out.push({ field: 'city', message: MESSAGES.city });
  if (isBlank(locality)) out.push({ field: localityField, message: MESSAGES.place });
}

export function checkPhotos(
  photos: unknown,
  max: number,
  out: FieldError[],
  field = 'photos',
  min = 1,
): void {
  const count = Array.isArray(photos) ? photos.length : 0;
  if (count < min) out.push({ field, message: MESSAGES.photosMin });
  else if (count > max)
    out.push({
      field,
      message: field === 'floorPlans' ? MESSAGES.floorPlansMax(max) : MESSAGES.photosMax(max),
    });
}

export function checkRera(userType: unknown, reraId: unknown, out: FieldError[]): void {
  if ((userType === 'agent' || userType === 'builder') && isBlank(reraId))
    out.push({ field: 'reraId', message: MESSAGES.rera });
}

export function checkText(title: unknown, description: unknown, out: FieldError[]): void {
  if (typeof title === 'string' && title.trim().length > TITLE_MAX)
    out.push({ field: 'title', message: MESSAGES.title });
  if (typeof description === 'string' && description.length > DESCRIPTION_MAX)
    out.push({ field: 'description', message: MESSAGES.description });
}

/** An optional choice: absent is fine, present must be one of `options`. */
export function checkChoice(
  value: unknown,
  options: readonly string[],
  field: string,
  out: FieldError[],
): void {
  if (!isBlank(value) && !options.includes(String(value))) out.push({ field, message: MESSAGES.choice });
}

/** Optional numbers: absent is fine, present must be a finite number ≥ 0. */
export function checkNumbers(
  obj: Record<string, unknown>,
  fields: readonly string[],
  prefix: string,
  out: FieldError[],
): void {
  for (const f of fields) {
    const v = obj[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      out.push({ field: prefix + f, message: MESSAGES.number });
  }
}
