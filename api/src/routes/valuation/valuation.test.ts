/**
 * /api/valuation on a real store with a hand-made locality: six 3 BHK apartments for sale in
 * "Valuation Vihar", Gurgaon, whose ₹/sq ft and the expected quartiles are worked out by hand below,
 * plus listings that must NOT count (another locality, BHK, deal, moderation state, stale, old sale).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-kit';
import { fixtureListing as L } from '../_shared/listing-fixtures';
import type { PostingKit } from '../_shared/posting-test-kit';
import { key, postingKit } from '../_shared/posting-test-kit';
import { SavedValuationList, SavedValuationSchema, ValuationAnswer } from './valuation.schemas';

let kit: PostingKit;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const fresh = () => new Date(Date.now() + 20 * DAY);
const home = (price: number, areaSqft: number, over: Record<string, unknown> = {}) =>
  L({ locality: 'Valuation Vihar', bhk: 3, areaSqft, price, staleAt: fresh(), ...over });

// ₹/sq ft of the six that count: 8,000 8,500 9,000 10,000 11,000 (sold) 12,000.
// Sorted ranks 0..5: q1 at h = 1.25 → 8,500 + 0.25 × 500 = 8,625; median (h = 2.5) → 9,500;
// q3 at h = 3.75 → 10,000 + 0.75 × 1,000 = 10,750. For 1,200 sq ft: 1,03,50,000 / 1,14,00,000 / 1,29,00,000.
const counted = [
  home(8_000 * 1200, 1200),
  home(8_500 * 1000, 1000),
  home(9_000 * 1300, 1300),
  home(10_000 * 1100, 1100),
  home(11_000 * 1200, 1200, { availability: 'sold', availabilityChangedAt: ago(60) }),
  home(12_000 * 1400, 1400),
];
const ignored = [
  home(1e7, 1200, { locality: 'Other Vihar' }),
  home(1e7, 1200, { bhk: 2 }),
  home(1e7, 1200, { status: 'pending' }),
  home(1e7, 1200, { staleAt: ago(1) }),
  home(1e7, 1200, { availability: 'sold', availabilityChangedAt: ago(500) }),
  home(1e7, 2000), // outside ±25 % of 1,200 (900–1,500)
  home(1e7, 1200, { propertyType: 'Villa' }),
];
// Four rentals: not enough for a rent estimate at any step.
const rentals = [30_000, 32_000, 34_000, 36_000].map((r) =>
  home(0, 1200, { price: undefined, pricePerMonth: r, category: 'rent', listingType: 'Rent' }),
);

const Q = 'city=Gurgaon&locality=valuation%20vihar&propertyType=Apartment&bhk=3&area=1200';

beforeAll(async () => {
  kit = await postingKit();
  await kit.store.collection('listings').insertMany([...counted, ...ignored, ...rentals]);
}, 60_000);
afterAll(() => kit.close());

describe('GET /api/valuation/estimate', () => {
  it('picks the six comparables and computes median × area with the quartile range', async () => {
    const res = await kit.get(`/api/valuation/estimate?${Q}&floor=4&age=1-5%20years`);
    expect(res.status).toBe(200);
    const body = ValuationAnswer.parse(await res.json());
    expect(body.subject).toMatchObject({
      locality: 'Valuation Vihar',
      areaSqft: 1200,
      floor: 4,
      age: '1-5 years',
    });
    expect(body.sale).toMatchObject({
      available: true,
      step: 1,
      count: 6,
      live: 5,
      closed: 1,
      areaBand: { min: 900, max: 1500 },
      perSqft: { q1: 8625, median: 9500, q3: 10_750 },
      low: 10_350_000,
      mid: 11_400_000,
      high: 12_900_000,
    });
    expect(body.sale.comparables.map((c) => c.perSqft).sort((a, b) => a - b)).toEqual([
      8000, 8500, 9000, 10_000, 11_000, 12_000,
    ]);
    // Closest in size first (1,200 sq ft twice), each linking to its page.
    expect(body.sale.comparables[0]!.areaSqft).toBe(1200);
    expect(body.sale.comparables.every((c) => c.url.startsWith('/user-property/'))).toBe(true);
    expect(body.sale.comparables.find((c) => c.state === 'sold')).toMatchObject({ perSqft: 11_000 });
    expect(body.sale.rule).toContain('Valuation Vihar, Gurgaon: Apartment, 3 BHK, 900–1,500 sq ft');
    expect(JSON.stringify(body)).not.toContain('authorId');
  });

  it('refuses a figure below 5 comparables: rent found 4, after widening every step', async () => {
    const body = ValuationAnswer.parse(await (await kit.get(`/api/valuation/estimate?${Q}`)).json());
    expect(body.rent).toMatchObject({
      available: false,
      count: 4,
      step: 3,
      low: null,
      mid: null,
      high: null,
    });
    expect(body.rent.method).toBe(
      'Not enough comparable listings: found 4, needs at least 5 (widened to step 3 of 3).',
    );
  });

  it('a smaller home widens to step 2: ±50 % and sales closed within 24 months', async () => {
    // 800 sq ft. Step 1 (600–1,000, same BHK, sold ≤ 12 months): only the 1,000 sq ft home → 1.
    // Step 2 (400–1,200, sold ≤ 24 months): 1,000, 1,100, 1,200, 1,200 sold 60 days ago and the
    // 1,200 sold 500 days ago → 5, enough.
    const body = ValuationAnswer.parse(
      await (await kit.get(`/api/valuation/estimate?${Q.replace('area=1200', 'area=800')}`)).json(),
    );
    expect([body.sale.step, body.sale.count, body.sale.closed, body.sale.available]).toEqual([2, 5, 2, true]);
    expect(body.sale.method).toContain('(widened to step 2 of 3)');
  });

  it('area in any unit: 111.5 sq m is 1,200 sq ft', async () => {
    const q = Q.replace('area=1200', 'area=111.5&areaUnit=sq%20m');
    const body = ValuationAnswer.parse(await (await kit.get(`/api/valuation/estimate?${q}`)).json());
    expect(body.subject).toMatchObject({ area: 111.5, areaUnit: 'sq m', areaSqft: 1200 });
    expect(body.sale.mid).toBe(11_400_000);
  });

  it.each([
    ['city=Mumbai&locality=x&propertyType=Apartment&bhk=2&area=900', 'city'],
    ['city=Gurgaon&propertyType=Apartment&bhk=2&area=900', 'locality'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Castle&bhk=2&area=900', 'propertyType'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&area=900', 'bhk'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&bhk=2', 'area'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&bhk=2&area=10', 'area'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&bhk=2&area=900&areaUnit=bigha', 'areaUnit'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&bhk=2&area=900&floor=-1', 'floor'],
    ['city=Gurgaon&locality=Sector%2045&propertyType=Apartment&bhk=2&area=900&age=old', 'age'],
  ])('400 naming the field: %s → %s', async (query, field) => {
    const res = await kit.get(`/api/valuation/estimate?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('a plot needs no BHK', async () => {
    const res = await kit.get(
      '/api/valuation/estimate?city=Gurgaon&locality=Valuation%20Vihar&propertyType=Plot&area=200&areaUnit=sq%20yd',
    );
    expect(res.status).toBe(200);
    expect(ValuationAnswer.parse(await res.json()).subject).toMatchObject({ bhk: null, areaSqft: 1800 });
  });
});

describe('GET /api/valuation/localities', () => {
  it("counts a city's live listings per locality", async () => {
    const res = await kit.get('/api/valuation/localities?city=gurgaon');
    const body = (await res.json()) as { items: { name: string; listings: number }[] };
    // Valuation Vihar: 6 counted + 5 ignored-but-live (not the pending one) + 4 rentals = 15.
    expect(body.items).toContainEqual({ name: 'Valuation Vihar', listings: 15 });
    expect(body.items).toContainEqual({ name: 'Other Vihar', listings: 1 });
    expect((await kit.get('/api/valuation/localities')).status).toBe(400);
  });
});

describe('saved valuations', () => {
  const subject = {
    city: 'Gurgaon',
    locality: 'Valuation Vihar',
    propertyType: 'Apartment',
    bhk: 3,
    area: 1200,
  };

  it('401 signed out; a save stores the ranges the server computed, for its owner only', async () => {
    expect((await kit.post('/api/valuation/saved', subject)).status).toBe(401);
    expect((await kit.get('/api/valuation/saved')).status).toBe(401);
    const owner = await kit.newPoster();
    const other = await kit.newPoster();
    const res = await kit.postJson(
      '/api/valuation/saved',
      owner.token,
      { ...subject, floor: 2 },
      {
        'Idempotency-Key': key(),
      },
    );
    expect(res.status).toBe(201);
    const saved = SavedValuationSchema.parse(await res.json());
    expect(saved.sale).toEqual({
      available: true,
      count: 6,
      low: 10_350_000,
      mid: 11_400_000,
      high: 12_900_000,
    });
    expect(saved.rent).toMatchObject({ available: false, count: 4 });

    const mine = SavedValuationList.parse(
      await (await kit.get('/api/valuation/saved', bearer(owner.token))).json(),
    );
    expect(mine.items.map((i) => i.id)).toEqual([saved.id]);
    const theirs = SavedValuationList.parse(
      await (await kit.get('/api/valuation/saved', bearer(other.token))).json(),
    );
    expect(theirs.items).toEqual([]);

    const del = (token: string) =>
      kit.app.request(`/api/valuation/saved/${saved.id}`, { method: 'DELETE', headers: bearer(token) });
    expect((await del(other.token)).status).toBe(404);
    expect((await del(owner.token)).status).toBe(200);
    expect((await del(owner.token)).status).toBe(404);
  });

  it('400 naming the field in the body', async () => {
    const owner = await kit.newPoster();
    const res = await kit.postJson('/api/valuation/saved', owner.token, { ...subject, area: 'big' });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(['area']);
  });
});
