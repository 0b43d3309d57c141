/**
 * GET /api/valuation/price-spread on a real store with a hand-made locality ("Spread Vihar",
 * Gurgaon): seven 3 BHK apartments for sale that count as on the market, one sold recently (in the
 * valuation's estimate, not in the spread), and listings that must not count. Figures by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureListing as L } from '../_shared/listing-fixtures';
import type { PostingKit } from '../_shared/posting-test-kit';
import { postingKit } from '../_shared/posting-test-kit';
import { PLOT_RENT_MESSAGE, PriceSpreadAnswer } from './price-spread.schemas';

let kit: PostingKit;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const fresh = () => new Date(Date.now() + 20 * DAY);
const home = (perSqft: number, areaSqft: number, over: Record<string, unknown> = {}) =>
  L({
    locality: 'Spread Vihar',
    bhk: 3,
    areaSqft,
    price: perSqft * areaSqft,
    staleAt: fresh(),
    ...over,
  });

// On the market, ₹/sq ft: 7,000 8,000 9,000 10,000 11,000 12,000 and 9,333.33… (rounds to 9,333).
// Sorted: 7000 8000 9000 9333 10000 11000 12000 → q1 (h = 1.5) 8,500; median (h = 3) 9,333;
// q3 (h = 4.5) 10,500 (computed on the unrounded figure: 9,333.33 is the median, rounded).
const live = [
  home(7_000, 1200),
  home(8_000, 1000),
  home(9_000, 1300),
  L({ locality: 'Spread Vihar', bhk: 3, areaSqft: 1200, price: 11_200_000, staleAt: fresh() }),
  home(10_000, 1100),
  home(11_000, 1200),
  home(12_000, 1400),
];
const soldRecently = home(20_000, 1200, { availability: 'sold', availabilityChangedAt: ago(30) });
const ignored = [
  home(5_000, 1200, { locality: 'Other Vihar' }),
  home(5_000, 1200, { bhk: 2 }),
  home(5_000, 1200, { status: 'pending' }),
  home(5_000, 1200, { staleAt: ago(1) }), // unconfirmed: out of default search
  home(5_000, 2000), // outside ±25 % of 1,200
];

const Q = 'city=Gurgaon&locality=spread%20vihar&propertyType=Apartment&bhk=3&area=1200';

beforeAll(async () => {
  kit = await postingKit();
  await kit.store.collection('listings').insertMany([...live, soldRecently, ...ignored]);
}, 60_000);
afterAll(() => kit.close());

describe('GET /api/valuation/price-spread', () => {
  it("answers the live comparables' ₹/sq ft with quartiles, and the valuation's range", async () => {
    const res = await kit.get(`/api/valuation/price-spread?${Q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = PriceSpreadAnswer.parse(await res.json());
    expect(body.deal).toBe('sale');
    expect(body.subject).toMatchObject({ locality: 'Spread Vihar', areaSqft: 1200 });
    expect(body.position).toMatchObject({
      available: true,
      count: 7,
      step: 1,
      values: [7000, 8000, 9000, 9333, 10_000, 11_000, 12_000],
      min: 7000,
      q1: 8500,
      median: 9333,
      q3: 10_500,
      max: 12_000,
    });
    expect(body.position.rule).toBe(
      'Against the ₹/sq ft of 7 sale listings on the market now in Spread Vihar, Gurgaon: ' +
        'Apartment, 3 BHK, 900–1,500 sq ft (±25 % of 1,200 sq ft; step 1 of 3).',
    );
    // The estimate counts the recent sale too: 8 comparables, 1 sold.
    expect(body.fair).toMatchObject({ available: true, count: 8, live: 7, closed: 1 });
    expect(body.fair.method).toContain('Median ₹/sq ft of 8 comparable listings (7 on the market, 1 sold)');
    expect(body.fair.low! <= body.fair.mid! && body.fair.mid! <= body.fair.high!).toBe(true);
  });

  it('says too few instead of a spread: no rentals in the locality', async () => {
    const body = PriceSpreadAnswer.parse(
      await (await kit.get(`/api/valuation/price-spread?${Q}&deal=rent`)).json(),
    );
    expect(body.position).toMatchObject({
      available: false,
      count: 0,
      step: 3,
      values: [],
      median: null,
      q1: null,
      q3: null,
    });
    expect(body.fair).toMatchObject({ available: false, low: null, mid: null, high: null });
  });

  it.each([
    ['', 'city'],
    [Q.replace('bhk=3', 'bhk=0'), 'bhk'],
    [Q.replace('area=1200', 'area=10'), 'area'],
    [`${Q}&deal=lease`, 'deal'],
    [`${Q.replace('propertyType=Apartment&bhk=3', 'propertyType=Plot')}&deal=rent`, 'deal'],
  ])('400 naming the field: %s → %s', async (query, field) => {
    const res = await kit.get(`/api/valuation/price-spread?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
    if (query.includes('Plot')) expect(body.fields.deal).toBe(PLOT_RENT_MESSAGE);
  });
});
