/** Request and answer shapes of /api/saved-searches (issue 17 "Saved searches and alerts"). */
import { z } from '@hono/zod-openapi';
import {
  NAME_MESSAGE,
  SAVED_SEARCH_KINDS,
  savedSearchName,
  savedSearchUrl,
} from '../../domain/saved-searches/saved-search-filters';

const KIND_MESSAGE = 'Choose listings or projects.';
const FILTERS_MESSAGE = 'Send the filters as text values, e.g. { "category": "rent", "city": "Gurgaon" }.';

/** Filters as the page's URL carries them: text values only; each kind's keys are checked after. */
const rawFilters = z
  .record(z.string().max(40), z.string({ error: FILTERS_MESSAGE }).max(200, 'Use at most 200 characters.'), {
    error: FILTERS_MESSAGE,
  })
  .openapi({ example: { category: 'rent', city: 'Gurgaon', max: '40000' } });

export const CreateSavedSearchBody = z
  .object({
    name: savedSearchName.openapi({ example: '2 BHK rentals in Sector 45' }),
    kind: z.enum(SAVED_SEARCH_KINDS, { error: KIND_MESSAGE }),
    url: savedSearchUrl.openapi({ example: '/search?type=rent&city=Gurgaon&max=40000' }),
    filters: rawFilters,
  })
  .openapi('CreateSavedSearch');

export const UpdateSavedSearchBody = z
  .object({
    name: savedSearchName.optional(),
    active: z.boolean({ error: 'Send active as true (alerts on) or false (paused).' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.active !== undefined, {
    message: `Send a name or active. ${NAME_MESSAGE}`,
  })
  .openapi('UpdateSavedSearch');

export const SavedSearchParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Enter a valid saved search id.')
    .openapi({ param: { name: 'id', in: 'path' }, example: '65f1c0ffee0123456789abcd' }),
});

export const SavedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(SAVED_SEARCH_KINDS),
    url: z.string(),
    filters: z.record(z.string(), z.string()),
    active: z.boolean(),
    fromSurvey: z.boolean().openapi({ description: "The survey's preferences (refreshed by each survey)" }),
    createdAt: z.string(),
    lastAlertAt: z.string().nullable(),
  })
  .openapi('SavedSearch');

export const SavedSearchList = z
  .object({
    items: z.array(SavedSearchSchema),
    cap: z.number().openapi({ description: 'How many saved searches one account may keep' }),
  })
  .openapi('SavedSearchList');

export const DeletedAnswer = z.object({ deleted: z.literal(true) }).openapi('SavedSearchDeleted');
