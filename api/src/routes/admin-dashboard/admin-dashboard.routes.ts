/**
 * The admin dashboard's figures (issue 19 "Dashboard and moderation"), admins only (401 / 403):
 *   GET /api/admin/dashboard
 * Every figure is a count over the store at the moment of asking, on an indexed field — listings by
 * status (live ones split into on the market and marked sold or rented: availability), stale live
 * listings (staleAt), pending community reports, users and callback requests
 * of the last 7 days (createdAt; listed by GET …/dashboard/new-accounts), failed code checks since India midnight (login audit) — never a
 * cached or estimated number. `Cache-Control: no-store`: the answer is for this admin, now.
 */
import { LOGIN_AUDIT } from '../../auth/login-audit';
import { USERS } from '../../auth/users';
import { marketFilter, staleLiveFilter } from '../../domain/listings/freshness';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { LISTINGS } from '../_shared/create-listing';
import { REPORTS } from '../_shared/report-list';
import { LEADS } from '../_shared/lead-collections';
import { DashboardAnswer } from './admin-dashboard.schemas';
import { createdSince, newAccountsPage, newAccountsRoute } from './new-accounts';

const IST_OFFSET_MS = 330 * 60_000;
const WEEK_MS = 7 * 86_400_000;

/** Midnight India time of the day `now` falls in. */
export function istMidnight(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - IST_OFFSET_MS);
}

const dashboardRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  tags: ['admin'],
  summary:
    'Listings by status, stale listings, pending reports, this week’s users and leads, today’s sign-in failures',
  responses: {
    200: { description: 'The figures', content: { 'application/json': { schema: DashboardAnswer } } },
    ...errorResponses(401, 403),
  },
});

export function adminDashboardRoutes({ store }: AppDeps) {
  return createRouter()
    .openapi(newAccountsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await newAccountsPage(store, c.req.valid('query')), 200);
    })
    .openapi(dashboardRoute, async (c) => {
      const now = new Date();
      const weekAgo = new Date(now.getTime() - WEEK_MS);
      const midnight = istMidnight(now);
      const listings = store.collection(LISTINGS);
      const byStatus = (status: string) => listings.count({ status });
      const [pending, onMarket, closed, rejected, flagged, stale, reports, newUsers, leads, signInFailures] =
        await Promise.all([
          byStatus('pending'),
          listings.count({ status: 'live', ...marketFilter('open') }),
          listings.count({ status: 'live', ...marketFilter('closed') }),
          byStatus('rejected'),
          byStatus('flagged'),
          listings.count(staleLiveFilter(now)),
          store.collection(REPORTS).count({ status: 'pending' }),
          store.collection(USERS).count(createdSince(weekAgo)),
          store.collection(LEADS).count({ createdAt: { $gte: weekAgo } }),
          store.collection(LOGIN_AUDIT).count({ outcome: 'code_rejected', createdAt: { $gte: midnight } }),
        ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          // live is the sum of its two counts, so the three figures always agree.
          listings: { pending, live: onMarket + closed, onMarket, closed, rejected, flagged, stale },
          reports: { pending: reports },
          week: { newUsers, leads, since: weekAgo.toISOString() },
          today: { signInFailures, since: midnight.toISOString() },
          generatedAt: now.toISOString(),
        },
        200,
      );
    });
}
