/** The signed-in user's notifications and received callback requests (GET /api/notifications, /api/leads/received). */
import type { LeadList, MarkReadAnswer, MarkReadBody, NotificationList } from '@propai/api/wire';
import { api } from '../../../lib/api-client';

/** A notification and a received callback request, as the API's schemas type them. */
export type { NotificationItem, ReceivedLead } from '@propai/api/wire';

export const fetchNotifications = (limit = 50) =>
  api.get<NotificationList>('/notifications', { query: { limit } });

/** No ids: every notification is marked read. */
const ALL: MarkReadBody = {};
export const markAllRead = () => api.post<MarkReadAnswer>('/notifications/read', ALL);

export const fetchReceivedLeads = () => api.get<LeadList>('/leads/received');
