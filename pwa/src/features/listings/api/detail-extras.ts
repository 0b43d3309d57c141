/**
 * The detail page's answer types, from the API's schemas (@propai/api/wire). `projectId` /
 * `projectName` are not in the answer yet: the page links a listing's project only when the API
 * starts sending them (listings do not record a project today).
 */
import type { ListingDetail } from '@propai/api/wire';

export type { ListingFreshness, PriceInsights } from '@propai/api/wire';

export type ListingDetailView = ListingDetail & { projectId?: string; projectName?: string };
