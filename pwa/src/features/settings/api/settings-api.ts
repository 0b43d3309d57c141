/**
 * The /api/account calls of the settings page. All of them are online acts, not outbox writes:
 * a preference switch shows its saved state only once the server has it (the page disables the
 * switches offline and says so), and export and deletion need the server by nature.
 */
import type {
  AccountDeleted,
  ConfirmDeletionBody,
  DeletionCodeAnswer,
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@propai/api/wire';
import { api } from '../../../lib/api-client';

export type { NotificationPreferences };
export type PreferenceItem = NotificationPreferences['groups'][number]['items'][number];

export const fetchPreferences = () => api.get<NotificationPreferences>('/account/notification-preferences');

export const savePreference = (type: PreferenceItem['type'], choice: { inApp: boolean; email: boolean }) =>
  api.put<NotificationPreferences>('/account/notification-preferences', {
    preferences: { [type]: choice },
  } satisfies UpdateNotificationPreferences);

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData(now = new Date()): Promise<void> {
  const data = await api.get<unknown>('/account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `propai-data-${now.toISOString().slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const requestDeletionCode = () => api.post<DeletionCodeAnswer>('/account/delete/request-code');

export const confirmDeletion = (body: ConfirmDeletionBody) =>
  api.post<AccountDeleted>('/account/delete/confirm', body);
