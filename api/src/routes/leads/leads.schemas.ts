/** Request and answer schemas for the callback requests (leads) of POST /api/leads. */
import { z } from '@hono/zod-openapi';
import { MOBILE_MESSAGE, digitsOf, isValidMobile } from '../../domain/auth/contact-rules';

export const NAME_MESSAGE = 'Enter your name (at least 2 characters).';

export const LeadBody = z
  .object({
    targetType: z.enum(['project', 'listing'], { error: "Send targetType 'project' or 'listing'." }),
    targetId: z
      .string({ error: 'Send the id of the project or listing.' })
      .trim()
      .min(1, 'Send the id of the project or listing.')
      .max(200, 'Send the id of the project or listing.'),
    name: z
      .string({ error: NAME_MESSAGE })
      .trim()
      .min(2, NAME_MESSAGE)
      .max(100, 'Keep the name under 100 characters.'),
    // Spec part 1 §5: non-digits stripped, exactly 10 digits starting 6–9.
    phone: z
      .string({ error: MOBILE_MESSAGE })
      .refine(isValidMobile, MOBILE_MESSAGE)
      .transform((v) => digitsOf(v)),
    message: z.string().trim().max(1000, 'Keep the message under 1000 characters.').optional(),
  })
  .openapi('CallbackRequest');

export const LeadSchema = z
  .object({
    id: z.string(),
    targetType: z.enum(['project', 'listing']),
    targetId: z.string(),
    targetTitle: z.string(),
    /** Where the property opens in the app. */
    link: z.string(),
    name: z.string(),
    phone: z.string(),
    message: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Lead');

export const LeadCreated = z.object({ success: z.literal(true), lead: LeadSchema }).openapi('LeadCreated');
export const LeadList = z.object({ items: z.array(LeadSchema) }).openapi('LeadList');
