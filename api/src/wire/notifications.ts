import type { z } from '@hono/zod-openapi';
import type {
  HandledBody,
  LeadBody,
  LeadList as LeadListSchema,
  LeadSchema,
  ListerContact as ListerContactSchema,
} from '../routes/leads/leads.schemas';
import type { SentLeadList as SentLeadListSchema } from '../routes/leads/sent-leads.schemas';
import type {
  MarkReadAnswer as MarkReadAnswerSchema,
  MarkReadBody as MarkReadBodySchema,
  NotificationList as NotificationListSchema,
  NotificationSchema,
} from '../routes/notifications/notifications.schemas';

// Notifications and received callback requests (GET /api/notifications, /api/leads/received)
export type NotificationItem = z.infer<typeof NotificationSchema>;
export type NotificationList = z.infer<typeof NotificationListSchema>;
export type MarkReadBody = z.input<typeof MarkReadBodySchema>;
export type MarkReadAnswer = z.infer<typeof MarkReadAnswerSchema>;
export type ReceivedLead = z.infer<typeof LeadSchema>;
export type LeadList = z.infer<typeof LeadListSchema>;
export type CallbackRequestBody = z.input<typeof LeadBody>;
// POST /api/leads/{id}/handled (body) and GET /api/leads/contact/{listingId} (answer)
export type LeadHandledBody = z.input<typeof HandledBody>;
export type ListerContact = z.infer<typeof ListerContactSchema>;
// GET /api/leads/sent: the callback requests the caller sent
export type SentLeadList = z.infer<typeof SentLeadListSchema>;
export type SentLead = SentLeadList['items'][number];
