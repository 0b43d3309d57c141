/**
 * The route table of spec part 1 §2.1, plus the top-navigation targets of §2.3 and a 404. Each entry names its lazy page, the fallback text shown if the page's code fails to load
 * (spec §8; '<X> unavailable' where §8 names none), and whether an admin guard wraps it.
 */
import { SPOTLIGHTS } from '@propai/api/domain/projects/spotlights';
import type { ComponentType, LazyExoticComponent } from 'react';
import { pages } from './pages';

export interface PageRoute {
  path: string;
  // Page components take their own props; the table supplies them in `props`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: LazyExoticComponent<ComponentType<any>>;
  fallback: string;
  /** 'admin': the server confirms the role first; 'user': signed in, else /login?next=. */
  guard?: 'admin' | 'user';
  props?: Record<string, unknown>;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

const p = (
  path: string,
  page: PageRoute['page'],
  fallback: string,
  extra: Partial<PageRoute> = {},
): PageRoute => ({
  path,
  page,
  fallback,
  ...extra,
});
const admin = { guard: 'admin' } as const;
const signedIn = { guard: 'user' } as const;

// Static paths come before parameterised ones that could also match them (/reports/find before
// /reports/:id) so the order reads the way the matcher ranks them.
export const pageRoutes: PageRoute[] = [
  p('/', pages.home, 'Home page unavailable'),
  p('/home', pages.home, 'Home page unavailable'),
  p('/search', pages.search, 'Search unavailable'),
  p('/post-pg', pages.postPg, 'PG listing form unavailable'),
  p('/post-commercial', pages.postCommercial, 'Commercial listing form unavailable'),
  p('/verified/:id', pages.verifiedProject, 'Project details unavailable'),
  p('/project/:id', pages.project, 'Project page unavailable'),
  p('/projects/:id', pages.project, 'Project page unavailable'),
  p('/projects/:slugOrId/full', pages.projectFull, 'Project details unavailable'),
  p('/explore', pages.explore, 'Explore projects unavailable'),
  p('/explore-projects', pages.explore, 'Explore projects unavailable'),
  p('/recommendations', pages.recommendations, 'Recommendations unavailable'),
  // The three spotlight routes, each showing the project its URL names (one shared list).
  ...SPOTLIGHTS.map((s) =>
    p(`/spotlight/${s.slug}`, pages.spotlight, `${s.name} page unavailable`, { props: { slug: s.slug } }),
  ),
  p('/past-projects', pages.pastProjects, 'Past projects unavailable'),
  p('/browse-projects', pages.browseProjects, 'Browse projects unavailable'),
  p('/tools/emi', pages.emiTool, 'EMI calculator unavailable'),
  p('/tools/affordability', pages.affordabilityTool, 'Affordability calculator unavailable'),
  p('/tools/mortgage', pages.mortgageTool, 'Mortgage calculator unavailable'),
  p('/tools/rent-calculator', pages.rentCalculator, 'Rent calculator unavailable'),
  p('/pg', pages.pg, 'PG listings unavailable'),
  p('/commercial', pages.commercial, 'Commercial listings unavailable'),
  p('/plots', pages.plots, 'Plots unavailable'),
  p('/listing/:slugOrId', pages.listingDetail, 'Listing detail unavailable'),
  p('/browse/listings', pages.browseListings, 'Browse listings unavailable'),
  p('/sell/post', pages.postListing, 'Post listing wizard unavailable'),
  p('/my/listings', pages.myListings, 'My listings page unavailable'),
  p('/my-listings/leads', pages.leads, 'Leads unavailable', signedIn),
  p('/report', pages.report, 'Report page unavailable'),
  p('/report-project', pages.report, 'Report page unavailable'),
  p('/reports', pages.reports, 'Report view unavailable'),
  p('/reports/find', pages.findReports, 'Find reports unavailable'),
  p('/reports/weekly', pages.weeklyReports, 'Weekly reports unavailable'),
  p('/reports/:id', pages.reportDetail, 'Report detail unavailable'),
  p('/projects/:id/reports', pages.projectReports, 'Project reports unavailable'),
  p('/project/:id/reports', pages.projectReports, 'Project reports unavailable'),
  p('/saved-properties', pages.savedProperties, 'Saved properties unavailable'),
  p('/compare', pages.compare, 'Comparison unavailable'),
  p('/notifications', pages.notifications, 'Notifications unavailable'),
  p('/favorites', pages.savedReports, 'Saved reports unavailable'),
  p('/login', pages.login, 'Sign-in unavailable'),
  p('/profile', pages.profile, 'Profile unavailable'),
  p('/saved-searches', pages.savedSearches, 'Saved searches unavailable', signedIn),
  // Signed-in only; the page redirects itself so it can still say "deleted" after signing out.
  p('/settings', pages.settings, 'Settings unavailable'),
  p('/buy', pages.buy, 'Buy page unavailable'),
  p('/user-property/:id', pages.listingDetail, 'Listing detail unavailable'),
  p('/floorplan/:projectId', pages.floorplan, 'Floor plan unavailable'),
  p('/insights', pages.insights, 'Insights page unavailable'),
  p('/ai-insights', pages.aiInsights, 'AI Insights unavailable'),
  p('/insights/map', pages.insightsMap, 'Insights map unavailable'),
  p('/insights/interactive-map', pages.interactiveMap, 'Interactive map unavailable'),
  // The menus' market pages: views of the same stored figures as /insights (one page module).
  ...(
    [
      ['/insights/trends', 'trends', 'Market trends'],
      ['/market-insights/overview', 'overview', 'Market overview'],
      ['/market-insights/trends', 'trends', 'Price trends'],
      ['/market-insights/neighborhoods', 'neighborhoods', 'Neighbourhoods'],
      ['/market-insights/investment', 'investment', 'Investment'],
    ] as const
  ).map(([path, view, title]) =>
    p(path, pages.marketInsights, `${title} unavailable`, { props: { view, title } }),
  ),
  p('/survey', pages.survey, 'Survey temporarily unavailable'),
  p('/valuation', pages.valuation, 'Property valuation unavailable'),
  p('/agents', pages.agents, 'Agent search unavailable'),
  p('/agents/register', pages.agentRegister, 'Agent registration unavailable'),
  p('/rentals', pages.rentals, 'Rental dashboard unavailable'),
  p('/blogs', pages.blogs, 'Blogs unavailable'),
  p('/blogs/pulse', pages.pulse, 'Market pulse unavailable'),
  p('/blogs/:slug', pages.blogPost, 'Blog post unavailable'),
  // Admin pages: guarded in the PWA; the API refuses them too (DECISIONS.md).
  p('/admin/check-report', pages.checkReport, 'Report check unavailable', admin),
  p('/admin/login-attempts', pages.loginAttempts, 'Login attempts unavailable', admin),
  p('/admin/survey-leads', pages.surveyLeads, 'Admin survey leads unavailable', admin),
  p('/admin/new-accounts', pages.newAccounts, 'New accounts unavailable', admin),
  p('/admin/listings', pages.listingModeration, 'Listing moderation unavailable', admin),
  p('/admin/blogs', pages.adminBlogs, 'Blog admin unavailable', admin),
  p('/admin/blogs/new', pages.articleEditor, 'Article editor unavailable', admin),
  p('/admin/blogs/:slug/edit', pages.articleEditor, 'Article editor unavailable', admin),
  p('/admin-dashboard', pages.adminDashboard, 'Admin dashboard unavailable', admin),
  p('/survey-analytics', pages.surveyAnalytics, 'Survey analytics unavailable', admin),
  p('/projects/:id/admin', pages.projectAdmin, 'Project admin unavailable', admin),
  p('/modern-admin-editor/:projectId', pages.modernEditor, 'Project editor unavailable', admin),
  p('/admin/projects', pages.adminProjects, 'Admin projects unavailable', admin),
  p('/admin/projects/new', pages.newProject, 'New project form unavailable', admin),
  p('/admin/agents', pages.agentApplications, 'Agent registrations unavailable', admin),
  // Admins only, checked by the editor itself: the spec sends a non-admin to / (not a message page).
  p('/projects/:id/edit', pages.legacyEditor, 'Project editor unavailable'),
  // The menus' guides, tools and role pages (spec part 1 §2.3). The spec flags them beta; they are
  // built, and the menus keep the Beta badge (DECISIONS: no "Coming soon" for what the spec describes).
  p('/resources/buying-guide', pages.buyingGuide, 'Buying guide unavailable'),
  p('/resources/sellers-guide', pages.sellersGuide, "Seller's guide unavailable"),
  p('/tools/pricing', pages.pricingTool, 'Pricing tool unavailable'),
  p('/tools/application', pages.rentalApplication, 'Rental application unavailable'),
  p('/rentals/landlord', pages.rentals, 'Rental dashboard unavailable'),
  p('/rentals/tenant', pages.tenantRentals, 'Tenant page unavailable'),
  p('/monetization/services', pages.sellerServices, 'Seller services unavailable'),
  p('/monetization/agent-plans', pages.agentPlans, 'Agent plans unavailable'),
  p('/agents/dashboard', pages.agentDashboard, 'Agent dashboard unavailable', signedIn),
  p('/agents/leads', pages.leads, 'Leads unavailable', signedIn),
  p('/help', pages.help, 'Help unavailable'),
  p('/billing', pages.billing, 'Billing unavailable'),
  p('/monetization/featured-listings', pages.featuredListings, 'Featured listings unavailable'),
  p('/my-properties', pages.myProperties, 'My properties unavailable', signedIn),
  p('*', pages.notFound, 'Page unavailable'),
];

export const redirectRoutes: RedirectRoute[] = [{ path: '/post-property', redirectTo: '/sell/post' }];
