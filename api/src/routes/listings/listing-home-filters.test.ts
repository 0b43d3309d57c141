/** GET /api/listings: the home-type (`ptype`) and furnishing filters of sale and rent searches. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import { prepareSearchFields } from '../../services/search/search-fields';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { fixtureListing as L } from '../_shared/listing-fixtures';

let store: Store;
let app: ReturnType<typeof createApp>;

const rent = { category: 'rent', listingType: 'Rent' };
const docs = [
  L({ ...rent, slug: 'flat-furnished', pricePerMonth: 30_000, furnishing: 'furnished' }),
  L({ ...rent, slug: 'flat-bare', pricePerMonth: 25_000, furnishing: 'unfurnished' }),
  L({
    ...rent,
    slug: 'villa-furnished',
    propertyType: 'Villa',
    pricePerMonth: 90_000,
    furnishing: 'furnished',
  }),
  L({
    ...rent,
    slug: 'house-semi',
    propertyType: 'Independent House',
    pricePerMonth: 60_000,
    furnishing: 'semifurnished',
  }),
  L({ ...rent, slug: 'floor-rent', propertyType: 'Builder Floor', pricePerMonth: 35_000 }),
  L({ slug: 'villa-sale', propertyType: 'Villa', price: 40_000_000, furnishing: 'furnished' }),
  L({ slug: 'flat-sale', price: 9_000_000 }),
];

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  await store.collection('listings').insertMany(docs);
  await prepareSearchFields(store, silentLogger);
  const env = loadEnv({ SEED: 'off', LOG_LEVEL: 'silent' });
  app = createApp({ store, env, version: 'test', log: silentLogger });
});
afterAll(async () => store.close());

async function slugs(query: string): Promise<{ status: number; slugs: string[]; total: number }> {
  const res = await app.request(`/api/listings?${query}`);
  const body = (await res.json()) as { items?: { slug: string }[]; total?: number };
  return { status: res.status, slugs: (body.items ?? []).map((i) => i.slug).sort(), total: body.total ?? -1 };
}

describe('GET /api/listings home type and furnishing', () => {
  it('ptype keeps rentals of that kind: apartments, houses (independent houses and villas)', async () => {
    expect((await slugs('category=rent&ptype=apartment')).slugs).toEqual(['flat-bare', 'flat-furnished']);
    expect((await slugs('category=rent&ptype=house')).slugs).toEqual(['house-semi', 'villa-furnished']);
    expect((await slugs('category=rent&ptype=builder-floor')).slugs).toEqual(['floor-rent']);
    expect((await slugs('category=sale&ptype=house')).slugs).toEqual(['villa-sale']);
  });

  it('furnish applies to rent and sale homes, with the count of what is listed', async () => {
    const furnished = await slugs('category=rent&furnish=furnished');
    expect(furnished.slugs).toEqual(['flat-furnished', 'villa-furnished']);
    expect(furnished.total).toBe(2);
    expect((await slugs('category=rent&ptype=house&furnish=furnished')).slugs).toEqual(['villa-furnished']);
    expect((await slugs('category=sale&furnish=furnished')).slugs).toEqual(['villa-sale']);
  });

  it('ignores ptype outside sale and rent, and answers 400 naming a bad one', async () => {
    expect((await slugs('category=pg&ptype=house')).total).toBe(0);
    const bad = await app.request('/api/listings?category=rent&ptype=castle');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields)).toEqual(['ptype']);
  });
});
