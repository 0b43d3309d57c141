/**
 * Favourites (spec part 2 §7), signed-in only (401 otherwise), under /api/favorites:
 *   POST /{type}/{id}        { saved?: boolean }  set (or, without `saved`, toggle) → FavoriteState
 *   GET  /status?type&id                          → FavoriteState
 *   GET  /ids                                     every saved (type, id), for the hearts on cards
 *   GET  /?types&page&limit                       newest first, each with the thing's public card
 *   POST /merge              { items: [{type,id}] } the device-only shortlist joins the account
 *
 * Types: listing, project, report; the spec's 'userProperty' is read as listing. An id may be the
 * thing's id or its slug; answers always carry the stored id.
 *
 * Guarantees:
 * - one favourite per (user, type, id): a unique index decides, so retries and races store one;
 * - `{ saved: true|false }` states the wanted result, so a queued write replayed from the offline
 *   outbox is harmless; an Idempotency-Key also replays the first answer (http/idempotency.ts);
 * - saving needs the thing to exist and be public (404 otherwise); unsaving a thing that was
 *   removed since is allowed, so a stale entry can be cleared;
 * - a saved thing that was removed or is no longer public stays in the list with `card: null`;
 * - answers carry public cards only (the same allow-lists as search).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import type { FavoriteType } from '../../domain/favorites/favorite-kinds';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { isPublished, publicReport, REPORT_PROJECTION } from '../../domain/reports/public-report';
import { LISTING_CARD_PROJECTION, listingCard } from '../../domain/search/public-listing';
import { PROJECT_CARD_PROJECTION, projectCard } from '../../domain/search/public-project';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import type { Doc, Store } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import { LISTINGS } from '../_shared/create-listing';
import { findListing } from '../_shared/listing-lookup';
import { REPORTS } from '../_shared/report-list';
import {
  FavoriteIds,
  FavoriteListQuery,
  FavoritePage,
  FavoriteParams,
  FavoriteState,
  FavoriteStatusQuery,
  MergeAnswer,
  MergeBody,
  ToggleFavoriteBody,
} from './favorites.schemas';
import type { FavoriteItem } from './favorites.schemas';
import type { z } from '@hono/zod-openapi';

export const FAVORITES = 'favorites';
/** The hearts on cards need every saved id at once; nobody saves more than this by hand. */
export const FAVORITE_IDS_LIMIT = 1000;

/**
 * The time a favourite is stored, strictly later than the one before in this process: saves made in
 * the same millisecond (a merge, quick taps) still list newest first in the order they were made.
 * (The `_id` tiebreak does not help: ids order by the second only.)
 */
let lastSavedAt = 0;
function saveTime(): Date {
  lastSavedAt = Math.max(Date.now(), lastSavedAt + 1);
  return new Date(lastSavedAt);
}

export type FavoriteDoc = {
  _id: string;
  userId: string;
  type: FavoriteType;
  targetId: string;
  createdAt: Date;
};

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Favorites'];

const toggleRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/{type}/{id}',
    tags: TAGS,
    summary: 'Save or unsave a listing, project or report (toggle when `saved` is absent)',
    middleware: [idempotency(deps)] as const,
    request: {
      params: FavoriteParams,
      body: { required: false, content: { 'application/json': { schema: ToggleFavoriteBody } } },
    },
    responses: { 200: json(FavoriteState, 'The state now'), ...errorResponses(400, 401, 404) },
  });

const statusRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/status',
  tags: TAGS,
  summary: 'Whether the signed-in user saved this listing, project or report',
  request: { query: FavoriteStatusQuery },
  responses: { 200: json(FavoriteState, 'Saved or not'), ...errorResponses(400, 401, 404) },
});

const idsRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/ids',
  tags: TAGS,
  summary: 'Every saved (type, id) of the signed-in user, for the hearts on cards',
  responses: { 200: json(FavoriteIds, 'Newest first'), ...errorResponses(401) },
});

const listRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Saved things, newest first, each with its public card (null once removed)',
  request: { query: FavoriteListQuery },
  responses: { 200: json(FavoritePage, 'One page'), ...errorResponses(400, 401) },
});

const mergeRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/merge',
    tags: TAGS,
    summary: "Add the device-only shortlist to the account's favourites (at sign-in)",
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: MergeBody } } } },
    responses: { 200: json(MergeAnswer, 'What was saved'), ...errorResponses(400, 401) },
  });

interface Target {
  id: string;
  /** Visitors may see it (a listing is live); only public things can be saved. */
  public: boolean;
}

const NOT_FOUND: Record<FavoriteType, string> = {
  listing: 'Listing not found.',
  project: 'Project not found.',
  report: 'Report not found.',
};

async function findTarget(store: Store, type: FavoriteType, ref: string): Promise<Target | null> {
  if (type === 'listing') {
    const doc = await findListing(store, ref, { status: 1 });
    return doc ? { id: doc._id, public: doc.status === 'live' } : null;
  }
  if (type === 'project') {
    const doc = await store.collection('projects').findOne(projectRefFilter(ref), { projection: { _id: 1 } });
    return doc ? { id: doc._id, public: true } : null;
  }
  const doc = await store.collection(REPORTS).findOne({ _id: ref }, { projection: { status: 1 } });
  return doc ? { id: doc._id, public: isPublished(doc) } : null;
}

