/**
 * GET /api/rentals/landlord (signed in): the landlord dashboard behind /rentals' Beta notice — the
 * caller's rent, PG and commercial-for-rent listings (isRental, domain/listings/freshness.ts), newest
 * first, each with its views (services/rentals/listing-views.ts), the callback requests it received
 * and their handled state (routes/leads), and when it must next be confirmed
 * (domain/rentals/confirmation-due.ts). Only the caller's own listings and leads; "rented out" and
 * "still available" are the existing POST /api/my/listings/{id}/availability.
 */
import type { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { availabilityOf, freshnessOf, isRental } from '../../domain/listings/freshness';
import { confirmationDue, DUE_SOON_DAYS } from '../../domain/rentals/confirmation-due';
import { listingUrl } from '../../domain/search/public-listing';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { viewCounts } from '../../services/rentals/listing-views';
import type { Doc } from '../../store/types';
import { LandlordDashboardSchema, type LandlordListingSchema } from './rentals.schemas';

export const LANDLORD_MAX = 200;
const LATEST_LEADS = 3;

const dashboardRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/landlord',
  tags: ['Rentals'],
  summary: "The caller's rentals with views, leads and confirmations due",
  responses: {
    200: {
      description: 'Newest first',
      content: { 'application/json': { schema: LandlordDashboardSchema } },
    },
    ...errorResponses(401),
  },
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const STATUSES = ['pending', 'live', 'rejected', 'flagged'] as const;

export const LANDLORD_METHOD = {
  views:
    "Views: one per device per day on the listing's page (India time); your own visits are not counted. Counted since view counting began.",
  leads: 'Leads: callback requests buyers sent for the listing; open until you mark them handled.',
  confirmations: `Confirmations: rentals leave default search 30 days after you last confirmed them; due from ${DUE_SOON_DAYS} days before.`,
};

export function rentalRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>().openapi(dashboardRoute, async (c) => {
    const me = c.var.user._id;
    const now = new Date();
    const mine = await store
      .collection('listings')
      .find({ authorId: me }, { sort: { createdAt: -1 }, limit: LANDLORD_MAX * 2 });
    const rentals = mine.filter(isRental).slice(0, LANDLORD_MAX);
    const ids = rentals.map((l) => l._id);
    const views = await viewCounts(store, ids, now);
    const leads = ids.length
      ? await store
          .collection('leads')
          .find({ recipientId: me, listingId: { $in: ids } }, { sort: { createdAt: -1 } })
      : [];
    const items = rentals.map((l: Doc): z.infer<typeof LandlordListingSchema> => {
      const own = leads.filter((x) => x.listingId === l._id);
      const status = STATUSES.find((s) => s === l.status) ?? 'pending';
      return {
        id: l._id,
        title: str(l.title),
        url: listingUrl(l),
        category: str(l.category),
        status,
        city: str(l.city),
        locality: str(l.locality),
        rent: num(l.pricePerMonth) ?? num(l.price),
        cover: Array.isArray(l.photos) && typeof l.photos[0] === 'string' ? l.photos[0] : null,
        availability: availabilityOf(l),
        freshness: freshnessOf(l, now),
        confirmation: confirmationDue(l, now),
        views: views.get(l._id) ?? { total: 0, week: 0 },
        leads: {
          total: own.length,
          open: own.filter((x) => !(x.handledAt instanceof Date)).length,
          latest: own.slice(0, LATEST_LEADS).map((x) => ({
            id: x._id,
            name: str(x.name),
            phone: str(x.phone),
            createdAt: x.createdAt instanceof Date ? x.createdAt.toISOString() : new Date(0).toISOString(),
            handled: x.handledAt instanceof Date,
          })),
        },
      };
    });
    const onMarket = items.filter((i) => i.status === 'live' && i.availability === 'available');
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        items,
        totals: {
          listings: items.length,
          onMarket: onMarket.length,
          viewsWeek: items.reduce((n, i) => n + i.views.week, 0),
          openLeads: items.reduce((n, i) => n + i.leads.open, 0),
          confirmationsDue: onMarket.filter((i) => i.confirmation.state !== 'ok').length,
        },
        method: LANDLORD_METHOD,
        generatedAt: now.toISOString(),
      },
      200,
    );
  });
}
