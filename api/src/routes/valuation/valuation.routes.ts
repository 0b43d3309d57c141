/**
 * /api/valuation (the /valuation page; method: domain/valuation):
 *   GET    /estimate?city&locality&propertyType&bhk&area&areaUnit&floor&age  public → sale and rent
 *          estimates from comparable listings, each with its rule, method and comparables
 *   GET    /localities?city                      public → localities with live listings, counted
 *   POST   /saved   { the same subject }          user   → 201 saved (the server computes the figures)
 *   GET    /saved                                 user   → the caller's saved valuations, newest first
 *   DELETE /saved/{id}                            owner  → { deleted: true }; anyone else 404
 *
 * Guarantees: every field is checked (400 naming it); saves take an Idempotency-Key (a double tap
 * stores one), are capped (409 past SAVED_VALUATIONS_CAP) and rate-limited per user (429); a saved
 * valuation is answered only to its owner — another user's id is 404, as one that does not exist.
 */
import type { z } from '@hono/zod-openapi';
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import type { ValuationSubject } from '../../domain/valuation/valuation-input';
import { areaInSqft, hasBedrooms } from '../../domain/valuation/valuation-input';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { localitiesOf, localityList, storedLocality } from '../../services/valuation/locality-list';
import type { SavedRange, SavedValuationDoc } from '../../services/valuation/saved-valuations';
import { SAVED_VALUATIONS_CAP, savedValuations } from '../../services/valuation/saved-valuations';
import { valuate } from '../../services/valuation/valuate';
import type { Store } from '../../store/types';
import {
  DeletedAnswer,
  EstimateQuery,
  LocalitiesAnswer,
  LocalitiesQuery,
  SaveValuationBody,
  SavedValuationList,
  SavedValuationParams,
  SavedValuationSchema,
  ValuationAnswer,
} from './valuation.schemas';

/** A person values a few homes; a script filling the store is stopped. */
export const SAVES_PER_HOUR: RateLimit = { name: 'valuation-saves:user', limit: 30, windowMs: 60 * 60_000 };
export const CAP_MESSAGE = `You can keep ${SAVED_VALUATIONS_CAP} valuations. Delete one to save another.`;

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const TAGS = ['Valuation'];

const estimateRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/estimate',
  tags: TAGS,
  summary: 'Sale and rent estimates of a home or plot from comparable listings (the method is in the answer)',
  request: { query: EstimateQuery },
  responses: {
    200: json(ValuationAnswer, 'Both estimates; unavailable ones say why'),
    ...errorResponses(400),
  },
});

const localitiesRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/localities',
  tags: TAGS,
  summary: 'Localities of a city that have live listings, with their counts',
  request: { query: LocalitiesQuery },
  responses: { 200: json(LocalitiesAnswer, 'Most listings first'), ...errorResponses(400) },
});

const saveRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/saved',
    tags: TAGS,
    summary: 'Save a valuation: the subject, and the ranges the server computes now',
    middleware: [idempotency(deps)] as const,
    request: { body: { required: true, content: { 'application/json': { schema: SaveValuationBody } } } },
    responses: { 201: json(SavedValuationSchema, 'Saved'), ...errorResponses(400, 401, 409, 429) },
  });

const listRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/saved',
  tags: TAGS,
  summary: "The signed-in owner's saved valuations, newest first",
  responses: { 200: json(SavedValuationList, 'Every saved valuation'), ...errorResponses(401) },
});

const deleteRoute = defineRoute({
  access: 'owner',
  method: 'delete',
  path: '/saved/{id}',
  tags: TAGS,
  summary: 'Delete one of your saved valuations',
  request: { params: SavedValuationParams },
  responses: { 200: json(DeletedAnswer, 'Deleted'), ...errorResponses(400, 401, 404) },
});

/** The checked fields (GET query or POST body; the schemas' refinement made the needed ones present). */
type Checked = Partial<Omit<z.infer<typeof EstimateQuery>, 'areaUnit'>> &
  Pick<z.infer<typeof EstimateQuery>, 'areaUnit'>;

/** The checked input as the maths reads it (locality in its stored spelling, area in sq ft). */
export async function subjectOf(
  store: Store,
  q: Checked,
): Promise<{ subject: ValuationSubject; wire: SavedValuationDoc['subject'] }> {
  // The schema's refinement guarantees these; the narrowing is for the compiler.
  const city = q.city!;
  const propertyType = q.propertyType!;
  const area = q.area!;
  const locality = storedLocality(await localityList(store), city, q.locality!);
  const bhk = hasBedrooms(propertyType) ? (q.bhk ?? null) : null;
  const areaSqft = areaInSqft(area, q.areaUnit);
  const subject: ValuationSubject = {
    city,
    locality,
    propertyType,
    ...(bhk !== null ? { bhk } : {}),
    areaSqft,
    ...(q.floor !== undefined ? { floor: q.floor } : {}),
    ...(q.age ? { age: q.age } : {}),
  };
  const wire = {
    city,
    locality,
    propertyType,
    bhk,
    area,
    areaUnit: q.areaUnit,
    areaSqft,
    floor: q.floor ?? null,
    age: q.age ?? null,
  };
  return { subject, wire };
}

const range = (e: SavedRange): SavedRange => ({
  available: e.available,
  count: e.count,
  low: e.low,
  mid: e.mid,
  high: e.high,
});

function wireSaved(doc: SavedValuationDoc): z.infer<typeof SavedValuationSchema> {
  return {
    id: doc._id,
    subject: doc.subject,
    sale: range(doc.sale),
    rent: range(doc.rent),
    savedAt: doc.createdAt.toISOString(),
  };
}

export function valuationRoutes(deps: AppDeps) {
  const { store } = deps;
  const saved = savedValuations(store);
  return createRouter<AuthEnv>()
    .openapi(estimateRoute, async (c) => {
      const { subject, wire } = await subjectOf(store, c.req.valid('query'));
      const out = await valuate(store, subject);
      c.header('Cache-Control', 'no-store');
      return c.json({ subject: wire, ...out }, 200);
    })
    .openapi(localitiesRoute, async (c) => {
      const city = c.req.valid('query').city!;
      const list = await localityList(store);
      c.header('Cache-Control', 'no-store');
      return c.json({ city, items: localitiesOf(list, city), asOf: list.asOf.toISOString() }, 200);
    })
    .openapi(saveRoute(deps), async (c) => {
      const userId = c.var.user._id;
      await hitRateLimit(store, SAVES_PER_HOUR, userId);
      if ((await saved.count({ userId })) >= SAVED_VALUATIONS_CAP) throw ApiError.conflict(CAP_MESSAGE);
      const body = c.req.valid('json');
      const { subject, wire } = await subjectOf(store, { ...body, areaUnit: body.areaUnit ?? 'sq ft' });
      const out = await valuate(store, subject);
      const doc = await saved.insertOne({
        userId,
        subject: wire,
        sale: range(out.sale),
        rent: range(out.rent),
        createdAt: new Date(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(wireSaved(doc), 201);
    })
    .openapi(listRoute, async (c) => {
      const docs = await saved.find(
        { userId: c.var.user._id },
        { sort: { createdAt: -1 }, limit: SAVED_VALUATIONS_CAP },
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ items: docs.map(wireSaved), cap: SAVED_VALUATIONS_CAP }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await saved.deleteOne({ _id: id, userId: c.var.user._id });
      if (deleted === 0) throw ApiError.notFound('Saved valuation not found.');
      c.header('Cache-Control', 'no-store');
      return c.json({ deleted: true as const }, 200);
    });
}
