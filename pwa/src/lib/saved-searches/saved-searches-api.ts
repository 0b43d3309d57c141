/**
 * The saved-searches API (/api/saved-searches), shared by the "Save this search" button on the
 * results pages and the list in features/saved-searches. Writes go straight to the server, not
 * through the outbox: saving a search is an online act (its alerts run on the server), and the list
 * shows a failed rename, pause or delete by putting the old value back with the server's message.
 */
import type {
  CreateSavedSearchBody,
  SavedSearch,
  SavedSearchList,
  UpdateSavedSearchBody,
} from '@propai/api/wire';
import { api } from '../api-client';

export type { SavedSearch };
export type SavedSearchKind = SavedSearch['kind'];

/** What a results page offers to save: its filters in the API's words and its own address. */
export interface SearchToSave {
  kind: SavedSearchKind;
  /** Filter values as text; blanks are left out by the server. */
  filters: Record<string, string | number | undefined | null>;
  /** The page and query to open from an alert, e.g. '/search?type=rent&city=Gurgaon'. */
  url: string;
  /** A suggested name ("Rentals in Gurgaon"). */
  name: string;
}

/** Filter values as the API takes them: text only, blanks dropped. */
export function textFilters(filters: SearchToSave['filters']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = String(value);
  }
  return out;
}

export const listSavedSearches = () => api.get<SavedSearchList>('/saved-searches');

/** `key`: one per attempt (the button is disabled meanwhile), so a retried request stores one search. */
export const createSavedSearch = (search: SearchToSave, key: string) =>
  api.post<SavedSearch>(
    '/saved-searches',
    {
      name: search.name,
      kind: search.kind,
      url: search.url,
      filters: textFilters(search.filters),
    } satisfies CreateSavedSearchBody,
    { headers: { 'Idempotency-Key': key } },
  );

export const updateSavedSearch = (id: string, changes: UpdateSavedSearchBody) =>
  api.patch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, changes);

export const deleteSavedSearch = (id: string) =>
  api.delete<{ deleted: true }>(`/saved-searches/${encodeURIComponent(id)}`);
