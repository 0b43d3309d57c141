/**
 * Admin survey analytics and survey leads (issue 17, "Admin"), mounted at /api/admin/surveys:
 * - GET /analytics?from&to: counts by purpose, budget band, city and timeline, and the survey
 *   sign-ups, computed from the stored surveys (survey-sign-ups.ts);
 * - GET /leads?from&to&city&purpose&page&limit[&format=csv]: the survey sign-ups with their contact
 *   details and preferences, newest first, paged; `format=csv` (or GET /leads.csv) downloads every
 *   matching lead (up to CSV_MAX_ROWS) as an attachment, CSV-injection safe (analytics-csv.ts).
 * Admin only: 401 without a session, 403 without the admin role (defineRoute 'admin'). Contact
 * details are personal data, so every answer is `Cache-Control: no-store`.
 */
import type { Context } from 'hono';
import type { AuthEnv } from '../../auth/session-middleware';
import { toCsv } from '../../domain/survey/analytics-csv';
import { BHK_OPTIONS, BUDGET_BANDS, PROPERTY_TYPES, PURPOSES } from '../../domain/survey/survey-data';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import {
  AnalyticsAnswer,
  AnalyticsQuery,
  CSV_MAX_ROWS,
  LeadsAnswer,
  LeadsQuery,
} from './admin-surveys.schemas';
import type { SurveyLead } from './admin-surveys.schemas';
import { surveyAnalytics, surveyLeads } from './survey-sign-ups';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const csvContent = { 'text/csv': { schema: { type: 'string' as const } } };

const analyticsRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/analytics',
  tags: ['admin'],
  summary: 'Survey counts by purpose, budget band, city and timeline, and the survey sign-ups',
  request: { query: AnalyticsQuery },
  responses: { 200: json(AnalyticsAnswer, 'Counts over the period'), ...errorResponses(400, 401, 403) },
});

const leadsRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/leads',
  tags: ['admin'],
  summary: 'Survey sign-ups with contact details and preferences (format=csv downloads them)',
  request: { query: LeadsQuery },
  responses: {
    200: {
      description: 'A page of leads, or every lead as CSV',
      content: { ...json(LeadsAnswer, '').content, ...csvContent },
    },
    ...errorResponses(400, 401, 403),
  },
});

const leadsCsvRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/leads.csv',
  tags: ['admin'],
  summary: 'Survey sign-ups as a CSV download',
  request: { query: LeadsQuery },
  responses: {
    200: { description: 'CSV attachment', content: csvContent },
    ...errorResponses(400, 401, 403),
  },
});

const CSV_HEADER = [
  'Name',
  'Email',
  'Mobile',
  'Signed up',
  'Came from',
  'Planning to buy',
  'Owns real estate',
  'Purpose',
  'Budget',
  'Preferred locations',
  'BHK',
  'Property types',
  'Timeline',
] as const;

const labelIn = (options: readonly { value: string; label: string }[]) => (v: string) =>
  options.find((o) => o.value === v)?.label ?? v;
const purposeLabel = labelIn(PURPOSES);
const budgetLabel = (v: string | number) =>
  BUDGET_BANDS.find((b) => b.value === v)?.label ?? (typeof v === 'number' ? `up to ₹${v}L` : `₹${v}L`);

function csvRow(l: SurveyLead): unknown[] {
  const p = l.preferences;
  return [
    l.name,
    l.email,
    l.mobile,
    l.signedUpAt,
    l.via === 'signup_form' ? 'Survey sign-up form' : 'Survey attached at sign-in',
    l.planningToBuy,
    l.ownsRealEstate,
    p ? purposeLabel(p.purpose) : '',
    p ? budgetLabel(p.budget) : '',
    p?.preferredLocations.join('; ') ?? '',
    p?.bhk.map(labelIn(BHK_OPTIONS)).join('; ') ?? '',
    p?.propertyTypes.map(labelIn(PROPERTY_TYPES)).join('; ') ?? '',
    p?.timeline ?? '',
  ];
}

function csvAnswer(c: Context, leads: SurveyLead[]) {
  const day = new Date().toISOString().slice(0, 10);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="survey-leads-${day}.csv"`);
  c.header('Cache-Control', 'no-store');
  // A byte-order mark so spreadsheets read ₹ and names in UTF-8.
  return c.body(`\uFEFF${toCsv(CSV_HEADER, leads.slice(0, CSV_MAX_ROWS).map(csvRow))}`, 200);
}

export function adminSurveyRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(analyticsRoute, async (c) => {
      const q = c.req.valid('query');
      const to = q.to ?? new Date();
      const result = await surveyAnalytics(store, { from: q.from, to });
      c.header('Cache-Control', 'no-store');
      return c.json(
        { success: true as const, from: q.from?.toISOString() ?? null, to: to.toISOString(), ...result },
        200,
      );
    })
    .openapi(leadsCsvRoute, async (c) => {
      const q = c.req.valid('query');
      const leads = await surveyLeads(store, { from: q.from, to: q.to ?? new Date() }, q);
      return csvAnswer(c, leads);
    })
    .openapi(leadsRoute, async (c) => {
      const q = c.req.valid('query');
      const leads = await surveyLeads(store, { from: q.from, to: q.to ?? new Date() }, q);
      if (q.format === 'csv') return csvAnswer(c, leads);
      const start = (q.page - 1) * q.limit;
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          success: true as const,
          items: leads.slice(start, start + q.limit),
          total: leads.length,
          page: q.page,
          limit: q.limit,
          pages: Math.max(1, Math.ceil(leads.length / q.limit)),
        },
        200,
      );
    });
}
