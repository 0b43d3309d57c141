/**
 * The tile-free location map: the project at the centre and nearby places around it, in km.
 * A place with its own lat/lng is placed where it is; the seeded places carry only a distance, so
 * those sit on their true distance from the centre, spread evenly around it — the caption says the
 * direction is not recorded (never draw an invented position as if it were real).
 */
export interface PlotPlace {
  name: string;
  type: string;
  distanceKm: number;
  lat?: number;
  lng?: number;
}

export interface PlottedPlace extends PlotPlace {
  /** km east (x) and south (y) of the project. */
  x: number;
  y: number;
  exact: boolean;
}

const KM_PER_DEG_LAT = 111.32;

export function plotPlaces(center: { lat: number; lng: number }, places: PlotPlace[]): PlottedPlace[] {
  const spread = places.filter((p) => !(Number.isFinite(p.lat) && Number.isFinite(p.lng)));
  return places.map((p) => {
    if (Number.isFinite(p.lat) && Number.isFinite(p.lng)) {
      const x = (p.lng! - center.lng) * KM_PER_DEG_LAT * Math.cos((center.lat * Math.PI) / 180);
      const y = -(p.lat! - center.lat) * KM_PER_DEG_LAT;
      return { ...p, x, y, exact: true };
    }
    const i = spread.indexOf(p);
    const angle = (2 * Math.PI * i) / Math.max(1, spread.length) - Math.PI / 2;
    return { ...p, x: Math.cos(angle) * p.distanceKm, y: Math.sin(angle) * p.distanceKm, exact: false };
  });
}

/** Half-width of the plot in km: the farthest place plus a margin, at least 1 km. */
export function plotRadiusKm(placed: { x: number; y: number }[]): number {
  const far = placed.reduce((m, p) => Math.max(m, Math.abs(p.x), Math.abs(p.y)), 0);
  return Math.max(1, Math.ceil(far * 1.25));
}

/**
 * Pixel offset of a place from the centre on a square-root distance scale: one airport 24 km away
 * would otherwise squeeze every place within 3 km into a few pixels with overlapping labels.
 * @example toPixels({ x: 4, y: 0 }, 16, 100) → { dx: 50, dy: 0 }
 */
export function toPixels(p: { x: number; y: number }, radiusKm: number, radiusPx: number) {
  const d = Math.hypot(p.x, p.y);
  if (d === 0) return { dx: 0, dy: 0 };
  const r = Math.sqrt(Math.min(d, radiusKm) / radiusKm) * radiusPx;
  return { dx: (p.x / d) * r, dy: (p.y / d) * r };
}

/** The three rings' distances in km: at 1/3, 2/3 and the full radius in pixels on that scale. */
export function ringKm(radiusKm: number): number[] {
  return [1, 2, 3].map((k) => Math.round((k / 3) ** 2 * radiusKm * 10) / 10);
}
