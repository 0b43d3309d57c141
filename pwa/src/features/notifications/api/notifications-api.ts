/** The signed-in user's notifications and received callback requests (GET /api/notifications, /api/leads/received). */
import { api } from '../../../lib/api-client';

export interface NotificationItem {
  id: string;
  type: 'listing_approved' | 'listing_rejected' | 'callback_request' | 'report_reply';
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface ReceivedLead {
  id: string;
  targetType: 'project' | 'listing';
  targetTitle: string;
  link: string;
  name: string;
  phone: string;
  message: string | null;
  createdAt: string;
}

export const fetchNotifications = (limit = 50) =>
  api.get<{ items: NotificationItem[]; unread: number }>('/notifications', { query: { limit } });

export const markAllRead = () => api.post<{ unread: number }>('/notifications/read', {});

export const fetchReceivedLeads = () => api.get<{ items: ReceivedLead[] }>('/leads/received');
