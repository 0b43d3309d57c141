/**
 * What can be saved (spec part 2 §7: `POST /favorites/{type}/{id}`): listings, projects and
 * community reports. The spec's detail page calls a listing 'userProperty'; that word is accepted
 * as another name for 'listing' and never stored. Pure: shared by the API, the PWA and its outbox.
 */
import { z } from '@hono/zod-openapi';

export const FAVORITE_TYPES = ['listing', 'project', 'report'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** Words the spec uses for a saved thing's type, mapped to the one we store. */
export const FAVORITE_TYPE_ALIASES: Record<string, FavoriteType> = {
  listing: 'listing',
  userProperty: 'listing',
  project: 'project',
  report: 'report',
};

export const FAVORITE_TYPE_MESSAGE = "Choose type 'listing', 'project' or 'report'.";
export const FAVORITE_ID_MESSAGE = 'Send the id of the listing, project or report.';

/** An id or a slug: letters, digits, '-' and '_', starting with a letter or digit, ≤ 120 characters. */
export const FAVORITE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;

/** How many device-only shortlist entries one merge takes (POST /api/favorites/merge). */
export const MERGE_LIMIT = 100;

/** @example favoriteType('userProperty') → 'listing'; favoriteType('house') → null */
export function favoriteType(word: string): FavoriteType | null {
  return Object.hasOwn(FAVORITE_TYPE_ALIASES, word) ? FAVORITE_TYPE_ALIASES[word]! : null;
}

/** A type word from the wire, normalised to the stored type (400 naming the field otherwise). */
export const favoriteTypeSchema = z
  .string({ error: FAVORITE_TYPE_MESSAGE })
  .refine((w) => favoriteType(w) !== null, FAVORITE_TYPE_MESSAGE)
  .transform((w) => favoriteType(w)!);

export const favoriteIdSchema = z
  .string({ error: FAVORITE_ID_MESSAGE })
  .regex(FAVORITE_ID_PATTERN, FAVORITE_ID_MESSAGE);
