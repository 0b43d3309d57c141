import type { SurveyLeadsAnswer } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export type { SurveyLead, SurveyLeadsAnswer } from '@propai/api/wire';

/** The leads page's filters, as the API's query names them. */
export interface SurveyLeadsQuery {
  from?: string;
  city?: string;
  purpose?: string;
  page?: number;
  limit?: number;
}

/**
 * GET /api/admin/surveys/leads (admin session): one page of survey sign-ups.
 * @example const { items, pages } = await getSurveyLeads({ city: 'Noida', page: 2 });
 */
export function getSurveyLeads(query: SurveyLeadsQuery, signal?: AbortSignal): Promise<SurveyLeadsAnswer> {
  return api.get<SurveyLeadsAnswer>('/admin/surveys/leads', { query: { ...query }, signal });
}
