/**
 * The valuation page's requests: the estimate and the locality suggestions (public reads, kept on
 * the device for offline reading like every GET), and the signed-in owner's saved valuations
 * (list, save with an Idempotency-Key so a double tap stores one, delete).
 */
import { IDEMPOTENCY_HEADER } from '@propai/api/domain/http-headers';
import type {
  SaveValuationBody,
  SavedValuation,
  SavedValuationList,
  Valuation,
  ValuationLocalities,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';
import { useFreshSession } from '../../../lib/session/use-fresh-session';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function useEstimate(query: Record<string, string> | null) {
  return useFreshQuery<Valuation>(query ? '/valuation/estimate' : null, query ?? undefined);
}

export function useLocalities(city: string) {
  return useFreshQuery<ValuationLocalities>(city ? '/valuation/localities' : null, { city });
}

/** The owner's saved valuations (null path while signed out); `retry()` re-reads after a change. */
export function useSavedValuations() {
  const session = useFreshSession();
  return useFreshQuery<SavedValuationList>(session ? '/valuation/saved' : null, undefined, session);
}

export const saveValuation = (body: SaveValuationBody, key: string) =>
  api.post<SavedValuation>('/valuation/saved', body, { headers: { [IDEMPOTENCY_HEADER]: key } });

export const deleteValuation = (id: string) => api.delete<{ deleted: true }>(`/valuation/saved/${id}`);
