/** Schemas for the notifications reading side (GET /api/notifications, POST /api/notifications/read). */
import { z } from '@hono/zod-openapi';
import { NOTIFICATION_TYPES } from '../../domain/notifications/notification-types';

export const NotificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES).openapi({
      description:
        "'listing_flagged': hidden while reports are reviewed; 'listing_restored': live again after review",
    }),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    listingId: z.string().optional().openapi({
      description:
        "'listing_stale', 'listing_flagged', 'listing_restored': the listing it is about ('listing_stale': confirm it with POST /api/my/listings/{id}/availability)",
    }),
    closeAs: z.enum(['sold', 'rented']).optional().openapi({
      description: "'listing_stale': the mark that closes this listing (sale → sold; rent, PG → rented)",
    }),
    createdAt: z.string(),
    read: z.boolean(),
  })
  .openapi('Notification');

export const NotificationQuery = z.object({
  limit: z.coerce
    .number({ error: 'Send a limit from 1 to 100.' })
    .int('Send a limit from 1 to 100.')
    .min(1, 'Send a limit from 1 to 100.')
    .max(100, 'Send a limit from 1 to 100.')
    .default(50),
});

export const NotificationList = z
  .object({ items: z.array(NotificationSchema), unread: z.number().int() })
  .openapi('NotificationList');

export const MarkReadBody = z
  .object({
    ids: z
      .array(z.string().min(1).max(64), { error: 'Send ids as a list of notification ids.' })
      .max(200, 'Send at most 200 ids.')
      .optional()
      .openapi({ description: 'Omit to mark every notification read' }),
  })
  .openapi('MarkNotificationsRead');

export const MarkReadAnswer = z
  .object({ success: z.literal(true), updated: z.number().int(), unread: z.number().int() })
  .openapi('NotificationsMarkedRead');
