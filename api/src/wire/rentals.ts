import type { z } from '@hono/zod-openapi';
import type { LandlordDashboardSchema } from '../routes/rentals/rentals.schemas';

// The landlord dashboard (GET /api/rentals/landlord)
export type LandlordDashboard = z.infer<typeof LandlordDashboardSchema>;
export type LandlordListing = LandlordDashboard['items'][number];
