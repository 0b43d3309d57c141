/** The landlord dashboard's answer (GET /api/rentals/landlord): the caller's own rentals only. */
import { z } from '@hono/zod-openapi';
import { ListingAvailabilitySchema, ListingFreshnessSchema } from '../_shared/listing-detail';

const LeadLine = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
});

export const LandlordListingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    url: z.string(),
    category: z.string().openapi({ example: 'rent' }),
    status: z.enum(['pending', 'live', 'rejected', 'flagged']),
    city: z.string(),
    locality: z.string(),
    rent: z.number().nullable().openapi({ description: 'Monthly rent (PG: per bed)' }),
    cover: z.string().nullable(),
    availability: ListingAvailabilitySchema,
    freshness: ListingFreshnessSchema,
    confirmation: z.object({
      state: z.enum(['closed', 'stale', 'due', 'ok']),
      staleAt: z.string().nullable(),
      daysLeft: z.number().nullable(),
    }),
    views: z.object({ total: z.number(), week: z.number() }),
    leads: z.object({ total: z.number(), open: z.number(), latest: z.array(LeadLine) }),
  })
  .openapi('LandlordListing');

export const LandlordDashboardSchema = z
  .object({
    items: z.array(LandlordListingSchema),
    totals: z.object({
      listings: z.number(),
      onMarket: z.number(),
      viewsWeek: z.number(),
      openLeads: z.number(),
      confirmationsDue: z.number(),
    }),
    method: z.object({ views: z.string(), leads: z.string(), confirmations: z.string() }),
    generatedAt: z.string(),
  })
  .openapi('LandlordDashboard');
