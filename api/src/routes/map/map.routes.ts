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
import { MapSnapshots } from '../../services/map/map-layer-snapshot';
import { MapConfigAnswer, MapPointsAnswer, MapPointsQuery } from './map.schemas';

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

export function mapRoutes({ store, env }: AppDeps) {
  const snapshots = new MapSnapshots(store);
  return createRouter()
    .openapi(pointsRoute, async (c) => {
      const q = c.req.valid('query');
      const snap = await snapshots.get(q);
      // Closed listings left the snapshot when it was read; one may have gone stale since.
      const cutoff = freshnessCutoff(new Date()).getTime();
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
      return c.json(
        {
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
        },
        200,
      );
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
