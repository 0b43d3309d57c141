/** Request and answer schemas for POST /api/survey/submit (spec part 1 §3–§4). */
import { z } from '@hono/zod-openapi';
import {
  ANONYMOUS_ID_PATTERN,
  SURVEY_SOURCE,
  SURVEY_VERSION,
  SurveyDataSchema,
} from '../../domain/survey/survey-data';

export const ANONYMOUS_ID_MESSAGE = 'Send the anonymous id this device was given (a UUID).';
export const USER_ID_MESSAGE = 'Send the signed-in user id.';
export const TIMESTAMP_MESSAGE = 'Send when the survey was started, as an ISO date-time or milliseconds.';
/** A device clock may run a little fast; a survey "from" further in the future is not real. */
export const CLOCK_SKEW_MS = 24 * 60 * 60_000;

const timestamp = z
  .union([z.iso.datetime({ offset: true }), z.number().int().positive()], { error: TIMESTAMP_MESSAGE })
  .transform((v, ctx) => {
    const at = new Date(v);
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + CLOCK_SKEW_MS) {
      ctx.addIssue({ code: 'custom', message: TIMESTAMP_MESSAGE });
      return z.NEVER;
    }
    return at;
  })
  .openapi({ example: '2026-11-24T18:30:00.000Z' });

export const SurveySubmitBody = z
  .strictObject(
    {
      surveyData: SurveyDataSchema.openapi({
        description:
          'purpose, budget, preferredLocations (or location), bhk, propertyTypes (or propertyType), timeline',
      }),
      userId: z
        .string({ error: USER_ID_MESSAGE })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, USER_ID_MESSAGE)
        .optional()
        .openapi({ description: "The signed-in user's id; must be the session's user" }),
      anonymousId: z
        .string({ error: ANONYMOUS_ID_MESSAGE })
        .regex(ANONYMOUS_ID_PATTERN, ANONYMOUS_ID_MESSAGE)
        .optional()
        .openapi({
          description:
            'The device id a survey taken signed out was sent with; signed in, it attaches that survey',
          example: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
        }),
      timestamp,
      source: z.literal(SURVEY_SOURCE, { error: `Send source '${SURVEY_SOURCE}'.` }),
      version: z.literal(SURVEY_VERSION, { error: `Send version '${SURVEY_VERSION}'.` }).optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `Unexpected field: ${iss.keys.join(', ')}.` : undefined,
    },
  )
  .openapi('SurveySubmit');

const StoredSurveyData = z.record(z.string(), z.unknown());

export const SurveyStored = z
  .object({
    success: z.literal(true),
    status: z.literal('stored'),
    surveyId: z.string(),
    hasSurvey: z.literal(true),
    surveyData: StoredSurveyData,
    /** Surveys this account had taken signed out (same anonymous id), now attached to it. */
    attached: z.number().int(),
  })
  .openapi('SurveyStored');

export const SurveyPending = z
  .object({
    success: z.literal(true),
    status: z.literal('pending'),
    queued: z.literal(true),
    surveyId: z.string(),
    anonymousId: z.string(),
    message: z.string(),
  })
  .openapi('SurveyPending');

export type SurveySubmit = z.output<typeof SurveySubmitBody>;
