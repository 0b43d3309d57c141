/**
 * The survey as the recommendations calls read it (spec part 1 §3, part 2 §3, §7), and the value
 * checks the shortlist shares: sizes 1–10, the survey's property types, budgets that read as
 * budgets, place names as plain text — so an operator object or an unknown word answers 400
 * naming the field. Shared by /api/survey/shortlist and /api/projects/recommendations.
 */
import { z } from '@hono/zod-openapi';
import { BUDGET_LABELS, isBudget, parseBhkChoice, SURVEY_PROPERTY_TYPES } from '../../domain/survey/matching';
import { ProjectCardSchema } from './project-card.schemas';

/** The survey's timelines (spec part 1 §3, part 2 §9), plus 'immediate' the spec's data shows. */
export const SURVEY_TIMELINES = [
  '3-6 months',
  '6-12 months',
  '1-2 years',
  'Just exploring',
  'immediate',
] as const;

const PLACE = /^[\p{L}\p{N}][\p{L}\p{N} ,.'()/&-]{0,79}$/u;
export const place = z
  .string({ error: 'Send each place as text.' })
  .trim()
  .regex(PLACE, 'Send a place name (letters, digits, spaces, commas; at most 80 characters).')
  .openapi({ example: 'Dwarka Expressway' });
export const places = z
  .array(place, { error: 'Send a list of place names.' })
  .max(20, 'Send at most 20 places.');

export const propertyType = z
  .string({ error: `Send a property type: ${SURVEY_PROPERTY_TYPES.join(', ')}.` })
  .refine((t) => (SURVEY_PROPERTY_TYPES as readonly string[]).includes(t.trim().toLowerCase()), {
    message: `Send a property type: ${SURVEY_PROPERTY_TYPES.join(', ')}.`,
  })
  .openapi({ example: 'apartment' });

export const bhkNumber = z
  .number({ error: 'Send BHK as a whole number from 1 to 10.' })
  .int('Send BHK as a whole number from 1 to 10.')
  .min(1, 'Send BHK as a whole number from 1 to 10.')
  .max(10, 'Send BHK as a whole number from 1 to 10.');

const bhkAnswer = z
  .union([bhkNumber, z.string()], { error: 'Send BHK as a number, or a label such as 3bhk or 4bhk+.' })
  .refine((v) => parseBhkChoice(v) !== null, {
    message: 'Send BHK as a number, or a label such as 3bhk or 4bhk+.',
  });

/** The survey as the page holds it (spec part 1 §3, part 2 §3), in the loose forms the spec allows. */
export const SurveySchema = z
  .object({
    purpose: z
      .string({ error: 'Send purpose as text.' })
      .regex(/^[\p{L} -]{1,40}$/u, 'Send purpose as a word or two.')
      .optional(),
    budget: z
      .union([z.string().max(40), z.number()], {
        error: `Send budget as a lakh range (${BUDGET_LABELS.join(', ')}) or a number.`,
      })
      .refine(isBudget, { message: `Send budget as a lakh range (${BUDGET_LABELS.join(', ')}) or a number.` })
      .optional(),
    location: z
      .union([place, places], { error: 'Send location as a place name or a list of them.' })
      .optional(),
    preferredLocations: places.optional(),
    bhk: z
      .union([bhkAnswer, z.array(bhkAnswer).max(10)], {
        error: 'Send BHK as a number, or a label such as 3bhk or 4bhk+.',
      })
      .optional(),
    propertyType: propertyType.optional(),
    propertyTypes: z.array(propertyType, { error: 'Send property types as a list.' }).max(5).optional(),
    timeline: z
      .enum(SURVEY_TIMELINES, { error: `Send timeline as one of: ${SURVEY_TIMELINES.join(', ')}.` })
      .optional(),
  })
  .openapi('SurveyPreferences', {
    example: {
      budget: '100-200',
      location: ['Dwarka Expressway'],
      bhk: ['3bhk'],
      propertyTypes: ['apartment'],
    },
  });
export type SurveyInput = z.infer<typeof SurveySchema>;

export const RecommendationsBody = z.object({ survey: SurveySchema }).openapi('RecommendationsRequest', {
  example: { survey: { budget: '100-200', location: ['Gurgaon'], bhk: [3] } },
});

export const RecommendationsAnswer = z
  .object({
    projects: z.array(ProjectCardSchema),
    /** True when nothing matched the full query and the answer is the city-only fallback (spec §7). */
    cityOnly: z.boolean(),
  })
  .openapi('RecommendationsAnswer');
