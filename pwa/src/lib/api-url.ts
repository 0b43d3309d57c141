/** The API's base path and the one way an address of it is built (api-client.ts re-exports both). */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

/** Builds '/api/…' from a path, dropping a duplicate '/api' prefix (spec part 1 §7). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.replace(/^\/?(api\/)?/, '/');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${clean}${search ? `?${search}` : ''}`;
}
