/** The weekly market pulse's reads (GET /api/pulse, /api/pulse/{week}) and the emailed links' actions. */
import type { NewsletterTokenAnswer, PulseIssue, PulseList } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export type { PulseIssue, PulseIssueSummary, PulseList } from '@propai/api/wire';

export const fetchPulse = (page = 1) => api.get<PulseList>('/pulse', { query: { page } });
export const fetchIssue = (week: string) => api.get<PulseIssue>(`/pulse/${encodeURIComponent(week)}`);

/** Confirm or unsubscribe with the token of an emailed link (the page posts it; a GET changes nothing). */
export const applyLinkToken = (action: 'confirm' | 'unsubscribe', token: string) =>
  api.post<NewsletterTokenAnswer>(`/newsletter/${action}`, { token });
