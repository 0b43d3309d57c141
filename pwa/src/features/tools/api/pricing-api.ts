/**
 * The pricing tool's reads (public, kept on the device for offline reading like every GET): the
 * comparables' ₹/sq ft for a home, and a city's localities with live listings for the suggestions.
 */
import type { PriceSpread, ValuationLocalities } from '@propai/api/wire';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export function usePriceSpread(query: Record<string, string> | null) {
  return useFreshQuery<PriceSpread>(query ? '/valuation/price-spread' : null, query ?? undefined);
}

export function useLocalities(city: string) {
  return useFreshQuery<ValuationLocalities>(city ? '/valuation/localities' : null, { city });
}
