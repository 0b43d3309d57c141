/**
 * Request and answer shapes of /api/valuation (the /valuation page). The subject is checked the
 * same way in the query of GET /estimate (strings) and in the body of POST /saved (JSON): each
 * problem is a 400 naming its field, in the form's words (domain/valuation/valuation-input.ts).
 */
import { z } from '@hono/zod-openapi';
import { enumParam, intParam, numberParam, textParam } from '../../domain/search/query-params';
import {
  AREA_SQFT_MAX,
  AREA_SQFT_MIN,
  VALUATION_AGES,
  VALUATION_AREA_UNITS,
  VALUATION_BHK_MAX,
  VALUATION_CITIES,
  VALUATION_MESSAGES as M,
  VALUATION_TYPES,
  areaInSqft,
  hasBedrooms,
} from '../../domain/valuation/valuation-input';

interface RawSubject {
  city?: string;
  locality?: string;
  propertyType?: (typeof VALUATION_TYPES)[number];
  bhk?: number;
  area?: number;
  areaUnit?: (typeof VALUATION_AREA_UNITS)[number];
}

/** The checks that need several fields: required ones, BHK for homes, the area's sq ft range. */
function checkSubject(s: RawSubject, ctx: z.RefinementCtx): void {
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  need(s.city !== undefined, 'city', M.city);
  need((s.locality ?? '').length >= 2, 'locality', M.locality);
  need(s.propertyType !== undefined, 'propertyType', M.propertyType);
  if (s.propertyType && hasBedrooms(s.propertyType)) need(s.bhk !== undefined, 'bhk', M.bhk);
  if (s.area === undefined || !(s.area > 0)) return need(false, 'area', M.area);
  const sqft = areaInSqft(s.area, s.areaUnit ?? 'sq ft');
  need(sqft >= AREA_SQFT_MIN && sqft <= AREA_SQFT_MAX, 'area', M.areaRange);
}

const place = {
  city: enumParam(VALUATION_CITIES).openapi({ example: 'Gurgaon' }),
  locality: textParam.openapi({ example: 'Sector 45' }),
};

export const EstimateQuery = z
  .object({
    ...place,
    propertyType: enumParam(VALUATION_TYPES).openapi({ example: 'Apartment' }),
    bhk: intParam(1, VALUATION_BHK_MAX).openapi({ example: '3', description: 'Not for plots' }),
    area: numberParam.openapi({ example: '1500' }),
    areaUnit: enumParam(VALUATION_AREA_UNITS, 'sq ft').openapi({ example: 'sq ft' }),
    floor: intParam(0, 200).openapi({
      example: '4',
      description: '0 = ground; recorded, not used to select',
    }),
    age: enumParam(VALUATION_AGES).openapi({
      example: '1-5 years',
      description: 'Recorded, not used to select',
    }),
  })
  .superRefine(checkSubject);

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional();

export const SaveValuationBody = z
  .object({
    city: optionalChoice(VALUATION_CITIES, M.city),
    locality: z.string({ error: M.locality }).trim().max(100, M.locality).optional(),
    propertyType: optionalChoice(VALUATION_TYPES, M.propertyType),
    bhk: z.number({ error: M.bhk }).int(M.bhk).min(1, M.bhk).max(VALUATION_BHK_MAX, M.bhk).optional(),
    area: z.number({ error: M.area }).finite(M.area).optional(),
    areaUnit: optionalChoice(VALUATION_AREA_UNITS, M.areaUnit),
    floor: z.number({ error: M.floor }).int(M.floor).min(0, M.floor).max(200, M.floor).optional(),
    age: optionalChoice(VALUATION_AGES, M.age),
  })
  .superRefine(checkSubject)
  .openapi('SaveValuation');

export const LocalitiesQuery = z.object({ city: place.city }).superRefine((q, ctx) => {
  if (!q.city) ctx.addIssue({ code: 'custom', path: ['city'], message: M.city });
});

const ComparableSchema = z
  .object({
    url: z.string().openapi({ example: '/user-property/65f1c0ffee0123456789abcd' }),
    title: z.string(),
    state: z.enum(['live', 'sold', 'rented']),
    closedAt: z.string().nullable().openapi({ description: 'When it was marked sold/rented' }),
    listedAt: z.string(),
    amount: z.number().openapi({ description: 'Asking price, or monthly rent' }),
    perSqft: z.number(),
    areaSqft: z.number(),
    bhk: z.number().nullable(),
    floor: z.number().nullable(),
    age: z.string().nullable(),
  })
  .openapi('ValuationComparable');

export const EstimateSchema = z
  .object({
    deal: z.enum(['sale', 'rent']),
    available: z.boolean().openapi({ description: 'false: fewer than 5 comparables after every step' }),
    count: z.number(),
    live: z.number(),
    closed: z.number(),
    step: z.number().openapi({ description: 'The selection step used (1 = narrowest)' }),
    steps: z.number(),
    minComparables: z.number(),
    areaBand: z.object({ min: z.number(), max: z.number() }),
    closedWithinMonths: z.number(),
    sameBhk: z.boolean(),
    perSqft: z.object({ q1: z.number(), median: z.number(), q3: z.number() }).nullable(),
    low: z.number().nullable(),
    mid: z.number().nullable(),
    high: z.number().nullable(),
    rule: z.string().openapi({ description: 'The selection rule of the step, in words' }),
    method: z.string().openapi({ description: 'How the figure was computed, or why there is none' }),
    comparables: z.array(ComparableSchema).openapi({ description: 'Closest in size first, at most 50' }),
  })
  .openapi('ValuationEstimate');

export const SubjectSchema = z
  .object({
    city: z.string(),
    locality: z.string(),
    propertyType: z.enum(VALUATION_TYPES),
    bhk: z.number().nullable(),
    area: z.number(),
    areaUnit: z.enum(VALUATION_AREA_UNITS),
    areaSqft: z.number(),
    floor: z.number().nullable(),
    age: z.enum(VALUATION_AGES).nullable(),
  })
  .openapi('ValuationSubject');

export const ValuationAnswer = z
  .object({
    subject: SubjectSchema,
    sale: EstimateSchema,
    rent: EstimateSchema,
    notes: z.array(z.string()),
    computedAt: z.string(),
  })
  .openapi('Valuation');

export const LocalitiesAnswer = z
  .object({
    city: z.string(),
    items: z.array(z.object({ name: z.string(), listings: z.number() })),
    asOf: z.string().openapi({ description: 'When the list was last counted (every 10 minutes at most)' }),
  })
  .openapi('ValuationLocalities');

const Range = z.object({
  available: z.boolean(),
  count: z.number(),
  low: z.number().nullable(),
  mid: z.number().nullable(),
  high: z.number().nullable(),
});

export const SavedValuationSchema = z
  .object({
    id: z.string(),
    subject: SubjectSchema,
    sale: Range,
    rent: Range,
    savedAt: z.string(),
  })
  .openapi('SavedValuation');

export const SavedValuationList = z
  .object({ items: z.array(SavedValuationSchema), cap: z.number() })
  .openapi('SavedValuations');

export const SavedValuationParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid valuation id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

export const DeletedAnswer = z.object({ deleted: z.literal(true) }).openapi('ValuationDeleted');
