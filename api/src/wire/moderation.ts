import type { z } from '@hono/zod-openapi';
import type {
  ModerationItem as ModerationItemSchema,
  MyListingsSchema,
  OwnListingCard,
} from '../routes/_shared/listing-cards';
import type { FlagSummary } from '../routes/_shared/listing-flags.schemas';
import type { FlagBody, MyFlag, MyFlagAnswer } from '../routes/listing-flags/listing-flags.schemas';
import type {
  BulkAnswer,
  BulkBody,
  HistoryAnswer,
  QueueItem,
  QueuePage,
  QueueQuery,
  RejectBody,
} from '../routes/moderation/moderation.schemas';

// A poster's own listings (GET /api/my/listings) and the moderation queue (/api/admin/listings)
export type MyListing = z.infer<typeof OwnListingCard>;
export type MyListings = z.infer<typeof MyListingsSchema>;
export type ModerationItem = z.infer<typeof ModerationItemSchema>;
export type ModerationPage = z.infer<typeof QueuePage>;
export type ModerationQueueItem = z.infer<typeof QueueItem>;
export type ListingFlagSummary = z.infer<typeof FlagSummary>;

// Report this listing (POST /api/listing-flags/{listingId}, GET /api/listing-flags/{listingId}/mine)
export type ReportListingBody = z.input<typeof FlagBody>;
export type ListingReport = z.infer<typeof MyFlag>;
export type MyListingReport = z.infer<typeof MyFlagAnswer>;
export type RejectListingBody = z.input<typeof RejectBody>;
// Moderation queue filters, bulk decisions and a listing's decision history (issue 19)
export type ModerationQueueQuery = z.input<typeof QueueQuery>;
export type BulkModerationBody = z.input<typeof BulkBody>;
export type BulkModerationAnswer = z.infer<typeof BulkAnswer>;
export type ModerationHistory = z.infer<typeof HistoryAnswer>;
