import type { z } from '@hono/zod-openapi';
import type { CreatedListing as CreatedListingSchema } from '../domain/posting/posting-schemas';
import type {
  AvailabilityBody,
  ListingAvailabilityAnswerSchema,
  ListingDetailSchema,
  ListingFreshnessSchema,
  PriceInsightsSchema,
} from '../routes/_shared/listing-detail';
import type { ListingCardSchema, ListingPageSchema } from '../routes/_shared/listing-page.schemas';
import type { EnrichBody } from '../routes/user-properties/enrich.schemas';

// Listings
export type ListingDetail = z.infer<typeof ListingDetailSchema>;
export type ListingCard = z.infer<typeof ListingCardSchema>;
export type ListingPage = z.infer<typeof ListingPageSchema>;
export type CreatedListing = z.infer<typeof CreatedListingSchema>;
// GET /api/listings/{slugOrId}/price-insights; the detail's freshness block; the poster's confirmation
export type PriceInsights = z.infer<typeof PriceInsightsSchema>;
export type ListingFreshness = z.infer<typeof ListingFreshnessSchema>;
export type ListingAvailability = ListingDetail['availability'];
export type ListingAvailabilityBody = z.input<typeof AvailabilityBody>;
export type ListingAvailabilityAnswer = z.infer<typeof ListingAvailabilityAnswerSchema>;
// Improve this listing (POST /api/user-properties/{id}/enrich; the answer is a ListingDetail plus status)
export type EnrichListingBody = z.input<typeof EnrichBody>;
