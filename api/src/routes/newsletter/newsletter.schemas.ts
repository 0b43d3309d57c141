/** Request and answer schemas for POST /api/newsletter/subscribe. */
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

export const SubscribeAnswer = z
  .object({
    success: z.literal(true),
    id: z.string().openapi({ example: '665f1c2e9b1d4a0012345678' }),
    email: z.string().openapi({ example: 'asha@example.com' }),
  })
  .openapi('NewsletterSubscription');
