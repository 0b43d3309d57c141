import type { Seeded } from './seeded';

/**
 * The app's routes as a visitor reaches them (pwa/src/app/routes/route-table.ts), with real seeded
 * ids in the parameterised ones. Shared by the sweeps that must cover every route: accessibility
 * (a11y-axe.spec.ts) and styles on a cold entry (cold-styles.spec.ts).
 */
export function publicRoutes(s: Seeded): string[] {
  return [
    '/',
    '/home',
    '/search',
    '/post-pg',
    '/post-commercial',
    `/verified/${s.projectId}`,
    `/project/${s.projectSlug}`,
    `/projects/${s.projectId}`,
    `/projects/${s.projectSlug}/full`,
    '/explore',
    '/explore-projects',
    '/recommendations',
    '/spotlight/aravali-heights',
    '/spotlight/yamuna-greens',
    '/spotlight/skyline-towers',
    '/past-projects',
    '/browse-projects',
    '/pg',
    '/commercial',
    '/plots',
    `/listing/${s.listingSlug ?? s.listingId}`,
    `/listing/${s.listingId}`,
    '/browse/listings',
    '/sell/post',
    '/report',
    '/report-project',
    '/reports',
    '/reports/find',
    '/reports/weekly',
    `/reports/${s.reportId}`,
    `/projects/${s.projectId}/reports`,
    `/project/${s.projectSlug}/reports`,
    '/saved-properties',
    '/compare',
    '/favorites',
    '/login',
    '/buy',
    `/user-property/${s.listingId}`,
    `/floorplan/${s.projectId}`,
    '/insights',
    '/ai-insights',
    '/insights/map',
    '/insights/interactive-map',
    '/insights/trends',
    '/market-insights/trends',
    '/market-insights/neighborhoods',
    '/market-insights/investment',
    '/survey',
    '/valuation',
    '/agents',
    '/agents/register',
    '/rentals',
    '/blogs',
    '/blogs/pulse',
    `/blogs/${s.articleSlug}`,
    '/tools/emi',
    '/tools/affordability',
    '/tools/mortgage',
    '/tools/rent-calculator',
    '/monetization/featured-listings',
    '/monetization/services',
    '/monetization/services?type=legal',
    '/monetization/agent-plans',
    '/resources/buying-guide',
    '/resources/sellers-guide',
    '/tools/pricing',
    '/tools/application',
    '/rentals/tenant',
    '/market-insights/overview',
    '/help',
    '/billing',
    '/no-such-page',
  ];
}

/** Pages whose content depends on the signed-in user. */
export const userRoutes = [
  '/profile',
  '/my/listings',
  '/my-listings/leads',
  '/agents/leads',
  '/agents/dashboard',
  '/rentals/landlord',
  '/notifications',
  '/my-properties',
  '/settings',
];

export function adminRoutes(s: Seeded): string[] {
  return [
    '/admin/check-report',
    '/admin/login-attempts',
    '/admin/survey-leads',
    '/admin/new-accounts',
    '/admin/listings',
    '/admin-dashboard',
    '/survey-analytics',
    `/projects/${s.projectId}/admin`,
    `/modern-admin-editor/${s.projectId}`,
    `/projects/${s.projectId}/edit`,
    '/admin/projects',
    '/admin/projects/new',
    '/admin/blogs',
    '/admin/blogs/new',
    `/admin/blogs/${s.articleSlug}/edit`,
    '/admin/agents',
  ];
}

/** What shows that a screen without an h1 has loaded: /compare without ids is the empty overlay. */
export const readyMarker: Record<string, string> = {
  '/compare': '[data-testid="compare-empty"]:visible',
};
