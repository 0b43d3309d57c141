/**
 * The survey as the recommendations calls read it: exactly the survey POST /api/survey/submit
 * stores (domain/survey/survey-data.ts, one shape on the wire, one list of values), and the
 * value checks the shortlist's preferences share — place names as plain text, sizes 1–10, the
 * survey's property types — so an operator object or an unknown word answers 400 naming the field.
 * Shared by /api/survey/shortlist and /api/projects/recommendations.
 */
import { z } from '@hono/zod-openapi';
import { PROPERTY_TYPES, SurveyDataSchema } from '../../domain/survey/survey-data';
import { ProjectCardSchema } from './project-card.schemas';

/**
 * The request bodies are strict: a key they do not declare is a 400 naming it, never silently
 * dropped (a body wrapped as `{ preferences: {…} }` once answered 200 with unfiltered picks).
 */
export const unexpectedKeys = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `Unexpected field: ${(iss.keys ?? []).join(', ')}.` : undefined,
};

const PLACE = /^[\p{L}\p{N}][\p{L}\p{N} ,.'()/&-]{0,79}$/u;
export const place = z
  .string({ error: 'Send each place as text.' })
  .trim()
  .regex(PLACE, 'Send a place name (letters, digits, spaces, commas; at most 80 characters).')
  .openapi({ example: 'Dwarka Expressway' });
export const places = z
  .array(place, { error: 'Send a list of place names.' })
  .max(20, 'Send at most 20 places.');

const TYPE_VALUES: readonly string[] = PROPERTY_TYPES.map((t) => t.value);
const TYPE_MESSAGE = `Send a property type: ${TYPE_VALUES.join(', ')}.`;
/** One of the survey's property types, any case ('Apartment' as the shortlist's defaults write it). */
export const propertyType = z
  .string({ error: TYPE_MESSAGE })
  .refine((t) => TYPE_VALUES.includes(t.trim().toLowerCase()), { message: TYPE_MESSAGE })
  .openapi({ example: 'apartment' });

export const bhkNumber = z
  .number({ error: 'Send BHK as a whole number from 1 to 10.' })
  .int('Send BHK as a whole number from 1 to 10.')
  .min(1, 'Send BHK as a whole number from 1 to 10.')
  .max(10, 'Send BHK as a whole number from 1 to 10.');

export const RecommendationsBody = z
  .strictObject(
    {
      survey: SurveyDataSchema.openapi({
        description:
          'The survey as stored (POST /api/survey/submit): purpose, budget, preferredLocations, bhk, propertyTypes, timeline',
      }),
    },
    unexpectedKeys,
  )
  .openapi('RecommendationsRequest', {
    example: {
      survey: {
        purpose: 'self_use',
        budget: '100-200',
        preferredLocations: ['Gurgaon'],
        bhk: ['3bhk'],
        propertyTypes: ['apartment'],
        timeline: '6-12 months',
      },
    },
  });

export const RecommendationsAnswer = z
  .object({
    projects: z.array(ProjectCardSchema),
    /** True when nothing matched the full query and the answer is the city-only fallback (spec §7). */
    cityOnly: z.boolean(),
  })
  .openapi('RecommendationsAnswer');
