import type { z } from '@hono/zod-openapi';
import type {
  ConfirmDeletionBody as ConfirmDeletionBodySchema,
  DeletedAnswer as AccountDeletedSchema,
  DeletionCodeAnswer as DeletionCodeAnswerSchema,
  PreferencesAnswer as NotificationPreferencesSchema,
  UpdatePreferencesBody as UpdatePreferencesBodySchema,
} from '../routes/account/account.schemas';

/** /api/account (settings page). */
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export type UpdateNotificationPreferences = z.input<typeof UpdatePreferencesBodySchema>;
export type DeletionCodeAnswer = z.infer<typeof DeletionCodeAnswerSchema>;
export type ConfirmDeletionBody = z.input<typeof ConfirmDeletionBodySchema>;
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
