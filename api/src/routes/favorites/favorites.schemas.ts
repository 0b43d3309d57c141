/** Request and answer shapes of the favourites API (/api/favorites, spec part 2 §7). */
import { z } from '@hono/zod-openapi';
import {
  FAVORITE_TYPE_MESSAGE,
  FAVORITE_TYPES,
  MERGE_LIMIT,
  favoriteIdSchema,
  favoriteType,
  favoriteTypeSchema,
} from '../../domain/favorites/favorite-kinds';
import type { FavoriteType } from '../../domain/favorites/favorite-kinds';
import { ListingCardSchema } from '../_shared/listing-page.schemas';
import { ProjectCardSchema } from '../_shared/project-card.schemas';
import { ReportSchema } from '../_shared/report-list.schemas';

export const FAVORITES_PAGE_LIMIT = 50;

const typeParam = (where: 'path' | 'query') =>
  favoriteTypeSchema.openapi({
    param: { name: 'type', in: where },
    description: "listing, project or report ('userProperty' is read as listing)",
    example: 'listing',
  });
const idParam = (where: 'path' | 'query') =>
  favoriteIdSchema.openapi({ param: { name: 'id', in: where }, example: '65f1c0ffee0123456789abcd' });

export const FavoriteParams = z.object({ type: typeParam('path'), id: idParam('path') });
export const FavoriteStatusQuery = z.object({ type: typeParam('query'), id: idParam('query') });

export const ToggleFavoriteBody = z
  .object({
    saved: z
      .boolean({ error: 'Send saved as true or false.' })
      .optional()
      .openapi({ description: 'The state wanted (safe to retry); absent: toggle' }),
  })
  .openapi('ToggleFavorite');

/** `types=listing,project` (comma list; absent or blank = every type). */
const typesParam = z
  .string()
  .optional()
  .transform((raw, ctx): FavoriteType[] => {
    const words = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const types: FavoriteType[] = [];
    for (const w of words) {
      const t = favoriteType(w);
      if (!t) {
        ctx.addIssue({ code: 'custom', message: FAVORITE_TYPE_MESSAGE });
        return z.NEVER;
      }
      if (!types.includes(t)) types.push(t);
    }
    return types.length ? types : [...FAVORITE_TYPES];
  })
  .openapi({ param: { name: 'types', in: 'query' }, example: 'listing,project' });

const pageParam = (name: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const t = raw?.trim() ?? '';
      if (t === '') return fallback;
      const n = Number(t);
      if (/^\d+$/.test(t) && n >= 1 && n <= max) return n;
      ctx.addIssue({ code: 'custom', message: `Enter a whole number from 1 to ${max}.` });
      return z.NEVER;
    })
    .openapi({ param: { name, in: 'query' } });

export const FavoriteListQuery = z.object({
  types: typesParam,
  page: pageParam('page', 10_000, 1),
  limit: pageParam('limit', FAVORITES_PAGE_LIMIT, 20),
});

export const MergeBody = z
  .object({
    items: z
      .array(z.object({ type: favoriteTypeSchema, id: favoriteIdSchema }), {
        error: 'Send items as a list of { type, id }.',
      })
      .max(MERGE_LIMIT, `Send at most ${MERGE_LIMIT} items.`),
  })
  .openapi('MergeFavorites');

const Ref = { type: z.enum(FAVORITE_TYPES), id: z.string() };

export const FavoriteState = z
  .object({
    ...Ref,
    saved: z.boolean(),
  })
  .openapi('FavoriteState');

export const FavoriteIds = z
  .object({ items: z.array(z.object(Ref)) })
  .openapi('FavoriteIds', { description: 'Every saved (type, id), newest first, at most 1000' });

const savedAt = z.string().openapi({ format: 'date-time' });
/** `card` is null when the thing was removed or is no longer public (unsave it to clear it). */
export const FavoriteItem = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('listing'), id: z.string(), savedAt, card: ListingCardSchema.nullable() }),
    z.object({ type: z.literal('project'), id: z.string(), savedAt, card: ProjectCardSchema.nullable() }),
    z.object({ type: z.literal('report'), id: z.string(), savedAt, card: ReportSchema.nullable() }),
  ])
  .openapi('FavoriteItem');

export const FavoritePage = z
  .object({
    items: z.array(FavoriteItem),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi('FavoritePage');

export const MergeAnswer = z
  .object({
    saved: z.number().int().openapi({ description: 'newly saved to the account' }),
    already: z.number().int().openapi({ description: 'were saved already' }),
    missing: z.array(z.object(Ref)).openapi({ description: 'no longer exist; not saved' }),
  })
  .openapi('MergeFavoritesAnswer');
