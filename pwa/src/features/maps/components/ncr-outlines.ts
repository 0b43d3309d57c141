/**
 * The six NCR city outlines shipped with the app (assets/ncr-outlines.json): approximate,
 * simplified polygons drawn by hand for a map without tiles (offline, or no MAP_TILE_URL). Not
 * survey boundaries; the map says they are approximate.
 */
import type { Bbox } from '@propai/api/domain/map/map-grid';
import outlines from '../assets/ncr-outlines.json';

export interface CityOutline {
  name: string;
  /** [lng, lat] where the name is written. */
  labelAt: [number, number];
  /** The outer ring, [lng, lat] pairs as in GeoJSON. */
  ring: [number, number][];
}

export const CITY_OUTLINES: CityOutline[] = outlines.features.map((f) => ({
  name: f.properties.name,
  labelAt: f.properties.labelAt as [number, number],
  ring: f.geometry.coordinates[0]! as [number, number][],
}));

/** The box around a city's outline: where "jump to Noida" takes the map. */
export function outlineBox(name: string): Bbox | null {
  const city = CITY_OUTLINES.find((c) => c.name === name);
  if (!city) return null;
  const lngs = city.ring.map(([lng]) => lng);
  const lats = city.ring.map(([, lat]) => lat);
  return {
    west: Math.min(...lngs),
    east: Math.max(...lngs),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}
