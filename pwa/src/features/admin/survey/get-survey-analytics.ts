import type { SurveyAnalytics } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export type { SurveyAnalytics } from '@propai/api/wire';

/**
 * GET /api/admin/surveys/analytics (admin session).
 * @example const a = await getSurveyAnalytics({ from: '2026-11-01' });
 */
export function getSurveyAnalytics(query: { from?: string }, signal?: AbortSignal): Promise<SurveyAnalytics> {
  return api.get<SurveyAnalytics>('/admin/surveys/analytics', { query, signal });
}
