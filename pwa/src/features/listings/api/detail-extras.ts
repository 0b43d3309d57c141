/** The detail page's answer types, from the API's schemas (@propai/api/wire). */
import type { ListingDetail } from '@propai/api/wire';

export type { ListingFreshness, PriceInsights } from '@propai/api/wire';

export type ListingDetailView = ListingDetail;
