/**
 * Builds the HTTP app: middleware, one router per URL prefix (each from its own folder under
 * routes/, mounted once here), the OpenAPI doc, the PWA, and the single error path. `server.ts` runs it; tests call `createApp(...).request(...)` directly.
 *
 * Order matters: the request log wraps everything (so it sees final statuses, errors included),
 * security headers apply to every response, compression, the 1 MB body limit and the refusal of
 * `$`/dotted JSON keys (read after the limit, so never more than 1 MB) only to /api,
 * and the PWA middleware comes last so it only answers what no API route did.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { Env } from './env';
import { accessContext } from './http/define-route';
import { defaultBodyLimit } from './http/body-limit';
import type { AppDeps } from './http/deps';
import { createErrorHandler, notFoundHandler } from './http/errors';
import { createLogger } from './http/logger';
import type { Logger } from './http/logger';
import { requestLog } from './http/request-log';
import { safeJsonKeys } from './http/safe-json-keys';
import { securityHeaders } from './http/security-headers';
import { pageExistsInStore } from './http/page-exists';
import { servePwa } from './http/static';
import { discoveryFrames } from './http/discovery-frames';
import { pageHeadFrame } from './http/page-head-frame';
import { projectPage } from './routes/projects/project-page';
import { readyWarmUp, type WarmUp } from './http/warm-up';
import { listingPage } from './routes/listings/listing-page';
import { reportPage } from './routes/reports/report-page';
import { blogPage } from './routes/blogs/blog-page';
import { adminBlogRoutes } from './routes/blogs/admin-blogs.routes';
import { blogRoutes } from './routes/blogs/blogs.routes';
import { validationHook } from './http/validation';
import { adminDashboardRoutes } from './routes/admin-dashboard/admin-dashboard.routes';
import { adminProjectRoutes } from './routes/admin-projects/admin-projects.routes';
import { adminSurveyRoutes } from './routes/admin-surveys/admin-surveys.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { favoriteRoutes } from './routes/favorites/favorites.routes';
import { fileRoutes } from './routes/files/files.routes';
import { healthRoutes } from './routes/health/health.routes';
import { listingFlagRoutes } from './routes/listing-flags/listing-flags.routes';
import { surveyRoutes } from './routes/survey/survey.routes';
import { leadRoutes } from './routes/leads/leads.routes';
import { sentLeadRoutes } from './routes/leads/sent-leads.routes';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes';
import { pulseRoutes } from './routes/pulse/pulse.routes';
import { insightRoutes } from './routes/insights/insights.routes';
import { notificationRoutes } from './routes/notifications/notifications.routes';
import { commercialListingRoutes } from './routes/commercial-listings/commercial-listings.routes';
import { listingRoutes } from './routes/listings/listings.routes';
import { marketplaceRoutes } from './routes/marketplace/marketplace.routes';
import { pgListingRoutes } from './routes/pg-listings/pg-listings.routes';
import { projectRoutes } from './routes/projects/projects.routes';
import { projectAdminRoutes } from './routes/project-admin/project-admin.routes';
import { recommendationRoutes } from './routes/projects/recommendations.routes';
import { reportRoutes } from './routes/reports/reports.routes';
import { reportSubmissionRoutes } from './routes/report-submissions/report-submissions.routes';
import { adminReportRoutes } from './routes/admin-reports/admin-reports.routes';
import { shortlistRoutes } from './routes/survey/shortlist.routes';
import { accountRoutes } from './routes/account/account.routes';
import { createOtpMailer } from './auth/mailer';
import { savedSearchRoutes } from './routes/saved-searches/saved-searches.routes';
import { subscriptionRoutes } from './routes/subscriptions/subscriptions.routes';
import { uploadRoutes } from './routes/uploads/uploads.routes';
import { myListingsRoutes } from './routes/my-listings/my-listings.routes';
import { moderationRoutes } from './routes/moderation/moderation.routes';
import { mountOpenApiDoc } from './routes/openapi/openapi.routes';
import { userPropertyRoutes } from './routes/user-properties/user-properties.routes';
import { mapRoutes } from './routes/map/map.routes';
import { tileImageSource } from './domain/map/tile-url';
import { valuationRoutes } from './routes/valuation/valuation.routes';
import { priceSpreadRoutes } from './routes/valuation/price-spread.routes';
import { agentRoutes } from './routes/agents/agents.routes';
import { adminAgentRoutes } from './routes/agents/admin-agents.routes';
import { rentalRoutes } from './routes/rentals/rentals.routes';
import { listingViewRoutes } from './routes/listing-views/listing-views.routes';
import type { Store } from './store/types';

/**
 * @example
 *   const app = createApp({ store, env: loadEnv(), version: '0.1.0' });
 *   const res = await app.request('/api/health');
 */
