/** The listing endpoints on a real store with hand-made listings (exact assertions). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { prepareSearchFields } from '../../services/search/search-fields';
import { loadEnv } from '../../env';
import { ensureIndexes } from '../../indexes';
import { silentLogger } from '../../http/logger';
import { openTestStore } from '../../test-support/test-store';
import type { Store } from '../../store/types';
import { fixtureListing as L } from '../_shared/listing-fixtures';

let store: Store;
let app: ReturnType<typeof createApp>;

const docs = [
  L({
    slug: 'cheap-ggn',
    title: '2 BHK Flat (corner) in Sohna Road',
    price: 5_000_000,
    areaSqft: 900,
    bhk: 2,
  }),
  L({
    slug: 'mid-ggn',
    price: 9_000_000,
    areaSqft: 1500,
    bhk: 3,
    furnishing: 'furnished',
    amenities: ['Lift', 'Pool', 'Wi-Fi'],
  }),
  L({ slug: 'dear-ggn', price: 30_000_000, areaSqft: 3200, bhk: 4, amenities: ['Lift', 'Parking'] }),
  L({ slug: 'noida-sale', city: 'Noida', price: 7_000_000, areaSqft: 1100, bhk: 2 }),
  L({ slug: 'pending-one', status: 'pending', price: 6_000_000 }),
  L({ slug: 'rejected-one', status: 'rejected', price: 6_500_000 }),
  L({ slug: 'rent-ggn', category: 'rent', listingType: 'Rent', pricePerMonth: 40_000, bhk: 2 }),
  L({
    slug: 'pg-2-female',
    category: 'pg',
    propertyType: 'pg',
    price: 9000,
    pricePerMonth: 9000,
    pgMeta: { sharing: '2', gender: 'female', occupancy: 'shared', furnishing: 'furnished' },
    furnishing: 'furnished',
  }),
  L({
    slug: 'pg-1-any',
    category: 'pg',
    propertyType: 'pg',
    price: 15000,
    pricePerMonth: 15000,
    pgMeta: { sharing: '1', gender: 'any', occupancy: 'private', furnishing: 'unfurnished' },
    furnishing: 'unfurnished',
  }),
  L({
    slug: 'cowork-cabin',
    category: 'commercial',
    propertyType: 'commercial',
    commercialSubType: 'coworking',
    pricePerMonth: 60_000,
    commercialMeta: { seatType: 'cabin', seatsAvailable: 8 },
  }),
  L({
    slug: 'cowork-desk',
    category: 'commercial',
    propertyType: 'commercial',
    commercialSubType: 'coworking',
    pricePerMonth: 30_000,
    commercialMeta: { seatType: 'hotdesk', seatsAvailable: 3 },
  }),
  L({
    slug: 'warehouse',
    category: 'commercial',
    propertyType: 'commercial',
    commercialSubType: 'warehouse',
    pricePerMonth: 200_000,
    areaSqft: 10_000,
    commercialMeta: { coveredArea: 10_000 },
  }),
  L({
    slug: 'office-furnished',
    category: 'commercial',
    propertyType: 'commercial',
    commercialSubType: 'office',
    price: 40_000_000,
    areaSqft: 2000,
    furnishing: 'furnished',
  }),
];

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  const listings = store.collection('listings');
  // One listing arrives without search fields: start-up must backfill it.
  const { search: _drop, ...bare } = L({
    slug: 'plot-backfilled',
    category: 'plot',
    propertyType: 'Plot',
    price: 8_000_000,
  });
  await listings.insertMany([...docs, bare]);
  await prepareSearchFields(store, silentLogger);
  app = createApp({
    store,
    env: loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' }),
    version: 'test',
    log: silentLogger,
  });
});
afterAll(async () => store.close());

type Page = { items: Record<string, unknown>[]; total: number; page: number; pages: number };
async function get<T = Page>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
}
const slugs = (p: Page) => p.items.map((i) => i.slug);

describe('GET /api/listings', () => {
  it('answers live listings only, with the page model', async () => {
    const { status, body } = await get('/api/listings?category=sale&sort=priceLow');
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(['cheap-ggn', 'noida-sale', 'mid-ggn', 'dear-ggn']);
    expect(body).toMatchObject({ total: 4, page: 1, pages: 1 });
  });

  it('never shows pending or rejected listings, in search or detail', async () => {
    const all = await get('/api/listings?limit=50');
    expect(slugs(all.body)).not.toContain('pending-one');
    expect(slugs(all.body)).not.toContain('rejected-one');
    expect(all.body.total).toBe(docs.length - 2 + 1);
    for (const slug of ['pending-one', 'rejected-one']) {
      const res = await get<{ message: string }>(`/api/listings/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Listing not found.');
    }
  });

  it('backfills search fields at start-up', async () => {
    expect(slugs((await get('/api/listings?category=plot')).body)).toEqual(['plot-backfilled']);
  });

  it('matches the city through the alias map, ignoring case', async () => {
    const a = await get('/api/listings?category=sale&city=gurugram&sort=priceLow');
    const b = await get('/api/listings?category=sale&city=GURGAON&sort=priceLow');
    expect(slugs(a.body)).toEqual(['cheap-ggn', 'mid-ggn', 'dear-ggn']);
    expect(slugs(b.body)).toEqual(slugs(a.body));
  });

  it('filters by price, labels included, and sorts every way', async () => {
    expect(slugs((await get('/api/listings?category=sale&min=60L&max=1Cr&sort=priceHigh')).body)).toEqual([
      'mid-ggn',
      'noida-sale',
    ]);
    expect(slugs((await get('/api/listings?category=sale&max=10Cr%2B&sort=areaHigh')).body)).toEqual([
      'dear-ggn',
      'mid-ggn',
      'noida-sale',
      'cheap-ggn',
    ]);
    expect(slugs((await get('/api/listings?category=sale&sort=new')).body)).toEqual([
      'noida-sale',
      'dear-ggn',
      'mid-ggn',
      'cheap-ggn',
    ]);
  });

  it('pages', async () => {
    const p2 = await get('/api/listings?category=sale&sort=priceLow&limit=3&page=2');
    expect(slugs(p2.body)).toEqual(['dear-ggn']);
    expect(p2.body).toMatchObject({ total: 4, page: 2, pages: 2 });
  });

  it('matches free text as a literal, case-insensitive substring', async () => {
    expect(slugs((await get('/api/listings?q=SOHNA%20road')).body)).toEqual(['cheap-ggn']);
    expect(slugs((await get('/api/listings?q=(corner)')).body)).toEqual(['cheap-ggn']);
    expect((await get('/api/listings?q=.*')).body.total).toBe(0);
    expect((await get('/api/listings?q=%5B')).status).toBe(200);
  });

  it('applies PG filters to pg only and ignores them elsewhere', async () => {
    expect(slugs((await get('/api/listings?category=pg&sharing=2')).body)).toEqual(['pg-2-female']);
    expect(slugs((await get('/api/listings?category=pg&gender=male')).body)).toEqual(['pg-1-any']);
    expect(slugs((await get('/api/listings?category=pg&occ=private&furnish=unfurnished')).body)).toEqual([
      'pg-1-any',
    ]);
    expect((await get('/api/listings?category=sale&sharing=2&gender=female')).body.total).toBe(4);
  });

  it('applies commercial filters by sub-type', async () => {
    expect(slugs((await get('/api/listings?category=commercial&sub=coworking&seatType=cabin')).body)).toEqual(
      ['cowork-cabin'],
    );
    expect(slugs((await get('/api/listings?category=commercial&sub=coworking&smin=5')).body)).toEqual([
      'cowork-cabin',
    ]);
    // furnish is ignored for warehouses, seat filters outside coworking.
    expect(
      slugs((await get('/api/listings?category=commercial&sub=warehouse&furnish=furnished')).body),
    ).toEqual(['warehouse']);
    expect(
      slugs(
        (await get('/api/listings?category=commercial&sub=office&seatType=cabin&furnish=furnished')).body,
      ),
    ).toEqual(['office-furnished']);
    expect(slugs((await get('/api/listings?category=commercial&amin=5000')).body)).toEqual(['warehouse']);
  });

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['limit=51', 'limit'],
      ['category=xyz', 'category'],
      ['min=-5', 'min'],
      ['sort=drop', 'sort'],
      ['sharing=7', 'sharing'],
      ['page=0', 'page'],
    ] as const) {
      const res = await get<{ error: string; fields: Record<string, string> }>(`/api/listings?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields), query).toEqual([field]);
    }
  });

  it('keeps lister contacts and internal fields out of answers', async () => {
    const list = JSON.stringify((await get('/api/listings?limit=50')).body);
    for (const secret of ['9876543210', 'asha@example.com', 'Asha Rao', '"search"', '"seeded"'])
      expect(list).not.toContain(secret);
    const detail = await get<Record<string, unknown>>('/api/listings/mid-ggn');
    expect(detail.status).toBe(200);
    expect(detail.body.listerName).toBe('Asha Rao');
    for (const field of ['contactPhone', 'contactEmail', 'search', 'seeded'])
      expect(detail.body).not.toHaveProperty(field);
    const byId = await get<Record<string, unknown>>(`/api/listings/${String(detail.body.id)}`);
    expect(byId.body.slug).toBe('mid-ggn');
  });
});

describe('GET /api/marketplace/browse', () => {
  it('answers browse items, newest first', async () => {
    const { body } = await get<{ items: Record<string, unknown>[] }>(
      '/api/marketplace/browse?category=sale&sort=recent&limit=2',
    );
    expect(body.items.map((i) => i.title)).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      kind: 'sale',
      category: 'sale',
      source: 'user',
      priceDisplay: '₹70 L',
      priceValue: 7_000_000,
      city: 'Noida',
      sellerType: 'owner',
    });
    expect(String(body.items[0]?.url)).toMatch(/^\/user-property\//);
    const pg = await get<{ items: Record<string, unknown>[] }>(
      '/api/marketplace/browse?category=pg&sort=priceLow',
    );
    expect(pg.body.items[0]).toMatchObject({ priceDisplay: '₹9,000/month', url: '/listing/pg-2-female' });
    expect((await get('/api/marketplace/browse?limit=0')).status).toBe(400);
  });
});

describe('GET /api/user-properties/search', () => {
  it('searches sale and rent homes with the project query names', async () => {
    const all = await get('/api/user-properties/search?city=ggn');
    expect(all.body.total).toBe(4);
    const some = await get('/api/user-properties/search?city=gurgaon&minBudget=60L&bedroomsMin=3&type=sale');
    expect(slugs(some.body)).toEqual(['dear-ggn', 'mid-ggn']);
    const rent = await get('/api/user-properties/search?type=rent&priceMax=50000');
    expect(slugs(rent.body)).toEqual(['rent-ggn']);
    expect((await get('/api/user-properties/search?type=pg')).status).toBe(400);
  });

  it('keeps homes that list every amenity asked for', async () => {
    expect(slugs((await get('/api/user-properties/search?amenities=lift')).body).sort()).toEqual([
      'dear-ggn',
      'mid-ggn',
    ]);
    expect(slugs((await get('/api/user-properties/search?amenities=Lift,wifi')).body)).toEqual(['mid-ggn']);
    expect((await get('/api/user-properties/search?amenities=Lift,Sauna')).status).toBe(400);
  });
});
