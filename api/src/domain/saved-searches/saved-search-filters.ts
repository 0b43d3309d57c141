/**
 * A saved search's vocabulary (issue 17 "Saved searches and alerts"): the filters a buyer can save,
 * per kind, checked with the very zod pieces the search endpoints parse their query strings with
 * (domain/search/query-params.ts), so a saved search means what the results page shows.
 *
 * Filters are stored as the strings the URL carries (`{ category: 'rent', city: 'Gurgaon' }`):
 * only known keys, each value a string of the shape its search parameter accepts; anything else
 * (an unknown key, an object such as `{ "$gt": 1 }`, a number where a label is due) is refused
 * naming the field. The parsed, typed form is made again whenever the search is matched.
 *
 * Kinds:
 *  - listings: the filters of GET /api/listings (category, city, q, min, max and the kind-specific
 *    ones; those that do not apply to the category are ignored, as the search ignores them);
 *  - projects: the project search's city (one, or `cities` as a comma list: the survey's places),
 *    area, q, min, max, bhk, types, status and amenities.
 */
import { z } from '@hono/zod-openapi';
import { LISTING_FILTER_KEYS, listingFilterParams } from '../search/listing-filter-params';
import {
  amenityListParam,
  bhkListParam,
  priceParam,
  statusListParam,
  textListParam,
  textParam,
} from '../search/query-params';

export const SAVED_SEARCH_KINDS = ['listings', 'projects'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** How many saved searches one account may keep (the survey's one included). */
export const SAVED_SEARCH_CAP = 20;
export const CAP_MESSAGE = `You can keep up to ${SAVED_SEARCH_CAP} saved searches. Delete one to save another.`;
export const NAME_MESSAGE = 'Enter a name of 1 to 60 characters.';
export const URL_MESSAGE =
  'Send the results page address: /search, /explore, /explore-projects, /buy, /browse/listings or /recommendations with its query.';

/** The pages a saved search opens (the notification's link): the results as the user saw them. */
const URL_PATTERN = /^\/(search|explore|explore-projects|buy|browse\/listings|recommendations)(\?[^\s#]*)?$/;
export const savedSearchUrl = z
  .string({ error: URL_MESSAGE })
  .max(600, URL_MESSAGE)
  .regex(URL_PATTERN, URL_MESSAGE);

export const savedSearchName = z
  .string({ error: NAME_MESSAGE })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, NAME_MESSAGE).max(60, NAME_MESSAGE));

const strict = (message: string) => ({
  error: (iss: { code: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `${message} (not ${iss.keys?.join(', ')}).` : 'Send the filters.',
});

/** Listing filters: the keys of GET /api/listings that narrow results (no page, sort or limit). */
export const ListingSearchFilters = z.strictObject(
  listingFilterParams,
  strict(`Use the listing filters ${LISTING_FILTER_KEYS.join(', ')}`),
);
export type ListingSearchFilters = z.output<typeof ListingSearchFilters>;

/** Project filters: the project search's narrowing keys. */
export const ProjectSearchFilters = z.strictObject(
  {
    city: textParam,
    cities: textListParam,
    area: textParam,
    q: textParam,
    min: priceParam(false),
    max: priceParam(true),
    bhk: bhkListParam,
    types: textListParam,
    status: statusListParam,
    amenities: amenityListParam,
  },
  strict('Use the project filters city, cities, area, q, min, max, bhk, types, status, amenities'),
);
export type ProjectSearchFilters = z.output<typeof ProjectSearchFilters>;

/** The raw (stored) form: the strings as sent. */
export type RawFilters = Record<string, string>;

/** Parses stored filters of a kind; null when they no longer parse (a vocabulary change). */
export function parseFilters(kind: 'listings', raw: RawFilters): ListingSearchFilters | null;
export function parseFilters(kind: 'projects', raw: RawFilters): ProjectSearchFilters | null;
export function parseFilters(kind: SavedSearchKind, raw: RawFilters) {
  const schema = kind === 'listings' ? ListingSearchFilters : ProjectSearchFilters;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
