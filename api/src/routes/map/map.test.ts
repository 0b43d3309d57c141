/**
 * GET /api/map/points and /api/map/config on a real store: bands computed by hand, the box, the
 * city alias, the cap turning points into counted cells, which listings are left out, and a 400
 * naming the parameter for every malformed one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { withListingSearch } from '../../domain/search/listing-fields';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import type { MapConfig, MapPointsAnswer } from '../../wire';

let store: Store;
let app: ReturnType<typeof createApp>;
const DAY = 86_400_000;
const future = new Date(Date.now() + 20 * DAY);

// Twelve Gurgaon projects at 1,000 … 12,000 ₹/sq ft along a line of latitude, one with no position.
const project = (i: number) => ({
  _id: `p${String(i).padStart(2, '0')}`,
  slug: `project-${i}`,
  name: `Project ${i}`,
  city: i <= 8 ? 'Gurgaon' : 'Noida',
  locality: 'Sector 45',
  location: { coordinates: { lat: 28.3 + i * 0.02, lng: 77.05 } },
  pricing: { pricePerSqft: { average: i * 1000 } },
  priceRange: { min: i * 1_000_000, max: i * 2_000_000 },
});

const listing = (id: string, extra: Record<string, unknown>) =>
  withListingSearch({
    _id: id,
    slug: `listing-${id}`,
    title: `Home ${id}`,
    category: 'sale',
    listingType: 'Sell',
    status: 'live',
    city: 'Gurgaon',
    locality: 'Sohna Road',
    location: { lat: 28.41, lng: 77.04 },
    areaSqft: 1000,
    price: 8_000_000,
    staleAt: future,
    createdAt: new Date(),
    ...extra,
  });

async function points(query: string): Promise<MapPointsAnswer> {
  const res = await app.request(`/api/map/points?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MapPointsAnswer;
}

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({ LOG_LEVEL: 'silent', SEED: 'off' }),
    version: 'test',
    log: silentLogger,
  });
  await store.collection('projects').insertMany([
    ...Array.from({ length: 12 }, (_, i) => project(i + 1)),
    {
      _id: 'p99',
      slug: 'nowhere',
      name: 'No position',
      city: 'Gurgaon',
      pricing: { pricePerSqft: { average: 5000 } },
    },
  ]);
  await store.collection('listings').insertMany([
    listing('s1', { price: 9_000_000, areaSqft: 1200 }), // 7,500 ₹/sq ft
    listing('s2', { price: 6_000_000, areaSqft: 1000 }), // 6,000
    listing('s3', { status: 'pending' }),
    listing('s4', { staleAt: new Date(Date.now() - DAY) }),
    listing('s5', { availability: 'sold' }),
    listing('s6', { location: 'Sector 62' }), // posted without coordinates
    listing('r1', {
      category: 'rent',
      listingType: 'Rent',
      price: undefined,
      pricePerMonth: 33_000,
      areaSqft: 1100,
    }),
    listing('c1', { category: 'commercial', listingType: 'Rent', price: undefined, pricePerMonth: 90_000 }),
    listing('c2', { category: 'commercial', listingType: 'Sell', price: 20_000_000 }),
  ]);
});
afterAll(() => store.close());

describe('GET /api/map/points: projects', () => {
  it('answers every placed project with its quintile band, and counts the unplaced one', async () => {
    const a = await points('layer=projects');
    expect(a.mode).toBe('points');
    expect(a.total).toBe(12);
    expect(a.inView).toBe(12);
    expect(a.unplaced).toBe(1);
    // 12 figures 1,000…12,000: ranks ceil(2.4)=3, ceil(4.8)=5, ceil(7.2)=8, ceil(9.6)=10.
    expect(a.bands).toEqual({
      unit: '₹/sq ft',
      thresholds: [3000, 5000, 8000, 10000],
      basis: 12,
      method: "Quintiles of 12 projects' ₹/sq ft (nearest rank)",
    });
    expect(a.points.map((p) => [p.id, p.figure, p.band])).toEqual([
      ['p01', 1000, 0],
      ['p02', 2000, 0],
      ['p03', 3000, 0],
      ['p04', 4000, 1],
      ['p05', 5000, 1],
      ['p06', 6000, 2],
      ['p07', 7000, 2],
      ['p08', 8000, 2],
      ['p09', 9000, 3],
      ['p10', 10000, 3],
      ['p11', 11000, 4],
      ['p12', 12000, 4],
    ]);
    expect(a.points[0]).toMatchObject({
      slug: 'project-1',
      name: 'Project 1',
      city: 'Gurgaon',
      price: 1_000_000,
    });
    expect(Date.parse(a.asOf)).not.toBeNaN();
  });

  it('keeps only the box, the city (by alias) and the chosen bands', async () => {
    // Latitudes 28.32 … 28.54: the box 28.35–28.45 holds projects 3 to 7.
    const boxed = await points('layer=projects&bbox=77,28.35,77.1,28.45');
    expect(boxed.points.map((p) => p.id)).toEqual(['p03', 'p04', 'p05', 'p06', 'p07']);
    expect(boxed.total).toBe(12);
    const city = await points('layer=projects&city=gurugram');
    expect(city.inView).toBe(8);
    const dear = await points('layer=projects&bands=3,4');
    expect(dear.points.map((p) => p.id)).toEqual(['p09', 'p10', 'p11', 'p12']);
  });

  it('turns more places than the cap into cells whose counts add up', async () => {
    const a = await points('layer=projects&limit=3&zoom=12');
    expect(a.mode).toBe('cells');
    expect(a.points).toEqual([]);
    expect(a.cells.length).toBeLessThanOrEqual(3);
    expect(a.cells.reduce((s, c) => s + c.count, 0)).toBe(12);
    expect(a.inView).toBe(12);
    expect(a.cellDegrees).toBeGreaterThan(0);
  });
});

describe('GET /api/map/points: listings', () => {
  it('shows live listings in default search only, coloured by price ÷ area', async () => {
    const a = await points('layer=listings&kind=sale');
    expect(a.points.map((p) => [p.id, p.figure])).toEqual([
      ['s1', 7500],
      ['s2', 6000],
    ]);
    expect(a.unplaced).toBe(1); // s6; the pending, stale and sold ones are not counted at all
    expect(a.bands).toBeNull(); // 2 figures are too few for quintiles
    expect(a.unit).toBe('₹/sq ft');
    expect(a.noun).toBe('sale listings');
  });

  it('colours rentals by rent per sq ft a month and splits commercial by deal', async () => {
    const rent = await points('layer=listings&kind=rent');
    expect(rent.points.map((p) => [p.id, p.figure, p.price])).toEqual([['r1', 30, 33_000]]);
    expect(rent.unit).toBe('₹/sq ft a month');
    const toLet = await points('layer=listings&kind=commercial&deal=rent');
    expect(toLet.points.map((p) => p.id)).toEqual(['c1']);
    expect(toLet.deal).toBe('rent');
    const forSale = await points('layer=listings&kind=commercial&deal=buy');
    expect(forSale.points.map((p) => [p.id, p.figure])).toEqual([['c2', 20_000]]);
  });
});

describe('GET /api/map/points: validation', () => {
  it.each([
    ['bbox=77,28', 'bbox'],
    ['bbox=78,28,77,29', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['bbox=-200,28,77,29', 'bbox'],
    ['zoom=30', 'zoom'],
    ['limit=5000', 'limit'],
    ['limit=0', 'limit'],
    ['layer=roads', 'layer'],
    ['kind=castle', 'kind'],
    ['deal=swap', 'deal'],
    ['bands=7', 'bands'],
    [`city=${'x'.repeat(101)}`, 'city'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const res = await app.request(`/api/map/points?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('validation_failed');
    expect(Object.keys(body.fields)).toEqual([field]);
  });
});

describe('GET /api/map/config', () => {
  it('has no tiles without MAP_TILE_URL', async () => {
    const res = await app.request('/api/map/config');
    expect((await res.json()) as MapConfig).toEqual({ tileUrl: null, attribution: null });
  });

  it('passes the tile template and its attribution on, and lets the page load those images', async () => {
    const tiles = createApp({
      store,
      env: loadEnv({
        LOG_LEVEL: 'silent',
        SEED: 'off',
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      }),
      version: 'test',
      log: silentLogger,
    });
    const res = await tiles.request('/api/map/config');
    expect((await res.json()) as MapConfig).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(res.headers.get('content-security-policy')).toContain('img-src');
    expect(res.headers.get('content-security-policy')).toMatch(
      /img-src [^;]*https:\/\/\*\.tiles\.example\.org/,
    );
  });

  it('refuses a tile setting that is not a tile template', () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'ftp://tiles.example.org/x.png' })).toThrow(/MAP_TILE_URL/);
  });
});
