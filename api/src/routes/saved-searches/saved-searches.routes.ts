/**
 * Saved searches (issue 17 "Saved searches and alerts"), signed-in only (401), under
 * /api/saved-searches:
 *   POST   /        { name, kind, url, filters }  → 201 the search (cap SAVED_SEARCH_CAP: 409 past it)
 *   GET    /                                      → the caller's searches, newest first, and the cap
 *   PATCH  /{id}    { name?, active? }            → rename, pause (false) or resume (true)
 *   DELETE /{id}                                  → { deleted: true } (404 when not there)
 *
 * Guarantees:
 * - owner only: another user's search answers 404, as one that does not exist (no probing ids);
 * - filters are checked with the search endpoints' own parameter parsers
 *   (domain/saved-searches/saved-search-filters.ts): unknown keys, objects and malformed values are
 *   a 400 naming `filters.<key>`;
 * - POST takes an Idempotency-Key (http/idempotency.ts) so a queued save replayed from the outbox
 *   stores one search; PATCH states the wanted result, and a replayed DELETE's 404 means
 *   the search is gone either way (the PWA's outbox treats it as done).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import {
  CAP_MESSAGE,
  ListingSearchFilters,
  ProjectSearchFilters,
  SAVED_SEARCH_CAP,
  type RawFilters,
  type SavedSearchKind,
} from '../../domain/saved-searches/saved-search-filters';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter, describeZodError } from '../../http/validation';
import { savedSearches, type SavedSearchDoc } from '../../services/saved-searches/saved-search-store';
import {
  CreateSavedSearchBody,
  DeletedAnswer,
  SavedSearchList,
  SavedSearchParams,
  SavedSearchSchema,
  UpdateSavedSearchBody,
} from './saved-searches.schemas';
import type { z } from '@hono/zod-openapi';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Saved searches'];

const createRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: TAGS,
    summary: 'Save a search (its filters, and the results page its alerts link to)',
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: CreateSavedSearchBody } } } },
    responses: { 201: json(SavedSearchSchema, 'Saved'), ...errorResponses(400, 401, 409) },
  });

const listRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The signed-in user's saved searches, newest first",
  responses: { 200: json(SavedSearchList, 'Every saved search'), ...errorResponses(401) },
});

const updateRoute = defineRoute({
  access: 'user',
  method: 'patch',
  path: '/{id}',
  tags: TAGS,
  summary: 'Rename a saved search, or pause / resume its alerts',
  request: {
    params: SavedSearchParams,
    body: { required: true, content: { 'application/json': { schema: UpdateSavedSearchBody } } },
  },
  responses: { 200: json(SavedSearchSchema, 'The search now'), ...errorResponses(400, 401, 404) },
});

const deleteRoute = defineRoute({
  access: 'user',
  method: 'delete',
  path: '/{id}',
  tags: TAGS,
  summary: 'Delete a saved search (no more alerts)',
  request: { params: SavedSearchParams },
  responses: { 200: json(DeletedAnswer, 'Deleted'), ...errorResponses(400, 401, 404) },
});

type SavedSearch = z.infer<typeof SavedSearchSchema>;

function wire(doc: SavedSearchDoc): SavedSearch {
  return {
    id: doc._id,
    name: doc.name,
    kind: doc.kind,
    url: doc.url,
    filters: doc.filters,
    active: doc.active,
    fromSurvey: doc.surveyOf !== undefined,
    createdAt: doc.createdAt.toISOString(),
    lastAlertAt: doc.lastAlertAt?.toISOString() ?? null,
  };
}

/** The filters of a kind, checked; blanks dropped (blank means "not given" in every search). */
function checkFilters(kind: SavedSearchKind, raw: RawFilters): RawFilters {
  const kept = Object.fromEntries(Object.entries(raw).filter(([, v]) => v.trim() !== ''));
  const schema = kind === 'listings' ? ListingSearchFilters : ProjectSearchFilters;
  const parsed = schema.safeParse(kept);
  if (!parsed.success) {
    const { fields } = describeZodError(parsed.error, 'json');
    const named = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k === 'body' ? 'filters' : `filters.${k}`, v]),
    );
    const summary = Object.entries(named)
      .map(([k, v]) => `${k} — ${v.replace(/[.\s]+$/, '')}`)
      .join('; ');
    throw ApiError.badRequest(`Invalid request: ${summary}.`, named);
  }
  return Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, v.trim()]));
}

export function savedSearchRoutes(deps: AppDeps) {
  const col = savedSearches(deps.store);
  const own = async (id: string, userId: string) => {
    const doc = await col.findOne({ _id: id, userId });
    if (!doc) throw ApiError.notFound('Saved search not found.');
    return doc;
  };

  return createRouter<AuthEnv>()
    .openapi(createRoute(deps), async (c) => {
      const body = c.req.valid('json');
      const userId = c.var.user._id;
      const filters = checkFilters(body.kind, body.filters);
      if ((await col.count({ userId })) >= SAVED_SEARCH_CAP) throw ApiError.conflict(CAP_MESSAGE);
      const now = new Date();
      const doc = await col.insertOne({
        userId,
        name: body.name,
        kind: body.kind,
        url: body.url,
        filters,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(wire(doc), 201);
    })
    .openapi(listRoute, async (c) => {
      const docs = await col.find({ userId: c.var.user._id }, { sort: { createdAt: -1 } });
      c.header('Cache-Control', 'no-store');
      return c.json({ items: docs.map(wire), cap: SAVED_SEARCH_CAP }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { name, active } = c.req.valid('json');
      const userId = c.var.user._id;
      await own(id, userId);
      const set: Partial<SavedSearchDoc> = { updatedAt: new Date() };
      if (name !== undefined) set.name = name;
      if (active !== undefined) set.active = active;
      await col.updateOne({ _id: id, userId }, { $set: set });
      c.header('Cache-Control', 'no-store');
      return c.json(wire(await own(id, userId)), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await col.deleteOne({ _id: id, userId: c.var.user._id });
      if (deleted === 0) throw ApiError.notFound('Saved search not found.');
      c.header('Cache-Control', 'no-store');
      return c.json({ deleted: true as const }, 200);
    });
}
