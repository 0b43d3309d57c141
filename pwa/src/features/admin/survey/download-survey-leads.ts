/**
 * Download CSV on the leads page: GET /api/admin/surveys/leads.csv with the admin's session (a
 * plain link cannot carry the bearer token), saved under the server's file name.
 */
import { ApiError, apiUrl } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import type { SurveyLeadsQuery } from './get-survey-leads';

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'survey-leads.csv';

/** @example await downloadSurveyLeads({ city: 'Noida' }); // the browser saves survey-leads-….csv */
export async function downloadSurveyLeads(query: Omit<SurveyLeadsQuery, 'page' | 'limit'>): Promise<void> {
  const token = useSessionStore.getState().token;
  let res: Response;
  try {
    res = await fetch(apiUrl('/admin/surveys/leads.csv', { ...query }), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, {
      error: 'network_error',
      message: 'You appear to be offline. Check your connection.',
    });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(res.status, {
      error: body?.error ?? 'http_error',
      message: body?.message ?? `Could not download the leads (${res.status}).`,
    });
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
