/** Request and answer schemas for the callback requests (leads) of POST /api/leads. */
import { z } from '@hono/zod-openapi';
import { MOBILE_MESSAGE, digitsOf, isValidMobile } from '../../domain/auth/contact-rules';
import { LEAD_MESSAGE_MAX, LEAD_NAME_MAX, LEAD_NAME_MESSAGE } from '../../domain/leads/lead-rules';

export const NAME_MESSAGE = LEAD_NAME_MESSAGE;

export const LeadBody = z
  .object({
    // 'agent': the directory's contact button (/agents); targetId is the agent's public handle.
    targetType: z.enum(['project', 'listing', 'agent'], {
      error: "Send targetType 'project', 'listing' or 'agent'.",
    }),
    targetId: z
      .string({ error: 'Send the id of the project, listing or agent.' })
      .trim()
      .min(1, 'Send the id of the project, listing or agent.')
      .max(200, 'Send the id of the project, listing or agent.'),
    name: z
      .string({ error: NAME_MESSAGE })
      .trim()
      .min(2, NAME_MESSAGE)
      .max(LEAD_NAME_MAX, `Keep the name under ${LEAD_NAME_MAX} characters.`),
    // Spec part 1 §5: non-digits stripped, exactly 10 digits starting 6–9.
    phone: z
      .string({ error: MOBILE_MESSAGE })
      .refine(isValidMobile, MOBILE_MESSAGE)
      .transform((v) => digitsOf(v)),
    message: z
      .string()
      .trim()
      .max(LEAD_MESSAGE_MAX, `Keep the message under ${LEAD_MESSAGE_MAX} characters.`)
      .optional(),
  })
  .openapi('CallbackRequest');

export const LeadSchema = z
  .object({
    id: z.string(),
    targetType: z.enum(['project', 'listing', 'agent']),
    targetId: z.string(),
    targetTitle: z.string(),
    /** Where the property opens in the app. */
    link: z.string(),
    name: z.string(),
    phone: z.string(),
    message: z.string().nullable(),
    createdAt: z.string(),
    /** The lister marked it dealt with (POST /api/leads/{id}/handled). */
    handled: z.boolean(),
    handledAt: z.string().nullable(),
  })
  .openapi('Lead');

export const LeadCreated = z.object({ success: z.literal(true), lead: LeadSchema }).openapi('LeadCreated');
export const LeadList = z.object({ items: z.array(LeadSchema) }).openapi('LeadList');

export const OWN_LISTING_MESSAGE = 'This is your own listing.';
export const CONTACT_FIRST_MESSAGE = "Request a callback first; then the lister's number is shown.";
export const NO_PHONE_MESSAGE = 'The lister has not shared a phone number.';

export const LeadIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter a valid lead id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

export const ContactParams = z.object({
  listingId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'listingId', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

export const HandledBody = z
  .object({
    handled: z
      .boolean({ error: 'Send handled as true or false.' })
      .optional()
      .openapi({ description: 'default true; false clears the mark' }),
  })
  .openapi('LeadHandled');

export const ListerContact = z
  .object({
    listingId: z.string(),
    title: z.string(),
    /** The lister's name as given on the listing (or their account). */
    name: z.string(),
    phone: z.string().openapi({ example: '9876543210' }),
    telUrl: z.string().openapi({ example: 'tel:+919876543210' }),
    whatsappUrl: z
      .string()
      .openapi({ example: 'https://wa.me/919876543210?text=Hi%2C%20I%20saw%20your%20listing%20%222%20BHK…' }),
  })
  .openapi('ListerContact');
