/**
 * Request and answer shapes of the AI shortlist (POST /api/survey/shortlist and GET
 * /api/survey/shortlist/by-project/{projectId}, spec part 2 §7); the survey and its value checks
 * are in _shared/survey-preferences.schemas.ts. Every value is checked against its set: sizes 1–10,
 * property types, possession classes, weights 0–1, budgets up to ₹100 crore — so an
 * operator object, an unknown word or an undeclared key answers 400 naming the field.
 */
import { z } from '@hono/zod-openapi';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';
import { STATUS_CLASSES } from '../../domain/search/status-class';
import { SHORTLIST_MAX_BUDGET } from '../../domain/survey/matching';
import { FACTORS } from '../../domain/survey/shortlist';
import { ProjectCardSchema } from '../_shared/project-card.schemas';
import { bhkNumber, places, propertyType, unexpectedKeys } from '../_shared/survey-preferences.schemas';

const money = (what: string) =>
  z
    .number({ error: `Send ${what} in rupees as a number.` })
    .min(0, `Send ${what} in rupees as a number.`)
    .max(SHORTLIST_MAX_BUDGET, `${what} can be at most ₹${SHORTLIST_MAX_BUDGET.toLocaleString('en-IN')}.`);

const weight = z
  .number({ error: 'Send each weight as a number from 0 to 1.' })
  .min(0, 'Send each weight as a number from 0 to 1.')
  .max(1, 'Send each weight as a number from 0 to 1.');

export const WeightsSchema = z
  .strictObject({ fairValue: weight, yield: weight, momentum: weight, trust: weight }, unexpectedKeys)
  .partial()
  .refine(
    (w) => Object.values(w).every((v) => v === undefined) || Object.values(w).some((v) => (v ?? 0) > 0),
    {
      message: 'At least one weight must be above 0.',
    },
  )
  .openapi({ example: { fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 } });

export const ShortlistBody = z
  .strictObject(
    {
      bhk: z.array(bhkNumber, { error: 'Send BHK as a list of whole numbers.' }).max(10).optional(),
      propertyTypes: z.array(propertyType, { error: 'Send property types as a list.' }).max(5).optional(),
      status: z
        .array(z.enum(STATUS_CLASSES, { error: 'Send status as ready, new or under.' }), {
          error: 'Send status as a list.',
        })
        .max(3)
        .optional(),
      minBudget: money('minBudget').optional(),
      maxBudget: money('maxBudget').optional(),
      cities: places.optional(),
      preferredLocations: places.optional(),
      weights: WeightsSchema.optional(),
      residentialOnly: z.boolean({ error: 'Send residentialOnly as true or false.' }).optional(),
    },
    unexpectedKeys,
  )
  .refine((b) => b.minBudget === undefined || b.maxBudget === undefined || b.minBudget <= b.maxBudget, {
    message: 'minBudget must not be above maxBudget.',
    path: ['minBudget'],
  })
  .openapi('ShortlistRequest', {
    example: {
      bhk: [3],
      propertyTypes: ['apartment'],
      maxBudget: 20_000_000,
      cities: ['Gurgaon'],
      weights: { fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 },
      residentialOnly: true,
    },
  });
export type ShortlistBodyInput = z.infer<typeof ShortlistBody>;

export const ByProjectParams = z.object({
  projectId: z
    .string()
    .regex(PROJECT_REF_PATTERN, 'Send a project id or slug.')
    .openapi({ param: { name: 'projectId', in: 'path' }, example: 'aravali-heights' }),
});

const FactorSchema = z.object({
  value: z.number().openapi({ description: '0…1 by the factor’s stated scale' }),
  figure: z
    .number()
    .openapi({ description: 'The stored number behind it (gap %, yield %, change %, score /10)' }),
  basis: z.enum(['fairValue', 'localityMedian']).optional(),
  dataPoints: z.number().optional(),
  text: z.string(),
});

export const ShortlistPickSchema = z
  .object({
    project: ProjectCardSchema,
    score: z.number().nullable().openapi({ description: '0–100; null with fewer than 2 known factors' }),
    reason: z.string().openapi({ example: "₹/sqft 8 % under its locality's median · rental yield 3.9 %" }),
    factors: z.object({
      fairValue: FactorSchema.optional(),
      yield: FactorSchema.optional(),
      momentum: FactorSchema.optional(),
      trust: FactorSchema.optional(),
    }),
    unknown: z.array(z.enum(FACTORS)),
  })
  .openapi('ShortlistPick');

const FullWeights = z.object({
  fairValue: z.number(),
  yield: z.number(),
  momentum: z.number(),
  trust: z.number(),
});

export const ShortlistAnswer = z
  .object({
    results: z.array(ShortlistPickSchema),
    /** How many stored projects matched the preferences before the cap. */
    matched: z.number(),
    weights: FullWeights,
    method: z.string(),
  })
  .openapi('ShortlistAnswer');

export const ByProjectAnswer = ShortlistPickSchema.extend({
  weights: FullWeights,
  method: z.string(),
}).openapi('ShortlistByProject');
