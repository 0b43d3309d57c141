/** GET /api/admin/dashboard: the admin's figures, each counted from the store when asked. */
import { z } from '@hono/zod-openapi';

const count = z.number().int().nonnegative();

export const DashboardAnswer = z
  .object({
    listings: z.object({
      pending: count,
      /** Every approved listing, on the market or not (onMarket + closed). */
      live: count,
      /** Live and on the market (never marked, or available). */
      onMarket: count,
      /** Live but marked sold or rented: shown with its badge, out of default search. */
      closed: count,
      rejected: count,
      /** Hidden by five user reports until an admin decides. */
      flagged: count,
      /** Live, still on the market, and unconfirmed past their freshness period. */
      stale: count,
    }),
    reports: z.object({ pending: count }),
    /** Accounts created and callback requests sent in the last 7 days. */
    week: z.object({ newUsers: count, leads: count, since: z.string() }),
    /** Failed code checks since midnight India time (login audit outcome code_rejected). */
    today: z.object({ signInFailures: count, since: z.string() }),
    generatedAt: z.string(),
  })
  .openapi('AdminDashboard');
