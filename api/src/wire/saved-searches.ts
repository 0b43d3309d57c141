import type { z } from '@hono/zod-openapi';
import type {
  CreateSavedSearchBody as CreateSavedSearchBodySchema,
  SavedSearchList as SavedSearchListSchema,
  SavedSearchSchema,
  UpdateSavedSearchBody as UpdateSavedSearchBodySchema,
} from '../routes/saved-searches/saved-searches.schemas';

// Saved searches (/api/saved-searches: POST /, GET /, PATCH /{id}, DELETE /{id})
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;
export type CreateSavedSearchBody = z.input<typeof CreateSavedSearchBodySchema>;
export type UpdateSavedSearchBody = z.input<typeof UpdateSavedSearchBodySchema>;
