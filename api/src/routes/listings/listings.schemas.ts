/** The query of GET /api/listings: the listing browser's filters, per category. */
import { z } from '@hono/zod-openapi';
import { listingFilterParams } from '../../domain/search/listing-filter-params';
import { listingSearchParams } from '../_shared/listing-page.schemas';

export const ListingsQuerySchema = z.object({ ...listingSearchParams, ...listingFilterParams });
