/**
 * GET /api/listings/{slugOrId} and GET /api/user-properties/{id}: one document for every kind,
 * the visibility rules (pending/rejected: author and admins only), bad ids; and the computed
 * price insights (GET /api/listings/{slugOrId}/price-insights).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCIAL_SUB_TYPES } from '../../domain/posting/commercial-rules';
import { bearer } from '../auth/auth-test-kit';
import { ListingDetailSchema, PriceInsightsSchema } from '../_shared/listing-detail';
import { postingKit } from '../_shared/posting-test-kit';
import type { PostingKit } from '../_shared/posting-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';

let kit: PostingKit;
let author: { token: string; userId: string };
let stranger: { token: string };

const KINDS = [
  L({ category: 'sale', listingType: 'Sell', price: 9_000_000, areaSqft: 1500, bhk: 3 }),
  L({ category: 'rent', listingType: 'Rent', pricePerMonth: 40_000, areaSqft: 1200, bhk: 2 }),
  L({ category: 'plot', listingType: 'Sell', propertyType: 'Plot', price: 12_000_000, areaSqft: 2000 }),
  L({
    category: 'pg',
    listingType: 'Rent',
    propertyType: 'pg',
    price: 9000,
    pricePerMonth: 9000,
    pgMeta: { sharing: '2', gender: 'female', food: 'veg', rules: { visitorsAllowed: true }, secret: 'x' },
  }),
  ...COMMERCIAL_SUB_TYPES.map((sub) =>
    L({
      category: 'commercial',
      listingType: sub === 'land' ? 'Sell' : 'Rent',
      propertyType: 'commercial',
      commercialSubType: sub,
      pricePerMonth: 60_000,
      areaSqft: 1000,
      commercialMeta: { floorNumber: 3, seatsAvailable: 8, coveredArea: 5000, landArea: 2, internal: 'no' },
    }),
  ),
];

beforeAll(async () => {
  kit = await postingKit();
  author = await kit.newPoster();
  stranger = await kit.newPoster();
  await kit.store.collection('listings').insertMany(KINDS.map((d) => ({ ...d, authorId: author.userId })));
}, 60_000);
afterAll(() => kit.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('one listing document at both addresses', () => {
  it('every kind (sale, rent, plot, pg, all six commercial sub-types) parses strictly and matches', async () => {
    expect(KINDS).toHaveLength(10);
    for (const doc of KINDS) {
      const a = await kit.get(`/api/listings/${String(doc.slug)}`);
      const b = await kit.get(`/api/user-properties/${doc._id}`);
      expect([doc.slug, a.status, b.status]).toEqual([doc.slug, 200, 200]);
      const body = await json(a);
      expect(await json(b)).toEqual(body);
      const parsed = ListingDetailSchema.strict().safeParse(body);
      expect(parsed.error?.issues ?? [], String(doc.slug)).toEqual([]);
      expect(body).toMatchObject({ id: doc._id, category: doc.category, availability: 'available' });
      expect(body.freshness).toMatchObject({ staleAfterDays: doc.listingType === 'Rent' ? 30 : 60 });
      expect(body).not.toHaveProperty('authorId');
      expect(body).not.toHaveProperty('status');
    }
    const pg = await json(await kit.get(`/api/user-properties/${KINDS[3]!._id}`));
    expect(pg.pgMeta).toEqual({
      sharing: '2',
      gender: 'female',
      food: 'veg',
      rules: { visitorsAllowed: true },
    });
    const office = await json(await kit.get(`/api/user-properties/${KINDS[4]!._id}`));
    expect(office.commercialSubType).toBe('office');
    expect(office.commercialMeta).not.toHaveProperty('internal');
  });
});

describe('visibility', () => {
  const hidden = [
    L({ slug: 'pending-home', status: 'pending', price: 5_000_000 }),
    L({ slug: 'rejected-home', status: 'rejected', price: 5_000_000 }),
  ];
  beforeAll(async () => {
    await kit.store.collection('listings').insertMany(hidden.map((d) => ({ ...d, authorId: author.userId })));
  });

  it('a pending or rejected listing: 404 for anonymous and other users, 200 for its author and admins', async () => {
    for (const doc of hidden) {
      for (const path of [`/api/listings/${String(doc.slug)}`, `/api/user-properties/${doc._id}`]) {
        const anon = await kit.get(path);
        expect([path, anon.status]).toEqual([path, 404]);
        expect(await json(anon)).toMatchObject({ message: 'Listing not found.' });
        expect([path, (await kit.get(path, bearer(stranger.token))).status]).toEqual([path, 404]);
        const own = await kit.get(path, bearer(author.token));
        expect([path, own.status]).toEqual([path, 200]);
        expect(await json(own)).toMatchObject({
          status: doc.status,
          viewer: { isAuthor: true, canEdit: true },
        });
        const admin = await kit.get(path, bearer(kit.adminToken));
        expect(await json(admin)).toMatchObject({
          status: doc.status,
          viewer: { isAuthor: false, canEdit: true },
        });
      }
    }
  });

  it('unknown ids are 404, malformed ones 400, in the error shape', async () => {
    const unknown = await kit.get('/api/user-properties/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    const body = await json(unknown);
    expect([typeof body.error, body.message]).toEqual(['string', 'Listing not found.']);
    const bad = await kit.get('/api/user-properties/not-an-id');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ fields: { id: 'Enter a valid listing id.' } });
    expect((await kit.get('/api/listings/no-such-slug')).status).toBe(404);
    expect((await kit.get('/api/listings/no-such-slug/price-insights')).status).toBe(404);
  });
});

describe('price insights', () => {
  const rent = (pricePerMonth: number, areaSqft: number, over: Record<string, unknown> = {}) =>
    L({ category: 'rent', listingType: 'Rent', locality: 'Sector 57', pricePerMonth, areaSqft, ...over });
  const subject = rent(33_000, 1000, { slug: 'insight-subject' });
  const comps = [25_000, 27_000, 30_000, 32_000, 35_000].map((p) => rent(p, 1000));
  const noise = [
    rent(10_000, 2000), // area outside ±30 %
    rent(10_000, 1000, { city: 'Noida' }), // another city
    rent(10_000, 1000, { locality: 'Sector 58' }), // another locality
    rent(10_000, 1000, { status: 'pending' }), // not live
    rent(10_000, 1000, { staleAt: new Date('2020-01-01') }), // stale
    rent(10_000, 1000, { availability: 'rented' }), // off the market
    L({ category: 'sale', listingType: 'Sell', locality: 'Sector 57', price: 10_000, areaSqft: 1000 }),
  ];

  it('is hidden with 4 comparables and computed with 5, from live comparables only', async () => {
    const col = kit.store.collection('listings');
    await col.insertMany([subject, ...comps.slice(0, 4), ...noise]);
    const four = await json(await kit.get('/api/listings/insight-subject/price-insights'));
    expect(four).toMatchObject({
      available: false,
      comparables: 4,
      medianPerSqft: null,
      differencePct: null,
    });
    await col.insertOne(comps[4]!);
    const res = await kit.get(`/api/listings/${subject._id}/price-insights`);
    expect(res.status).toBe(200);
    const five = await json(res);
    expect(PriceInsightsSchema.strict().parse(five)).toEqual({
      available: true,
      comparables: 5,
      listingPerSqft: 33,
      medianPerSqft: 30,
      differencePct: 10,
      method:
        'Median ₹/sq ft (monthly rent) of 5 live rent listings in Sector 57, Gurgaon of 700–1,300 sq ft',
    });
  });

  it('without an area: not available, no figure', async () => {
    const doc = L({ slug: 'no-area', price: 5_000_000 });
    await kit.store.collection('listings').insertOne(doc);
    expect(await json(await kit.get('/api/listings/no-area/price-insights'))).toMatchObject({
      available: false,
      listingPerSqft: null,
      medianPerSqft: null,
    });
  });
});
