/**
 * "Improve this listing" (spec part 3): the fields an author may add, their limits, and how the
 * modal's text becomes the request (spec part 2 §3: only non-empty fields are sent; highlights and
 * amenities are comma lists, split, trimmed, empties dropped). Pure: the API's EnrichBody and the
 * PWA's form use the same limits and the same split.
 */
export const ENRICH_NUMBERS = {
  floorNo: { min: -5, max: 300, label: 'Floor' },
  totalFloors: { min: 0, max: 300, label: 'Total floors' },
  carpetArea: { min: 0, max: 10_000_000, label: 'Carpet area (sq ft)' },
  builtUpArea: { min: 0, max: 10_000_000, label: 'Built-up area (sq ft)' },
} as const;
export type EnrichNumberField = keyof typeof ENRICH_NUMBERS;

export const ENRICH_TEXTS = {
  facing: { max: 30, label: 'Facing' },
  parking: { max: 120, label: 'Parking' },
  powerBackup: { max: 120, label: 'Power backup' },
  waterSource: { max: 120, label: 'Water source' },
} as const;
export type EnrichTextField = keyof typeof ENRICH_TEXTS;

export const ENRICH_LISTS = {
  highlights: { label: 'Highlights' },
  amenities: { label: 'Amenities' },
} as const;
export type EnrichListField = keyof typeof ENRICH_LISTS;

export const ENRICH_FURNISHING = ['furnished', 'semifurnished', 'unfurnished'] as const;
export type EnrichFurnishing = (typeof ENRICH_FURNISHING)[number];
export const ENRICH_LIST_MAX_ITEMS = 40;
export const ENRICH_LIST_ITEM_MAX = 200;

export const NUMBER_MESSAGE = 'Enter a number.';
export const RANGE_MESSAGE = 'Enter a number in range.';

/**
 * A comma list as typed: split on commas, each item trimmed, empties dropped.
 * @example splitList(' Lift, , Gym ,') → ['Lift', 'Gym']
 */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The modal's values: every field as typed (text), furnishing as chosen ('' = not chosen). */
export type EnrichForm = Record<EnrichNumberField | EnrichTextField | EnrichListField, string> & {
  furnishing: EnrichFurnishing | '';
};

export interface EnrichPayload {
  floorNo?: number;
  totalFloors?: number;
  carpetArea?: number;
  builtUpArea?: number;
  facing?: string;
  parking?: string;
  powerBackup?: string;
  waterSource?: string;
  furnishing?: EnrichFurnishing;
  highlights?: string[];
  amenities?: string[];
}

/**
 * The request body from the modal: only non-empty fields, numbers as numbers, lists split; with a
 * message per field the server would refuse (same limits as EnrichBody).
 * @example enrichPayload({ ...blank, floorNo: ' 7 ', highlights: 'Corner, ,Metro' })
 *   → { body: { floorNo: 7, highlights: ['Corner', 'Metro'] }, errors: {} }
 */
export function enrichPayload(form: Partial<EnrichForm>): {
  body: EnrichPayload;
  errors: Partial<Record<keyof EnrichForm, string>>;
} {
  const body: EnrichPayload = {};
  const errors: Partial<Record<keyof EnrichForm, string>> = {};
  for (const [field, { min, max }] of Object.entries(ENRICH_NUMBERS) as [
    EnrichNumberField,
    { min: number; max: number },
  ][]) {
    const raw = (form[field] ?? '').trim();
    if (raw === '') continue;
    if (!/^-?\d+(\.\d+)?$/.test(raw)) errors[field] = NUMBER_MESSAGE;
    else if (Number(raw) < min || Number(raw) > max) errors[field] = RANGE_MESSAGE;
    else body[field] = Number(raw);
  }
  for (const [field, { max }] of Object.entries(ENRICH_TEXTS) as [EnrichTextField, { max: number }][]) {
    const raw = (form[field] ?? '').trim();
    if (raw === '') continue;
    if (raw.length > max) errors[field] = `Keep this under ${max} characters.`;
    else body[field] = raw;
  }
  if (form.furnishing) body.furnishing = form.furnishing;
  for (const field of Object.keys(ENRICH_LISTS) as EnrichListField[]) {
    const items = splitList(form[field] ?? '');
    if (items.length === 0) continue;
    if (items.length > ENRICH_LIST_MAX_ITEMS) errors[field] = `At most ${ENRICH_LIST_MAX_ITEMS} items.`;
    else if (items.some((s) => s.length > ENRICH_LIST_ITEM_MAX))
      errors[field] = `Keep each item under ${ENRICH_LIST_ITEM_MAX} characters.`;
    else body[field] = items;
  }
  return { body, errors };
}
