/**
 * The body of POST /api/user-properties/{id}/enrich ("Improve this listing", spec part 3), apart
 * from its route so the wire (api/src/wire/) can name its type: this file imports only zod and the
 * domain, whose enrich-rules.ts holds the limits and the comma-list split the PWA's form uses too.
 */
import { z } from '@hono/zod-openapi';
import {
  ENRICH_FURNISHING,
  ENRICH_LIST_ITEM_MAX,
  ENRICH_LIST_MAX_ITEMS,
  ENRICH_NUMBERS,
  ENRICH_TEXTS,
  NUMBER_MESSAGE,
  RANGE_MESSAGE,
  splitList,
} from '../../domain/listings/enrich-rules';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A number given as a number or as the text of one (the modal's inputs), blank dropped. */
const count = ({ min, max }: { min: number; max: number }) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(b.trim()) ? Number(b) : b;
    },
    z.number({ error: NUMBER_MESSAGE }).min(min, RANGE_MESSAGE).max(max, RANGE_MESSAGE).optional(),
  );
const text = ({ max }: { max: number }) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: 'Enter text.' }).trim().max(max, `Keep this under ${max} characters.`).optional(),
  );
const textList = z.preprocess(
  (v) => {
    const items: unknown = typeof v === 'string' ? splitList(v) : v;
    if (!Array.isArray(items)) return blankToUndefined(items);
    const clean = (items as unknown[])
      .map((s) => (typeof s === 'string' ? s.trim() : s))
      .filter((s) => s !== '');
    return clean.length > 0 ? clean : undefined;
  },
  z
    .array(z.string({ error: 'Enter text.' }).max(ENRICH_LIST_ITEM_MAX), {
      error: 'Enter a list or comma-separated text.',
    })
    .max(ENRICH_LIST_MAX_ITEMS)
    .optional(),
);

export const EnrichBody = z
  .object({
    floorNo: count(ENRICH_NUMBERS.floorNo),
    totalFloors: count(ENRICH_NUMBERS.totalFloors),
    facing: text(ENRICH_TEXTS.facing),
    furnishing: z.preprocess(
      blankToUndefined,
      z
        .enum(ENRICH_FURNISHING, {
          error: 'Choose furnished, semifurnished or unfurnished.',
        })
        .optional(),
    ),
    carpetArea: count(ENRICH_NUMBERS.carpetArea),
    builtUpArea: count(ENRICH_NUMBERS.builtUpArea),
    parking: text(ENRICH_TEXTS.parking),
    powerBackup: text(ENRICH_TEXTS.powerBackup),
    waterSource: text(ENRICH_TEXTS.waterSource),
    highlights: textList,
    amenities: textList,
  })
  .openapi('EnrichListing');
