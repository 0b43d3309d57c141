/**
 * One map answer from a layer's places: the places in the box when they fit under the cap, else
 * grid cells (map-grid.ts) with each cell's count, centre of mass and median figure. A cell grid
 * that would still exceed the cap is coarsened (cell size doubled) until it fits, so an answer
 * never holds more than `limit` items whatever box and zoom are asked for. Counts are exact: a
 * cell says how many places it stands for, so the map never shows a sample as if it were all.
 */
import { cellBox, cellDegrees, cellKey, inBox, type Bbox } from './map-grid';
import { bandOf, median } from './price-bands';

export interface MapPlace {
  id: string;
  slug: string | null;
  name: string;
  lat: number;
  lng: number;
  city: string | null;
  locality: string | null;
  /** The alias-normalised city key (search/city-aliases.ts), for the `city` filter. */
  cityKey: string;
  /** Price (sale) or monthly rent, whole INR. */
  price: number | null;
  /** The layer's measure (map-layers.ts): ₹/sq ft, ₹/sq ft a month or ₹ a month. */
  figure: number | null;
  bhk: number | null;
}

export interface MapCell {
  lat: number;
  lng: number;
  count: number;
  /** Median of the members' figures; null when none has one. */
  figure: number | null;
  band: number | null;
  bounds: Bbox;
}

export interface PlaceFilter {
  box?: Bbox | undefined;
  cityKey?: string | undefined;
  /** Keep only places in these bands (price-bands.ts); places without a figure then drop out. */
  bands?: readonly number[] | undefined;
  thresholds: readonly number[] | null;
}

export function filterPlaces(places: readonly MapPlace[], f: PlaceFilter): MapPlace[] {
  const wanted = f.bands?.length ? new Set(f.bands) : null;
  return places.filter((p) => {
    if (f.box && !inBox(p.lat, p.lng, f.box)) return false;
    if (f.cityKey && p.cityKey !== f.cityKey) return false;
    if (wanted) {
      const band = bandOf(p.figure, f.thresholds);
      if (band === null || !wanted.has(band)) return false;
    }
    return true;
  });
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function cellsAt(places: readonly MapPlace[], size: number, thresholds: readonly number[] | null): MapCell[] {
  const groups = new Map<string, MapPlace[]>();
  for (const p of places) {
    const key = cellKey(p.lat, p.lng, size);
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.entries()]
    .map(([key, members]) => {
      const figure = median(members.map((m) => m.figure).filter((v): v is number => v !== null));
      return {
        lat: round6(members.reduce((s, m) => s + m.lat, 0) / members.length),
        lng: round6(members.reduce((s, m) => s + m.lng, 0) / members.length),
        count: members.length,
        figure: figure === null ? null : Math.round(figure * 10) / 10,
        band: bandOf(figure, thresholds),
        bounds: cellBox(key, size),
      };
    })
    .sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
}

export type Aggregated =
  { mode: 'points'; points: MapPlace[] } | { mode: 'cells'; cells: MapCell[]; cellDegrees: number };

/**
 * @example aggregate(places, 10, 400, thresholds)
 *   // → { mode: 'points', points } when places.length ≤ 400, else { mode: 'cells', cells, cellDegrees }
 */
export function aggregate(
  places: readonly MapPlace[],
  zoom: number,
  limit: number,
  thresholds: readonly number[] | null,
): Aggregated {
  if (places.length <= limit) {
    return { mode: 'points', points: [...places].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
  }
  let size = cellDegrees(zoom);
  let cells = cellsAt(places, size, thresholds);
  // Each doubling merges cells four into one; 40 doublings would span the world several times over.
  for (let i = 0; cells.length > limit && i < 40; i += 1) {
    size *= 2;
    cells = cellsAt(places, size, thresholds);
  }
  return { mode: 'cells', cells, cellDegrees: size };
}
