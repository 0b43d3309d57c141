/** The answer of GET /api/leads/sent: the callback requests the caller sent, as the caller sees them. */
import { z } from '@hono/zod-openapi';

export const SentLeadSchema = z
  .object({
    id: z.string(),
    targetType: z.enum(['project', 'listing', 'agent']),
    targetTitle: z.string(),
    /** Where the listing, project or agent opens in the app. */
    link: z.string(),
    /** The listing's category (sale, rent, pg, commercial, plot); null for projects, agents, removed listings. */
    category: z.string().nullable().openapi({ example: 'rent' }),
    /**
     * Listings only: true while the listing is live and not marked sold or rented; false once it is
     * not; null for projects and agents.
     */
    stillListed: z.boolean().nullable(),
    /** The caller's own note, as they sent it. */
    message: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    /** The recipient marked the request dealt with. */
    handled: z.boolean(),
  })
  .openapi('SentLead');

export const SentLeadList = z.object({ items: z.array(SentLeadSchema) }).openapi('SentLeadList');
