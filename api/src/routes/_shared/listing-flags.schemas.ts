/** The summary of a listing's open reports that the moderation queue shows (no reporter ids). */
import { z } from '@hono/zod-openapi';
import { FLAG_REASONS } from '../../domain/listing-flags/flag-rules';

/** What admins see of a listing's open reports (no reporter ids). */
export const FlagSummary = z
  .object({
    open: z.number().int().openapi({ description: 'distinct accounts with an open report' }),
    reasons: z.array(z.object({ reason: z.enum(FLAG_REASONS), count: z.number().int() })),
    notes: z.array(
      z.object({
        reason: z.enum(FLAG_REASONS),
        note: z.string(),
        at: z.string().openapi({ format: 'date-time' }),
      }),
    ),
    hidden: z.boolean().openapi({ description: 'hidden from visitors until an admin decides' }),
  })
  .openapi('ListingFlagSummary');
