import { describe, expect, it } from 'vitest';
import { plotPlaces, plotRadiusKm, ringKm, toPixels } from './location-plot';

describe('plotPlaces', () => {
  const center = { lat: 28.5, lng: 77 };
  it('places a place with coordinates where it is', () => {
    const [p] = plotPlaces(center, [{ name: 'A', type: 'x', distanceKm: 1, lat: 28.51, lng: 77 }]);
    expect(p!.exact).toBe(true);
    expect(p!.x).toBeCloseTo(0);
    expect(p!.y).toBeCloseTo(-1.113, 2);
  });
  it('keeps distance-only places at their true distance', () => {
    const placed = plotPlaces(center, [
      { name: 'A', type: 'x', distanceKm: 2 },
      { name: 'B', type: 'x', distanceKm: 3 },
    ]);
    for (const p of placed) expect(Math.hypot(p.x, p.y)).toBeCloseTo(p.distanceKm);
    expect(placed.every((p) => !p.exact)).toBe(true);
    expect(plotRadiusKm(placed)).toBe(4);
  });
});

describe('square-root scale', () => {
  it('spreads near places out and keeps direction', () => {
    expect(toPixels({ x: 4, y: 0 }, 16, 100)).toEqual({ dx: 50, dy: 0 });
    expect(toPixels({ x: 0, y: -16 }, 16, 100)).toEqual({ dx: 0, dy: -100 });
    expect(toPixels({ x: 0, y: 0 }, 16, 100)).toEqual({ dx: 0, dy: 0 });
    expect(ringKm(27)).toEqual([3, 12, 27]);
  });
});
