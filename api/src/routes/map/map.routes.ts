/**
 * GET /api/map/points: the places of one map layer in a box, as points or, when more than `limit`
 * are in view, as grid cells with exact counts (domain/map/map-aggregate.ts), coloured by quintile
 * bands of the layer's ₹ figure (domain/map/price-bands.ts). Answered from an in-memory snapshot of
 * the layer (services/map/map-layer-snapshot.ts), never by scanning the store per request.
 * GET /api/map/config: the tile server the app may draw under the markers (MAP_TILE_URL), or null.
 * Both public: the map shows what search shows to anyone.
 */
import { aggregate, filterPlaces } from '../../domain/map/map-aggregate';
import { bandOf } from '../../domain/map/price-bands';
import { normalizeCity } from '../../domain/search/city-aliases';
import { freshnessCutoff } from '../../domain/listings/freshness';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { MapSnapshots, type LayerSnapshot } from '../../services/map/map-layer-snapshot';
import type { z } from '@hono/zod-openapi';
import { MapConfigAnswer, MapPointsAnswer, MapPointsQuery, type MapPointsQueryValue } from './map.schemas';

type MapPointsAnswerValue = z.infer<typeof MapPointsAnswer>;

const pointsRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/points',
  tags: ['Map'],
  summary: 'Projects or listings of one kind in a box, as points or counted grid cells',
  description:
    'Points when at most `limit` places match in the box, else cells of the zoom’s grid (half a ' +
    'web tile), doubled until at most `limit` remain, each with its exact count and median figure. ' +
    'Bands: quintiles (nearest rank) of the whole layer’s figures, none below 10. Listings: live ' +
    'and in default search; commercial listings of one `deal`. Read from a snapshot of the layer ' +
    'refreshed at most every 30 s after a write; `asOf` says when it was read.',
  request: { query: MapPointsQuery },
  responses: {
    200: {
      description: 'The layer in the box',
      content: { 'application/json': { schema: MapPointsAnswer } },
    },
    ...errorResponses(400),
  },
});

const configRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/config',
  tags: ['Map'],
  summary: 'Map tiles to draw under the markers (MAP_TILE_URL), or none',
  responses: {
    200: { description: 'Tile settings', content: { 'application/json': { schema: MapConfigAnswer } } },
  },
});

/**
 * Answers already built from a snapshot, per query: panning back and forth, and every phone opening
 * the map on the same first view, ask the same snapped boxes. Keyed by the snapshot object, so a
 * re-read layer starts afresh and the old answers go with the old snapshot; at most 200 per layer.
 */
const answers = new WeakMap<LayerSnapshot, Map<string, MapPointsAnswerValue>>();
function rememberAnswer(
  snap: LayerSnapshot,
  key: string,
  build: () => MapPointsAnswerValue,
): MapPointsAnswerValue {
  let cache = answers.get(snap);
  if (!cache) answers.set(snap, (cache = new Map<string, MapPointsAnswerValue>()));
  let answer = cache.get(key);
  if (!answer) {
    answer = build();
    cache.set(key, answer);
    if (cache.size > 200) cache.delete(cache.keys().next().value as string);
  }
  return answer;
}

/** One answer from a snapshot (pure given the snapshot, the query and the freshness cutoff). */
function pointsAnswer(snap: LayerSnapshot, q: MapPointsQueryValue, cutoff: number): MapPointsAnswerValue {
  const live = snap.places.filter((p) => !p.staleAt || p.staleAt.getTime() > cutoff);
  const matching = filterPlaces(live, {
    box: q.bbox,
    cityKey: q.city ? normalizeCity(q.city) : undefined,
    bands: q.bands,
    thresholds: snap.thresholds,
  });
  const result = aggregate(matching, q.zoom, q.limit, snap.thresholds);
  const points =
    result.mode === 'points'
      ? result.points.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          lat: p.lat,
          lng: p.lng,
          city: p.city,
          locality: p.locality,
          price: p.price,
          figure: p.figure,
          band: bandOf(p.figure, snap.thresholds),
          bhk: p.bhk,
        }))
      : [];
  return {
    layer: q.layer,
    kind: q.layer === 'listings' ? q.kind : null,
    deal: q.layer === 'listings' && q.kind === 'commercial' ? q.deal : null,
    mode: result.mode,
    points,
    cells: result.mode === 'cells' ? result.cells : [],
    cellDegrees: result.mode === 'cells' ? result.cellDegrees : null,
    inView: matching.length,
    unplaced: snap.unplaced,
    total: live.length,
    bands: snap.thresholds
      ? {
          unit: snap.unit,
          thresholds: snap.thresholds,
          basis: snap.basis,
          method: `Quintiles of ${snap.basis.toLocaleString('en-IN')} ${snap.noun}' ${snap.unit} (nearest rank)`,
        }
      : null,
    unit: snap.unit,
    noun: snap.noun,
    asOf: snap.asOf.toISOString(),
  };
}

export function mapRoutes({ store, env }: AppDeps) {
  const snapshots = new MapSnapshots(store);
  return createRouter()
    .openapi(pointsRoute, async (c) => {
      const q = c.req.valid('query');
      const snap = await snapshots.get(q);
      // Closed listings left the snapshot when it was read; one may have gone stale since (the
      // cutoff moves by the minute, so it is part of the answer's key).
      const cutoff = freshnessCutoff(new Date()).getTime();
      const answer = rememberAnswer(snap, `${cutoff}|${JSON.stringify(q)}`, () =>
        pointsAnswer(snap, q, cutoff),
      );
      return c.json(answer, 200);
    })
    .openapi(configRoute, (c) =>
      c.json(
        {
          tileUrl: env.MAP_TILE_URL ?? null,
          attribution: env.MAP_TILE_URL ? env.MAP_TILE_ATTRIBUTION : null,
        },
        200,
      ),
    );
}
