/**
 * The heading block (eyebrow, title, lead) of the pages whose first frame the server paints from
 * HTML (api/src/http/page-head-frame.ts) before the app has loaded. One text for both: the PWA's
 * page renders the same block (PageLayout), so what React paints replaces the server's words with
 * the same words in the same place. Plain data, no imports: the PWA's pages import it too.
 */
export interface PageHead {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The page's own class on its frame (its max width): PageLayout's className. */
  className: string;
}

export const REPORTS_HEAD: PageHead = {
  eyebrow: 'Community reports',
  title: 'Project Reports',
  lead: 'What buyers report about Delhi NCR projects and builders: delays, quality, hidden charges.',
  className: 'reports-page',
};

export const INSIGHTS_HEAD: PageHead = {
  eyebrow: 'Insights',
  title: 'Market insights',
  lead: "Prices, rents, trends, yields, supply and possession delays for each city and locality of Delhi NCR, computed from PropAI's listings and projects.",
  className: 'insights-page',
};

export const POST_PG_HEAD: PageHead = {
  eyebrow: 'Sell or rent out',
  title: 'Post a PG listing',
  lead: 'Saved on this device as you type, even offline. Visible after verification.',
  className: 'post-pg-page',
};

/** /explore and /explore-projects (features/discovery/pages/explore-page.tsx). */
export const EXPLORE_HEAD: PageHead = {
  eyebrow: 'Discover',
  title: 'Explore projects',
  className: 'ex-page',
};

export const BROWSE_LISTINGS_HEAD: PageHead = {
  title: 'Browse listings',
  lead: 'Homes, rentals, PGs, offices and plots posted by owners, agents and builders.',
  className: '',
};

/** The pages (their paths, without a trailing slash) whose HTML carries their heading block. */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/reports': REPORTS_HEAD,
  '/insights': INSIGHTS_HEAD,
  '/post-pg': POST_PG_HEAD,
};
