/**
 * Query and answer schemas for the admin survey analytics and survey leads
 * (GET /api/admin/surveys/analytics, /leads, /leads.csv). A period is `from`/`to` as a date
 * (YYYY-MM-DD, whole days in UTC) or an ISO date-time; `to` defaults to now and `from` to the
 * first survey ("all"); a period longer than MAX_SPAN_DAYS, or one that ends before it starts, is
 * refused naming the field.
 */
import { z } from '@hono/zod-openapi';
import { PREFERRED_LOCATIONS, PURPOSES } from '../../domain/survey/survey-data';
import type { Purpose } from '../../domain/survey/survey-data';

/** Three years: enough to compare a year with the one before; bounds what one request reads. */
export const MAX_SPAN_DAYS = 3 * 366;
export const DAY_MS = 86_400_000;
export const FROM_MESSAGE = 'Send from as a date (YYYY-MM-DD) or an ISO date-time.';
export const TO_MESSAGE = 'Send to as a date (YYYY-MM-DD) or an ISO date-time.';
export const ORDER_MESSAGE = 'to must be on or after from.';
export const SPAN_MESSAGE = `Choose a period of at most ${MAX_SPAN_DAYS} days.`;
export const CITY_MESSAGE = `Choose a city from: ${PREFERRED_LOCATIONS.join(', ')}.`;
export const PURPOSE_MESSAGE = `Choose a purpose: ${PURPOSES.map((p) => p.value).join(', ')}.`;
/** Rows in one CSV export; a bigger export is a narrower period. */
export const CSV_MAX_ROWS = 5000;

const dateOrTime = (message: string, endOfDay: boolean) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message })
    .transform((s) => new Date(s.length === 10 ? `${s}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : s))
    .optional();

const period = {
  from: dateOrTime(FROM_MESSAGE, false).openapi({ example: '2026-10-01' }),
  to: dateOrTime(TO_MESSAGE, true).openapi({ example: '2026-10-31' }),
};

type Period = { from?: Date | undefined; to?: Date | undefined };
function checkPeriod(q: Period, ctx: z.RefinementCtx) {
  const to = q.to ?? new Date();
  if (q.from && q.from.getTime() > to.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ORDER_MESSAGE });
  } else if (q.from && to.getTime() - q.from.getTime() > MAX_SPAN_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: SPAN_MESSAGE });
  }
}

export const AnalyticsQuery = z.object(period).superRefine(checkPeriod);

const purposeValues = PURPOSES.map((p) => p.value) as [Purpose, ...Purpose[]];
export const LeadsQuery = z
  .object({
    ...period,
    city: z
      .string({ error: CITY_MESSAGE })
      .transform((s, ctx) => {
        const city = PREFERRED_LOCATIONS.find((p) => p.toLowerCase() === s.trim().toLowerCase());
        if (!city) {
          ctx.addIssue({ code: 'custom', message: CITY_MESSAGE });
          return z.NEVER;
        }
        return city;
      })
      .optional()
      .openapi({ example: 'Gurgaon' }),
    purpose: z.enum(purposeValues, { error: PURPOSE_MESSAGE }).optional(),
    page: z.coerce
      .number({ error: 'Send page as a whole number from 1.' })
      .int('Send page as a whole number from 1.')
      .min(1, 'Send page as a whole number from 1.')
      .max(10_000, 'Send page as a whole number from 1 to 10000.')
      .default(1),
    limit: z.coerce
      .number({ error: 'Send limit as a whole number from 1 to 100.' })
      .int('Send limit as a whole number from 1 to 100.')
      .min(1, 'Send limit as a whole number from 1 to 100.')
      .max(100, 'Send limit as a whole number from 1 to 100.')
      .default(20),
    format: z.enum(['json', 'csv'], { error: "Send format 'json' or 'csv'." }).default('json'),
  })
  .superRefine(checkPeriod);

const Row = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const AnalyticsAnswer = z
  .object({
    success: z.literal(true),
    from: z.string().nullable(),
    to: z.string(),
    /** People (accounts, or devices signed out) whose newest survey in the period is counted. */
    respondents: z.number().int(),
    dimensions: z.object({
      purpose: z.array(Row),
      budget: z.array(Row),
      city: z.array(Row),
      timeline: z.array(Row),
    }),
    signUps: z.object({
      count: z.number().int(),
      /** count ÷ respondents; null when nobody took the survey in the period. */
      rate: z.number().nullable(),
      definition: z.string(),
    }),
  })
  .openapi('SurveyAnalytics');

export const SurveyLeadSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    signedUpAt: z.string(),
    via: z.enum(['pending_survey', 'signup_form']),
    planningToBuy: z.string().nullable(),
    ownsRealEstate: z.string().nullable(),
    /** The account's newest survey; null when its stored answers no longer read as a survey. */
    preferences: z
      .object({
        purpose: z.string(),
        budget: z.union([z.string(), z.number()]),
        preferredLocations: z.array(z.string()),
        bhk: z.array(z.string()),
        propertyTypes: z.array(z.string()),
        timeline: z.string(),
      })
      .nullable(),
  })
  .openapi('SurveyLead');

export const LeadsAnswer = z
  .object({
    success: z.literal(true),
    items: z.array(SurveyLeadSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('SurveyLeads');

export type SurveyLead = z.infer<typeof SurveyLeadSchema>;
