/** Shapes of "Report this listing" (/api/listing-flags) and the flag summary admins see. */
import { z } from '@hono/zod-openapi';
import { FLAG_REASONS } from '../../domain/listing-flags/flag-rules';

export { FlagBody } from '../../domain/listing-flags/flag-rules';

export const FlagParams = z.object({
  listingId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/, 'Enter a valid listing id.')
    .openapi({ param: { name: 'listingId', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

/** The caller's own report of a listing. */
export const MyFlag = z
  .object({
    listingId: z.string(),
    reason: z.enum(FLAG_REASONS),
    note: z.string().nullable(),
    reportedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ListingReport');

export const MyFlagAnswer = z.object({ report: MyFlag.nullable() }).openapi('MyListingReport');
