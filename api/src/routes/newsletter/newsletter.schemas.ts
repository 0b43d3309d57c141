/** Request and answer schemas for the newsletter's subscribe, confirm and unsubscribe routes. */
import { z } from '@hono/zod-openapi';
import { EMAIL_MESSAGE, isValidEmail } from '../../domain/auth/contact-rules';

export const SubscribeBody = z
  .object({
    email: z
      .string({ error: EMAIL_MESSAGE })
      .max(254, EMAIL_MESSAGE)
      .refine(isValidEmail, EMAIL_MESSAGE)
      .openapi({ example: 'asha@example.com', description: 'Compared lower-cased' }),
    source: z
      .string()
      .trim()
      .max(40, 'Keep the source under 40 characters.')
      .regex(/^[a-z0-9_-]*$/i, 'Use letters, digits, _ or - for the source.')
      .optional()
      .openapi({ example: 'footer', description: 'Where the form was (footer, home, blog…)' }),
  })
  .openapi('NewsletterSubscribe');

/** The same answer whether the address was new, pending or already confirmed (no one learns which). */
export const SubscribeAnswer = z
  .object({
    success: z.literal(true),
    email: z.string().openapi({ example: 'asha@example.com' }),
    status: z.literal('check-inbox'),
    emailDisabled: z
      .boolean()
      .openapi({ description: 'true when the server prints emails to its log instead of sending them' }),
  })
  .openapi('NewsletterSubscription');

const TOKEN_MESSAGE = 'Open the link from the email again: this one is incomplete.';

export const TokenBody = z
  .object({
    token: z
      .string({ error: TOKEN_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{43}$/, TOKEN_MESSAGE)
      .openapi({ description: 'the token from the emailed link' }),
  })
  .openapi('NewsletterToken');

export const TokenAnswer = z
  .object({
    email: z.string(),
    status: z.enum(['confirmed', 'unsubscribed']),
  })
  .openapi('NewsletterTokenAnswer');
