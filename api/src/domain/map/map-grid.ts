/**
 * The square-degree grid the map's answers are built on. A cell at zoom z is half a 256-px web
 * tile wide (360° / 2^z / 2), i.e. ~128 px on screen: the size of a marker cluster. Cells are
 * anchored at 0°, 0°, so the same place falls in the same cell whatever the view, and the PWA
 * snaps the box it asks for outward to a coarser grid of the same origin, so small pans ask for
 * the same address again (answered from memory or the service worker's cache, also offline).
 */

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

/** Width and height of one aggregation cell at `zoom`, in degrees. */
export function cellDegrees(zoom: number): number {
  return 360 / 2 ** zoom / 2;
}

/** The key of the cell holding a point, at a cell size. */
export function cellKey(lat: number, lng: number, size: number): string {
  return `${Math.floor(lat / size)}:${Math.floor(lng / size)}`;
}

/** The cell's box, from its key. */
export function cellBox(key: string, size: number): Bbox {
  const [row, col] = key.split(':').map(Number) as [number, number];
  return { south: row * size, north: (row + 1) * size, west: col * size, east: (col + 1) * size };
}

export function inBox(lat: number, lng: number, box: Bbox): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}

/** Degrees to the grid's 6 decimals (the coordinates' own precision): stable request addresses. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The box to ask for: `view` grown outward to whole steps of four cells at `zoom`, clamped to the
 * world. Panning less than a step keeps the same box (and so the same request).
 * @example snapBbox({ west: 77.01, south: 28.41, east: 77.2, north: 28.6 }, 10)
 */
export function snapBbox(view: Bbox, zoom: number): Bbox {
  const step = cellDegrees(zoom) * 4;
  return {
    west: round6(Math.max(-180, Math.floor(view.west / step) * step)),
    south: round6(Math.max(-90, Math.floor(view.south / step) * step)),
    east: round6(Math.min(180, Math.ceil(view.east / step) * step)),
    north: round6(Math.min(90, Math.ceil(view.north / step) * step)),
  };
}

/** `bbox` query text: west,south,east,north. */
export function bboxParam(box: Bbox): string {
  return [box.west, box.south, box.east, box.north].join(',');
}

/** Whether `inner` lies wholly inside `outer`. */
export function containsBox(outer: Bbox, inner: Bbox): boolean {
  return (
    inner.west >= outer.west &&
    inner.east <= outer.east &&
    inner.south >= outer.south &&
    inner.north <= outer.north
  );
}

/**
 * Delhi NCR as the map first shows it: the six cities of the demo data with a margin. The map fits
 * this box on open, so a first visit and an offline visit on the same screen ask for the same data.
 */
export const NCR_BOUNDS: Bbox = { west: 76.85, south: 28.2, east: 77.65, north: 28.85 };
