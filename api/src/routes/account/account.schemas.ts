/** Schemas for /api/account: notification preferences, the data export and account deletion. */
import { z } from '@hono/zod-openapi';
import { NOTIFICATION_TYPES } from '../../domain/notifications/notification-types';
import { challengeId, otpCode } from '../_shared/otp.schemas';

const KNOWN: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);
const SWITCH_MESSAGE = 'Send true or false.';

const ChannelChoice = z
  .object({
    inApp: z.boolean({ error: SWITCH_MESSAGE }),
    email: z.boolean({ error: SWITCH_MESSAGE }),
  })
  .strict()
  .openapi('NotificationChannelChoice');

export const UpdatePreferencesBody = z
  .object({
    preferences: z
      .record(z.string(), ChannelChoice, { error: 'Send preferences as { <type>: { inApp, email } }.' })
      .superRefine((prefs, ctx) => {
        for (const type of Object.keys(prefs)) {
          if (!KNOWN.has(type)) {
            ctx.addIssue({
              code: 'custom',
              path: [type],
              message: `Unknown notification type. Use one of: ${NOTIFICATION_TYPES.join(', ')}.`,
            });
          }
        }
      })
      .openapi({ description: 'Only the types to change; the others keep their choice' }),
  })
  .strict()
  .openapi('UpdateNotificationPreferences');

export const PreferenceItem = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  label: z.string(),
  inApp: z.boolean(),
  email: z.boolean(),
  emailByDefault: z.boolean(),
});

export const PreferencesAnswer = z
  .object({
    groups: z.array(z.object({ title: z.string(), items: z.array(PreferenceItem) })),
    emailDisabled: z.boolean().openapi({
      description: 'True when the server has no SMTP: emails are printed to its log instead',
    }),
  })
  .openapi('NotificationPreferences');

export const AccountExport = z
  .record(z.string(), z.unknown())
  .openapi('AccountExport', { description: 'Everything the account holds, as a JSON file' });

export const DeletionCodeAnswer = z
  .object({
    challengeId: z.string().openapi({ description: 'Only the asker receives it; confirm needs it' }),
    sentTo: z.string(),
    emailDisabled: z.boolean(),
    resendInSeconds: z.number().int(),
    message: z.string(),
  })
  .openapi('DeletionCodeSent');

export const ConfirmDeletionBody = z
  .object({
    challengeId,
    otp: otpCode,
  })
  .openapi('ConfirmAccountDeletion');

export const DeletedAnswer = z
  .object({ deleted: z.literal(true), message: z.string() })
  .openapi('AccountDeleted');
