import type { z } from '@hono/zod-openapi';
import type { DashboardAnswer as AdminDashboardSchema } from '../routes/admin-dashboard/admin-dashboard.schemas';
import type { NewAccountsAnswer as NewAccountsSchema } from '../routes/admin-dashboard/new-accounts';
import type {
  AnalyticsAnswer as SurveyAnalyticsSchema,
  LeadsAnswer as SurveyLeadsSchema,
  SurveyLeadSchema,
} from '../routes/admin-surveys/admin-surveys.schemas';

// Admin: survey analytics and survey leads (GET /api/admin/surveys/analytics, /leads)
export type SurveyAnalytics = z.infer<typeof SurveyAnalyticsSchema>;
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export type NewAccounts = z.infer<typeof NewAccountsSchema>;
export type SurveyLeadsAnswer = z.infer<typeof SurveyLeadsSchema>;
export type SurveyLead = z.infer<typeof SurveyLeadSchema>;
