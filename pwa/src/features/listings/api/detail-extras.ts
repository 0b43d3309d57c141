/**
 * Answer shapes the API is adding in issue 15 (H1's freshness block on the detail answer and
 * GET /api/listings/{slugOrId}/price-insights), declared here UNTIL @propai/api/wire exports them;
 * then this file goes and the page imports the wire's types. The page renders each block only
 * when the answer carries it, so it works before and after the API change lands.
 */
import type { ListingDetail } from '@propai/api/wire';

export interface ListingFreshness {
  listedAt: string;
  availableAsOf: string;
  stale: boolean;
  staleAfterDays: number;
}

export interface PriceInsights {
  available: boolean;
  comparables: number;
  listingPerSqft: number | null;
  medianPerSqft: number | null;
  differencePct: number | null;
  method: string;
}

/** The detail answer plus the optional blocks (a project reference is not in the answer yet). */
export type ListingDetailView = ListingDetail & {
  freshness?: ListingFreshness;
  projectId?: string;
  projectName?: string;
};
