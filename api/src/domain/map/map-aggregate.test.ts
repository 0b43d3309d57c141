import { describe, expect, it } from 'vitest';
import { aggregate, filterPlaces, type MapPlace } from './map-aggregate';
import { cellDegrees, containsBox, snapBbox } from './map-grid';
import { listingFigure, listingMeasure, matchesDeal } from './map-layers';

const place = (id: string, lat: number, lng: number, figure: number | null = null): MapPlace => ({
  id,
  slug: id,
  name: id,
  lat,
  lng,
  city: 'Gurgaon',
  locality: null,
  cityKey: 'gurgaon',
  price: null,
  figure,
  bhk: null,
});

describe('map answers: points under the cap, counted cells above it', () => {
  const places = [
    place('a', 28.41, 77.01, 100),
    place('b', 28.42, 77.02, 300),
    place('c', 28.43, 77.03, 200),
    place('d', 28.61, 77.31, 900),
  ];

  it('sends the places themselves, sorted by id, when they fit', () => {
    const out = aggregate([...places].reverse(), 10, 4, null);
    expect(out.mode).toBe('points');
    expect(out.mode === 'points' && out.points.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts every place into cells when they do not fit, with the median figure', () => {
    // Zoom 10: cells of 0.17578125°, so a, b and c share one cell and d has its own.
    const out = aggregate(places, 10, 3, [150, 250]);
    expect(out.mode).toBe('cells');
    if (out.mode !== 'cells') return;
    expect(out.cellDegrees).toBe(cellDegrees(10));
    expect(out.cells.map((c) => [c.count, c.figure, c.band])).toEqual([
      [3, 200, 1],
      [1, 900, 2],
    ]);
    expect(out.cells[0]).toMatchObject({ lat: 28.42, lng: 77.02 });
  });

  it('coarsens the grid until the cells fit under the cap', () => {
    const out = aggregate(places, 10, 1, null);
    expect(out.mode === 'cells' && out.cells).toHaveLength(1);
    expect(out.mode === 'cells' && out.cells[0]!.count).toBe(4);
    expect(out.mode === 'cells' && out.cellDegrees).toBeGreaterThan(cellDegrees(10));
  });

  it('filters by box, city key and bands', () => {
    const box = { west: 77, south: 28.4, east: 77.1, north: 28.5 };
    expect(filterPlaces(places, { box, thresholds: null }).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterPlaces(places, { cityKey: 'noida', thresholds: null })).toEqual([]);
    expect(filterPlaces(places, { bands: [0, 2], thresholds: [150, 250] }).map((p) => p.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
  });
});

describe('the request grid', () => {
  it('snaps a view outward to whole steps, so a small pan asks for the same box', () => {
    const view = { west: 77.01, south: 28.41, east: 77.2, north: 28.6 };
    const a = snapBbox(view, 10);
    const b = snapBbox({ west: 77.02, south: 28.42, east: 77.21, north: 28.61 }, 10);
    expect(a).toEqual(b);
    expect(containsBox(a, view)).toBe(true);
  });
});

describe('layer figures', () => {
  it('uses ₹/sq ft for sales, rent per sq ft for rentals and the rent itself for PG', () => {
    expect(listingMeasure('sale', 'rent')).toBe('psf');
    expect(listingMeasure('rent', 'rent')).toBe('rent-psf');
    expect(listingMeasure('pg', 'buy')).toBe('rent');
    expect(listingMeasure('commercial', 'rent')).toBe('rent-psf');
    expect(listingMeasure('commercial', 'buy')).toBe('psf');
    expect(listingFigure('psf', { price: 9_000_000, area: 1200 })).toBe(7500);
    expect(listingFigure('rent-psf', { price: 30_000, area: 1100 })).toBe(27.3);
    expect(listingFigure('rent', { price: 12_000 })).toBe(12_000);
    expect(listingFigure('psf', { price: 9_000_000 })).toBeNull();
    expect(matchesDeal('Rent', 'rent')).toBe(true);
    expect(matchesDeal('Sell', 'rent')).toBe(false);
    expect(matchesDeal('Sell', 'buy')).toBe(true);
  });
});