type Item = z.infer<typeof FavoriteItem>;

/** The public cards of one page of favourites, fetched with one query per type. */
async function withCards(store: Store, favs: FavoriteDoc[]): Promise<Item[]> {
  const idsOf = (type: FavoriteType) => favs.filter((f) => f.type === type).map((f) => f.targetId);
  const byId = async (
    name: string,
    ids: string[],
    projection: Record<string, 1>,
    keep = (_d: Doc) => true,
  ) =>
    ids.length
      ? new Map(
          (await store.collection(name).find({ _id: { $in: ids } }, { projection }))
            .filter(keep)
            .map((d) => [d._id, d]),
        )
      : new Map<string, Doc>();
  const [listings, projects, reports] = await Promise.all([
    byId(
      LISTINGS,
      idsOf('listing'),
      { ...(LISTING_CARD_PROJECTION as Record<string, 1>), status: 1 },
      (d) => d.status === 'live',
    ),
    byId('projects', idsOf('project'), PROJECT_CARD_PROJECTION as Record<string, 1>),
    byId(REPORTS, idsOf('report'), { ...REPORT_PROJECTION, status: 1 }, isPublished),
  ]);
  return favs.map((f): Item => {
    const base = { id: f.targetId, savedAt: f.createdAt.toISOString() };
    if (f.type === 'listing') {
      const d = listings.get(f.targetId);
      return { type: 'listing', ...base, card: d ? listingCard(d) : null };
    }
    if (f.type === 'project') {
      const d = projects.get(f.targetId);
      return { type: 'project', ...base, card: d ? projectCard(d) : null };
    }
    const d = reports.get(f.targetId);
    return { type: 'report', ...base, card: d ? publicReport(d) : null };
  });
}

export function favoriteRoutes(deps: AppDeps) {
  const { store } = deps;
  const favs = store.collection<FavoriteDoc>(FAVORITES);

  /** Stores one favourite; false when it was there already (the unique index decides). */
  async function save(userId: string, type: FavoriteType, targetId: string): Promise<boolean> {
    try {
      await favs.insertOne({ userId, type, targetId, createdAt: saveTime() });
      return true;
    } catch (err) {
      if (err instanceof DuplicateKeyError) return false;
      throw err;
    }
  }

  return createRouter<AuthEnv>()
    .openapi(toggleRoute(deps), async (c) => {
      const { type, id } = c.req.valid('param');
      const wanted = (c.req.valid('json') as { saved?: boolean } | undefined)?.saved;
      const userId = c.var.user._id;
      const target = await findTarget(store, type, id);
      const targetId = target?.id ?? id;
      const current = await favs.findOne({ userId, type, targetId });
      // Unknown and never saved: nothing to toggle.
      if (!target && !current) throw ApiError.notFound(NOT_FOUND[type]);
      const saved = wanted ?? !current;
      if (saved && !current) {
        if (!target?.public) throw ApiError.notFound(NOT_FOUND[type]);
        await save(userId, type, targetId);
      } else if (!saved && current) {
        await favs.deleteMany({ userId, type, targetId });
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ type, id: targetId, saved }, 200);
    })
    .openapi(statusRoute, async (c) => {
      const { type, id } = c.req.valid('query');
      const userId = c.var.user._id;
      const target = await findTarget(store, type, id);
      const targetId = target?.id ?? id;
      const current = await favs.findOne({ userId, type, targetId }, { projection: { _id: 1 } });
      if (!target && !current) throw ApiError.notFound(NOT_FOUND[type]);
      c.header('Cache-Control', 'no-store');
      return c.json({ type, id: targetId, saved: current !== null }, 200);
    })
    .openapi(idsRoute, async (c) => {
      const docs = await favs.find(
        { userId: c.var.user._id },
        { sort: { createdAt: -1 }, limit: FAVORITE_IDS_LIMIT, projection: { type: 1, targetId: 1 } },
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ items: docs.map((d) => ({ type: d.type, id: d.targetId })) }, 200);
    })
    .openapi(listRoute, async (c) => {
      const { types, page, limit } = c.req.valid('query');
      const filter = { userId: c.var.user._id, type: { $in: types } };
      const [docs, total] = await Promise.all([
        favs.find(filter, { sort: { createdAt: -1, _id: -1 }, skip: (page - 1) * limit, limit }),
        favs.count(filter),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { items: await withCards(store, docs), total, page, pages: Math.ceil(total / limit) },
        200,
      );
    })
    .openapi(mergeRoute(deps), async (c) => {
      const { items } = c.req.valid('json');
      const userId = c.var.user._id;
      let saved = 0;
      let already = 0;
      const missing: { type: FavoriteType; id: string }[] = [];
      const seen = new Set<string>();
      for (const { type, id } of items) {
        const target = await findTarget(store, type, id);
        if (!target?.public) {
          missing.push({ type, id });
          continue;
        }
        const key = `${type}:${target.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (await save(userId, type, target.id)) saved++;
        else already++;
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ saved, already, missing }, 200);
    });
}
