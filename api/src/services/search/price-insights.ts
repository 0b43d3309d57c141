/**
 * The comparables query behind GET /api/listings/{slugOrId}/price-insights; the maths and the
 * method line are domain/listings/price-insights.ts. Comparable = live, in default search (not
 * stale, not sold/rented), same category and listing type, same city (alias-normalised key) and
 * locality, area within ±30 %, not the listing itself. Reads through the `locality` index, at most
 * MAX_COMPARABLES documents (the median of 500 is as good as of all).
 */
import { freshnessClauses } from '../../domain/listings/freshness';
import { areaBand, priceInsights, type PriceInsights } from '../../domain/listings/price-insights';
import { normalizeCity } from '../../domain/search/city-aliases';
import type { Collection, Doc, Filter } from '../../store/types';

export const MAX_COMPARABLES = 500;

export async function listingPriceInsights(
  col: Collection<Doc>,
  listing: Doc,
  now = new Date(),
): Promise<PriceInsights> {
  const locality = typeof listing.locality === 'string' ? listing.locality : '';
  const city = typeof listing.city === 'string' ? listing.city : '';
  const place = [locality, city].filter(Boolean).join(', ') || 'this area';
  const area = typeof listing.areaSqft === 'number' && listing.areaSqft > 0 ? listing.areaSqft : undefined;
  if (!area || !locality || !city) return priceInsights(listing, [], place);
  const band = areaBand(area);
  const filter: Filter = {
    locality,
    $and: [
      { status: 'live' },
      { category: listing.category },
      ...(typeof listing.listingType === 'string' ? [{ listingType: listing.listingType }] : []),
      { 'search.city': normalizeCity(city) },
      { areaSqft: { $gte: band.min, $lte: band.max } },
      { _id: { $ne: listing._id } },
      ...freshnessClauses(now, false),
    ],
  };
  const comparables = await col.find(filter, {
    limit: MAX_COMPARABLES,
    projection: { category: 1, listingType: 1, price: 1, pricePerMonth: 1, areaSqft: 1 },
  });
  return priceInsights(listing, comparables, place);
}
