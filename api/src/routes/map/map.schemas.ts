/**
 * The map's wire: the query of GET /api/map/points (zod: every problem is a 400 naming its
 * parameter) and its answer, and the small public configuration GET /api/map/config.
 */
import { z } from '@hono/zod-openapi';
import { MAP_DEALS, MAP_KINDS, MAP_LAYERS } from '../../domain/map/map-layers';
import { MAX_ZOOM, MIN_ZOOM, type Bbox } from '../../domain/map/map-grid';
import { BAND_QUANTILES } from '../../domain/map/price-bands';
import { enumParam, intParam, textParam } from '../../domain/search/query-params';

/** Points or cells in one answer, at most; the default suits a phone's screen. */
export const MAX_MAP_ITEMS = 1000;
export const DEFAULT_MAP_ITEMS = 400;

const BBOX_MESSAGE = 'Use west,south,east,north in degrees, e.g. 76.85,28.2,77.65,28.85.';

/** `west,south,east,north`; west < east and south < north, inside the world's ranges. */
const bboxParam = z
  .string()
  .optional()
  .transform((raw, ctx): Bbox | undefined => {
    const text = raw?.trim() ?? '';
    if (text === '') return undefined;
    const parts = text.split(',').map((s) => s.trim());
    const nums = parts.map((s) => (/^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN));
    const [west, south, east, north] = nums as [number, number, number, number];
    const ok =
      nums.length === 4 &&
      nums.every(Number.isFinite) &&
      west >= -180 &&
      east <= 180 &&
      south >= -90 &&
      north <= 90 &&
      west < east &&
      south < north;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return { west, south, east, north };
  })
  .openapi({ type: 'string', example: '76.85,28.2,77.65,28.85', description: 'west,south,east,north' });

const BAND_COUNT = BAND_QUANTILES.length + 1;
const bandsParam = z
  .string()
  .optional()
  .transform((raw, ctx): number[] | undefined => {
    const text = raw?.trim() ?? '';
    if (text === '') return undefined;
    const parts = text.split(',').map((s) => s.trim());
    if (parts.length > BAND_COUNT || !parts.every((s) => /^\d$/.test(s) && Number(s) < BAND_COUNT)) {
      ctx.addIssue({
        code: 'custom',
        message: `Use band numbers from 0 to ${BAND_COUNT - 1}, comma-separated.`,
      });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))].sort();
  })
  .openapi({ type: 'string', example: '0,1', description: 'Colour bands to keep (0 = cheapest)' });

export const MapPointsQuery = z.object({
  layer: enumParam(MAP_LAYERS, 'projects'),
  kind: enumParam(MAP_KINDS, 'sale').openapi({ description: 'Listings only: which kind' }),
  deal: enumParam(MAP_DEALS, 'rent').openapi({ description: 'Commercial listings only: to let or for sale' }),
  bbox: bboxParam,
  city: textParam.openapi({ description: 'A city name or alias (gurugram, ggn…)' }),
  zoom: intParam(MIN_ZOOM, MAX_ZOOM, 10).openapi({ description: 'The map zoom: sets the cell size' }),
  limit: intParam(1, MAX_MAP_ITEMS, DEFAULT_MAP_ITEMS).openapi({ description: 'Most points or cells' }),
  bands: bandsParam,
});

const BboxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });

export const MapPointSchema = z
  .object({
    id: z.string(),
    slug: z.string().nullable(),
    name: z.string(),
    lat: z.number(),
    lng: z.number(),
    city: z.string().nullable(),
    locality: z.string().nullable(),
    price: z.number().nullable().openapi({ description: 'Price, or monthly rent for rentals and PG (INR)' }),
    figure: z.number().nullable().openapi({ description: "The layer's measure (bands.unit)" }),
    band: z.number().int().nullable(),
    bhk: z.number().nullable(),
  })
  .openapi('MapPoint');

export const MapCellSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    count: z.number().int(),
    figure: z.number().nullable().openapi({ description: "Median of the members' figures" }),
    band: z.number().int().nullable(),
    bounds: BboxSchema,
  })
  .openapi('MapCell');

export const MapBandsSchema = z
  .object({
    unit: z.string().openapi({ example: '₹/sq ft' }),
    thresholds: z
      .array(z.number())
      .openapi({ description: 'Upper bound (inclusive) of each band but the last' }),
    basis: z.number().int().openapi({ description: 'How many places the bands were computed from' }),
    method: z.string(),
  })
  .openapi('MapBands');

export const MapPointsAnswer = z
  .object({
    layer: z.enum(MAP_LAYERS),
    kind: z.enum(MAP_KINDS).nullable(),
    deal: z.enum(MAP_DEALS).nullable(),
    mode: z.enum(['points', 'cells']),
    points: z.array(MapPointSchema),
    cells: z.array(MapCellSchema),
    cellDegrees: z.number().nullable(),
    /** Places matching the filters in the box (the sum of the cells' counts in cells mode). */
    inView: z.number().int(),
    /** Places of the layer, anywhere, that carry no coordinates and so are not on the map. */
    unplaced: z.number().int(),
    /** Places of the layer on the map in all (the legend's "N projects"). */
    total: z.number().int(),
    bands: MapBandsSchema.nullable(),
    unit: z.string(),
    noun: z.string().openapi({ example: 'sale listings' }),
    asOf: z.string().openapi({ description: 'When the layer was read from the store (ISO)' }),
  })
  .openapi('MapPoints');

export const MapConfigAnswer = z
  .object({
    tileUrl: z.string().nullable().openapi({ description: 'MAP_TILE_URL, or null: draw without tiles' }),
    attribution: z.string().nullable(),
  })
  .openapi('MapConfig');

export type MapPointsQueryValue = z.infer<typeof MapPointsQuery>;
