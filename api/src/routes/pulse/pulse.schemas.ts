/** Answer schemas of GET /api/pulse and GET /api/pulse/{week}: a stored pulse issue, as the page reads it. */
import { z } from '@hono/zod-openapi';
import { WEEK_KEY_PATTERN } from '../../domain/pulse/pulse-rules';

const count = z.number().int().min(0);

export const PriceMoveSchema = z.object({
  locality: z.string(),
  city: z.string(),
  medianPsf: z.number().openapi({ description: 'median asking ₹/sqft of the week’s live sale listings' }),
  listings: count,
  baselineMedianPsf: z.number(),
  baselineListings: count,
  changePct: z.number(),
});

/** A project named in a section, linked by its slug. */
const projectRef = { name: z.string(), slug: z.string(), developer: z.string() };

export const PulseIssueSchema = z
  .object({
    week: z.string().openapi({ example: '2026-W47' }),
    weekLabel: z.string().openapi({ example: 'Week 47, 2026' }),
    /** The week's Sunday, India time. */
    date: z.string().openapi({ example: '2026-11-22' }),
    weekStart: z.string().openapi({ description: 'Monday 00:00 India time (ISO instant)' }),
    weekEnd: z.string().openapi({ description: 'the next Monday 00:00 India time, exclusive' }),
    headline: z.string(),
    summary: z.string(),
    minutesToRead: z.number().int().min(1),
    generatedAt: z.string(),
    launches: z.object({
      total: count,
      items: z.array(
        z.object({
          ...projectRef,
          locality: z.string(),
          city: z.string(),
        }),
      ),
    }),
    prices: z.object({
      minListings: count.openapi({
        description: 'listings needed on each side before a locality gets a number',
      }),
      baselineWeeks: count,
      listingsThisWeek: count,
      tooFew: count.openapi({ description: 'localities with listings this week but not enough data' }),
      moves: z.array(PriceMoveSchema),
    }),
    possession: z.object({
      total: count,
      items: z.array(
        z.object({
          ...projectRef,
          promised: z.string(),
          revised: z.string().optional(),
        }),
      ),
    }),
    reports: z.object({
      total: count.openapi({ description: 'approved (or unmoderated) reports posted in the week' }),
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          projectName: z.string(),
          category: z.string(),
          upVotes: count,
        }),
      ),
    }),
  })
  .openapi('PulseIssue');

export const PulseSummarySchema = PulseIssueSchema.pick({
  week: true,
  weekLabel: true,
  date: true,
  headline: true,
  summary: true,
  minutesToRead: true,
}).openapi('PulseIssueSummary');

export const PulseListSchema = z
  .object({
    latest: PulseIssueSchema.nullable(),
    issues: z.array(PulseSummarySchema),
    page: z.number().int(),
    pages: z.number().int(),
    total: count,
  })
  .openapi('PulseList');

export const PulseListQuery = z.object({
  page: z.coerce
    .number({ error: 'Send a page number from 1.' })
    .int('Send a page number from 1.')
    .min(1, 'Send a page number from 1.')
    .max(1000, 'Send a page number up to 1000.')
    .default(1),
});

export const PulseWeekParam = z.object({
  week: z
    .string()
    .regex(WEEK_KEY_PATTERN, 'Send a week as YYYY-Www, e.g. 2026-W47.')
    .openapi({ param: { name: 'week', in: 'path' }, example: '2026-W47' }),
});
