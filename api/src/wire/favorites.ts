import type { z } from '@hono/zod-openapi';
import type {
  FavoriteIds as FavoriteIdsSchema,
  FavoriteItem as FavoriteItemSchema,
  FavoritePage as FavoritePageSchema,
  FavoriteState as FavoriteStateSchema,
  MergeAnswer as MergeAnswerSchema,
  MergeBody as MergeBodySchema,
  ToggleFavoriteBody as ToggleFavoriteBodySchema,
} from '../routes/favorites/favorites.schemas';

// Favourites (/api/favorites: POST /{type}/{id}, GET /status, GET /ids, GET /, POST /merge)
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;
export type FavoriteItem = z.infer<typeof FavoriteItemSchema>;
export type FavoritePage = z.infer<typeof FavoritePageSchema>;
export type ToggleFavoriteBody = z.input<typeof ToggleFavoriteBodySchema>;
export type MergeFavoritesBody = z.input<typeof MergeBodySchema>;
export type MergeFavoritesAnswer = z.infer<typeof MergeAnswerSchema>;