export function createApp(input: { store: Store; env: Env; version: string; log?: Logger; warmUp?: WarmUp }) {
  const deps: AppDeps = {
    ...input,
    log: input.log ?? createLogger(input.env.LOG_LEVEL),
    warmUp: input.warmUp ?? readyWarmUp(),
  };

  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.onError(createErrorHandler(deps.log));
  app.notFound(notFoundHandler);

  app.use('*', requestLog(deps.log));
  app.use('*', securityHeaders(deps.env.MAP_TILE_URL ? [tileImageSource(deps.env.MAP_TILE_URL)] : []));
  app.use('/api/*', compress());
  app.use('/api/*', defaultBodyLimit());
  app.use('/api/*', safeJsonKeys());
  app.use('/api/*', accessContext(deps.store));

  const routes = app
    .route('/api/health', healthRoutes(deps))
    .route('/api/files', fileRoutes(deps))
    .route('/api/auth', authRoutes(deps))
    .route('/api/newsletter', newsletterRoutes(deps))
    .route('/api/blogs', blogRoutes(deps))
    .route('/api/admin/blogs', adminBlogRoutes(deps))
    .route('/api/pulse', pulseRoutes(deps))
    .route('/api/insights', insightRoutes(deps))
    // Before /api/projects, whose /{idOrSlug} routes would otherwise be tried first.
    .route('/api/projects/recommendations', recommendationRoutes(deps))
    .route('/api/projects', projectRoutes(deps))
    // The project editors (issue 19): /{id}/admin/… and the admin writes; no public GET is shadowed.
    .route('/api/projects', projectAdminRoutes(deps))
    .route('/api/listings', listingRoutes(deps))
    .route('/api/marketplace', marketplaceRoutes(deps))
    .route('/api/user-properties', userPropertyRoutes(deps))
    .route('/api/reports', reportRoutes(deps))
    // POST / only (submission); the read side's router above owns the GETs.
    .route('/api/reports', reportSubmissionRoutes(deps))
    .route('/api/subscriptions', subscriptionRoutes(deps))
    .route('/api/upload', uploadRoutes(deps))
    .route('/api/pg-listings', pgListingRoutes(deps))
    .route('/api/commercial-listings', commercialListingRoutes(deps))
    .route('/api/my', myListingsRoutes(deps))
    .route('/api/admin/listings', moderationRoutes(deps))
    .route('/api/admin/surveys', adminSurveyRoutes(deps))
    .route('/api/admin/projects', adminProjectRoutes(deps))
    .route('/api/admin/dashboard', adminDashboardRoutes(deps))
    .route('/api/admin/reports', adminReportRoutes(deps))
    .route('/api/leads', leadRoutes(deps))
    .route('/api/leads', sentLeadRoutes(deps))
    .route('/api/notifications', notificationRoutes(deps))
    .route('/api/favorites', favoriteRoutes(deps))
    .route('/api/listing-flags', listingFlagRoutes(deps))
    .route('/api/survey/shortlist', shortlistRoutes(deps))
    .route('/api/survey', surveyRoutes(deps))
    .route('/api/saved-searches', savedSearchRoutes(deps))
    .route('/api/account', accountRoutes(deps, createOtpMailer(deps.env)))
    .route('/api/map', mapRoutes(deps))
    .route('/api/valuation', valuationRoutes(deps))
    .route('/api/valuation', priceSpreadRoutes(deps))
    .route('/api/agents', agentRoutes(deps))
    .route('/api/admin/agents', adminAgentRoutes(deps))
    .route('/api/rentals', rentalRoutes(deps))
    .route('/api/listing-views', listingViewRoutes(deps));

  mountOpenApiDoc(app, deps.version);

  // Not app.get('*'): a GET catch-all would swallow the typed routes' types (STACK.md).
  app.use(
    '*',
    servePwa({
      root: deps.env.PWA_DIST,
      pageExists: pageExistsInStore(deps.store),
      pages: [
        listingPage(deps),
        projectPage(deps),
        reportPage(deps),
        blogPage(deps),
        pageHeadFrame(),
        // Explore's and Browse's first result, read from this very API in process.
        // c.env carries the node server's incoming request (what getConnInfo reads).
        discoveryFrames(async (url, c) => {
          const env = c.env as Record<string, unknown> | undefined;
          const res = await routes.request(url, { headers: { Accept: 'application/json' } }, env);
          return res.ok ? await res.json() : null;
        }),
      ],
    }),
  );
  return routes;
}

/** For the PWA's typed `hc` client. */
export type AppType = ReturnType<typeof createApp>;
