/**
 * The moderation queue's query, page, decisions and history (GET /api/admin/listings,
 * POST …/{id}/reject, POST …/bulk, GET …/{id}/history): the wire types come from here (api/src/wire/).
 */
import { z } from '@hono/zod-openapi';
import { LISTING_CATEGORIES } from '../../domain/search/listing-filters';
import { ModerationItem } from '../_shared/listing-cards';
import { FlagSummary } from '../_shared/listing-flags.schemas';

export const REASON_MESSAGE = 'Enter a reason for the rejection.';
export const QUEUE_STATUSES = ['pending', 'flagged', 'live', 'rejected'] as const;
export const POSTER_TYPES = ['owner', 'agent', 'builder'] as const;
/** Age of a listing since it was posted: within a day, a week, a month, or older than a month. */
export const QUEUE_AGES = ['1d', '7d', '30d', 'older'] as const;
export const QUEUE_SORTS = ['newest', 'oldest'] as const;
export const BULK_LIMIT = 100;

const reasonField = z
  .string({ error: REASON_MESSAGE })
  .max(500, 'Keep the reason under 500 characters.')
  .optional();

export const RejectBody = z
  .object({
    // Checked in the handler, so a missing and a blank reason get the same exact message.
    reason: reasonField,
  })
  .openapi('RejectListing');

export const QueueQuery = z
  .object({
    status: z
      .enum(QUEUE_STATUSES, { error: 'Choose pending, flagged, live or rejected.' })
      .default('pending'),
    sort: z.enum(QUEUE_SORTS, { error: 'Choose newest or oldest.' }).default('newest'),
    kind: z.enum(LISTING_CATEGORIES, { error: `Choose ${LISTING_CATEGORIES.join(', ')}.` }).optional(),
    city: z.string().trim().min(1, 'Enter a city.').max(60, 'Enter a city.').optional(),
    posterType: z.enum(POSTER_TYPES, { error: 'Choose owner, agent or builder.' }).optional(),
    age: z.enum(QUEUE_AGES, { error: 'Choose 1d, 7d, 30d or older.' }).optional(),
    reported: z.enum(['true', 'false'], { error: 'Use reported=true or reported=false.' }).optional(),
    stale: z
      .enum(['true'], { error: 'Use stale=true (live listings past their freshness period).' })
      .optional()
      .openapi({ description: 'live listings unconfirmed past their freshness period (with status=live)' }),
    market: z
      .enum(['open', 'closed'], {
        error: 'Use market=open (on the market) or market=closed (sold or rented).',
      })
      .optional()
      .openapi({
        description: 'live listings on the market (open) or marked sold or rented (closed), with status=live',
      }),
    page: z.coerce
      .number({ error: 'Enter a page number.' })
      .int('Enter a page number.')
      .min(1, 'Enter a page number.')
      .max(10_000)
      .default(1),
  })
  .refine((q) => q.stale === undefined || q.status === 'live', {
    message: 'stale=true applies to live listings: add status=live.',
    path: ['stale'],
  })
  .refine((q) => q.market === undefined || q.status === 'live', {
    message: 'market= applies to live listings: add status=live.',
    path: ['market'],
  })
  .refine((q) => !(q.stale === 'true' && q.market === 'closed'), {
    message: 'Stale listings are the ones still on the market: use market=open or leave it out.',
    path: ['market'],
  });
export type QueueFilters = z.infer<typeof QueueQuery>;

/** A queue row: the listing, its open-report count, and their summary when it has any. */
export const QueueItem = ModerationItem.extend({
  reportCount: z.number().int().openapi({ description: 'open "Report this listing" reports' }),
  flags: FlagSummary.optional().openapi({ description: 'open "Report this listing" reports' }),
}).openapi('ModerationQueueItem');

export const QueuePage = z
  .object({
    items: z.array(QueueItem),
    total: z.number().int().openapi({ description: 'listings matching every filter' }),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('ModerationPage');

export const BulkBody = z
  .object({
    // Each id is checked on its own (a bad one fails alone), so only the shape is checked here.
    ids: z
      .array(z.string().max(64, 'Enter valid listing ids.'), { error: 'Choose the listings.' })
      .min(1, 'Choose at least one listing.')
      .max(BULK_LIMIT, `Choose at most ${BULK_LIMIT} listings at once.`),
    action: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
    reason: reasonField,
  })
  .openapi('BulkModeration');

export const BulkAnswer = z
  .object({
    results: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })),
  })
  .openapi('BulkModerationAnswer');

export const HistoryEntry = z.object({
  id: z.string(),
  at: z.string().openapi({ format: 'date-time' }),
  by: z.string().openapi({ description: "the admin's name (or email)" }),
  sections: z.array(z.string()),
  fields: z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })),
  revertOf: z.string().optional(),
});

export const HistoryAnswer = z.object({ items: z.array(HistoryEntry) }).openapi('ModerationHistory');
