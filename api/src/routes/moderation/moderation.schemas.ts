/** The moderation queue's page and the reject body (GET /api/admin/listings, POST …/{id}/reject). */
import { z } from '@hono/zod-openapi';
import { ModerationItem } from '../_shared/listing-cards';

export const REASON_MESSAGE = 'Enter a reason for the rejection.';

export const RejectBody = z
  .object({
    // Checked in the handler, so a missing and a blank reason get the same exact message.
    reason: z.string({ error: REASON_MESSAGE }).max(500, 'Keep the reason under 500 characters.').optional(),
  })
  .openapi('RejectListing');

export const QueuePage = z
  .object({
    items: z.array(ModerationItem),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('ModerationPage');
