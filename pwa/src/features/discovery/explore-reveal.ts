/**
 * Explore reveals results 10 at a time (spec §4, §9) from pages of 20 fetched by offset. Pure so the
 * rule is tested once: reveal more of what is loaded, and ask for the next page when that runs out.
 */
export const REVEAL_STEP = 10;

export interface RevealInput {
  revealed: number;
  loaded: number;
  hasMore: boolean;
  loading: boolean;
}

export interface RevealStep {
  revealed: number;
  /** True when the next server page is needed to fill the new reveal. */
  fetchMore: boolean;
}

export function revealMore(
  { revealed, loaded, hasMore, loading }: RevealInput,
  step = REVEAL_STEP,
): RevealStep {
  const wanted = revealed + step;
  return {
    revealed: Math.min(wanted, hasMore ? wanted : loaded),
    fetchMore: hasMore && !loading && wanted > loaded,
  };
}

/** Whether a Load More button (or the infinite scroll) has anything left to do. */
export function canRevealMore(revealed: number, loaded: number, hasMore: boolean): boolean {
  return revealed < loaded || hasMore;
}

/** Next page offset: the server pages by 20, so offset = pages loaded × 20 (spec §9). */
export function nextOffset(pagesLoaded: number, pageSize: number): number {
  return pagesLoaded * pageSize;
}
