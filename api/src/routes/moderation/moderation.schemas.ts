/** The moderation queue's page and the reject body (GET /api/admin/listings, POST …/{id}/reject). */
import { z } from '@hono/zod-openapi';
import { ModerationItem } from '../_shared/listing-cards';
import { FlagSummary } from '../_shared/listing-flags.schemas';

export const REASON_MESSAGE = 'Enter a reason for the rejection.';

export const RejectBody = z
  .object({
    // Checked in the handler, so a missing and a blank reason get the same exact message.
    reason: z.string({ error: REASON_MESSAGE }).max(500, 'Keep the reason under 500 characters.').optional(),
  })
  .openapi('RejectListing');

/** A queue row: the listing, and the summary of its open reports when it has any. */
export const QueueItem = ModerationItem.extend({
  flags: FlagSummary.optional().openapi({ description: 'open "Report this listing" reports' }),
}).openapi('ModerationQueueItem');

export const QueuePage = z
  .object({
    items: z.array(QueueItem),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('ModerationPage');
