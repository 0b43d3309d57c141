/**
 * The listing index (listing-index.ts) gives seekPage's answers — same items, same order, same
 * exact total — for generated listings and queries, and keeps giving them through inserts,
 * updates, deletes and irregular documents (which switch it off until they are gone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../../indexes';
import { withListingSearch } from '../../domain/search/listing-fields';
import type { ListingCategory } from '../../domain/search/listing-filters';
import type { Collection, Doc, Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { listingIndex, ListingSearchIndex } from './listing-index';
import { searchListings, type ListingQuery } from './listing-query';

/**
 * The index follows the embedded store's writes (Collection.observe). On MongoDB other processes
 * write too, so there is no index and searches take the band walk, which the listing search and
 * store contract suites cover on MongoDB; this file runs on the embedded store only.
 */
const onMongo = Boolean(process.env.MONGODB_TEST_URI);

let store: Store | undefined;
let col: Collection<Doc>;
let seed = 99;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400_000;
let n = 0;

function listing(over: Record<string, unknown> = {}) {
  n += 1;
  const category = pick(['sale', 'sale', 'rent', 'pg', 'plot', 'commercial'] as const);
  const rental = category === 'rent' || category === 'pg';
  const price =
    rand() < 0.08 ? undefined : pick([0, 1]) && Math.round((rental ? 8_000 : 2_000_000) * (1 + rand() * 20));
  return withListingSearch({
    _id: `x${String(n).padStart(23, '0')}`,
    slug: `l-${n}`,
    title: `Listing ${n}`,
    category,
    listingType: category === 'rent' ? 'Rent' : 'Sell',
    propertyType: 'Apartment',
    ...(rand() < 0.8 ? { bhk: pick([1, 2, 2, 3, 3, 4, 5]) } : {}),
    city: pick(['Gurgaon', 'Gurugram', 'Noida', 'Delhi', 'Ghaziabad']),
    status: pick(['live', 'live', 'live', 'live', 'pending', 'rejected']),
    ...(rand() < 0.15 ? { availability: pick(['sold', 'rented', 'available']) } : {}),
    // Many ties: the same price and the same creation time on several listings.
    ...(price === undefined
      ? {}
      : rental
        ? { pricePerMonth: price - (price % 5_000) }
        : { price: price - (price % 500_000) }),
    createdAt: new Date(
      NOW.getTime() -
        Math.floor(rand() * 40) * 7 * DAY -
        (rand() < 0.3 ? 0 : Math.floor(rand() * 5) * 3_600_000),
    ),
    ...(rand() < 0.85 ? { staleAt: new Date(NOW.getTime() + (rand() - 0.3) * 60 * DAY) } : {}),
    ...over,
  });
}

beforeAll(async () => {
  if (onMongo) return;
  store = await openTestStore();
  await ensureIndexes(store);
  col = store.collection('listings');
  await col.insertMany(Array.from({ length: 700 }, () => listing()));
});
afterAll(async () => store?.close());

const CATEGORIES: (ListingCategory[] | undefined)[] = [
  ['sale'],
  ['rent'],
  ['pg'],
  ['plot'],
  undefined,
  ['sale', 'rent'],
];
function randomQuery(): ListingQuery {
  const rental = rand() < 0.4;
  const min = rand() < 0.5 ? undefined : Math.round((rental ? 10_000 : 3_000_000) * (1 + rand() * 5));
  const max = rand() < 0.4 ? undefined : (min ?? 0) + Math.round((rental ? 40_000 : 20_000_000) * rand());
  return {
    categories: pick(CATEGORIES),
    city: pick([undefined, 'gurgaon', 'Gurugram', 'noida', 'delhi', 'nowhere']),
    min,
    max,
    sort: pick(['new', 'priceLow', 'priceHigh'] as const),
    skip: pick([0, 0, 0, 5, 30]),
    limit: pick([1, 12, 50]),
    includeStale: rand() < 0.2,
    ...(rand() < 0.3 ? { clauses: [{ 'search.bhk': { $gte: pick([1, 2, 3, 4]) } }] } : {}),
    withTotal: rand() < 0.9,
    projection: { slug: 1 },
    now: NOW,
  };
}

/** The same query with the index, and on the store alone (a redundant clause disables the index). */
async function compare(query: ListingQuery) {
  const indexed = await searchListings(col, query);
  const stored = await searchListings(col, {
    ...query,
    clauses: [...(query.clauses ?? []), { status: 'live' }],
  });
  const view = (r: { items: Doc[]; total: number }) => ({ ids: r.items.map((d) => d._id), total: r.total });
  expect(view(indexed), JSON.stringify(query)).toEqual(view(stored));
  return view(indexed);
}

async function compareMany(count: number) {
  let nonEmpty = 0;
  for (let i = 0; i < count; i++) if ((await compare(randomQuery())).ids.length > 0) nonEmpty += 1;
  expect(nonEmpty).toBeGreaterThan(count / 5);
}

describe.skipIf(onMongo)('listing index', () => {
  it('is kept by the embedded store and answers as the store does', async () => {
    const index = await listingIndex(col);
    expect(index).toBeInstanceOf(ListingSearchIndex);
    expect(index?.usable()).toBe(true);
    expect(index?.size).toBeGreaterThan(300);
    await compareMany(250);
  });

  it('follows inserts, updates, deletes and closed listings', async () => {
    await col.insertOne(listing({ price: 7_000_000, category: 'sale', city: 'Gurgaon', status: 'live' }));
    await col.insertMany([listing(), listing(), listing()]);
    const some = await col.find({ status: 'live' }, { limit: 40, sort: { _id: -1 } });
    for (const [i, doc] of some.entries()) {
      if (i % 4 === 0) await col.updateOne({ _id: doc._id }, { $set: { availability: 'sold' } });
      else if (i % 4 === 1) await col.deleteOne({ _id: doc._id });
      else if (i % 4 === 2) {
        const moved = listing({ _id: doc._id, price: 5_500_000, category: 'sale' });
        await col.updateOne(
          { _id: doc._id },
          { $set: { price: 5_500_000, search: moved.search, createdAt: moved.createdAt } },
        );
      } else await col.updateOne({ _id: doc._id }, { $set: { staleAt: new Date(NOW.getTime() - DAY) } });
    }
    await col.updateMany({ category: 'pg', status: 'pending' }, { $set: { status: 'live' } });
    await col.deleteMany({ category: 'plot', status: 'rejected' });
    await compareMany(250);
  });

  it('switches off for an irregular listing, and on again once it is fixed', async () => {
    const index = await listingIndex(col);
    const odd = listing({ status: 'live', category: 'sale', price: 6_000_000 });
    await col.insertOne({ ...odd, search: { ...odd.search, kp: 'sale|gurgaon|p001' } });
    expect(index?.usable()).toBe(false);
    await compareMany(30);
    await col.updateOne({ _id: odd._id }, { $set: { search: odd.search } });
    expect(index?.usable()).toBe(true);
    await compareMany(30);
  });

  it('is rebuilt from scratch to the same state it reached write by write', async () => {
    const index = await listingIndex(col);
    const fresh = new ListingSearchIndex();
    fresh.reset(await col.find({}));
    for (let i = 0; i < 50; i++) {
      const q = randomQuery();
      const city = q.city?.toLowerCase() === 'gurugram' ? 'gurgaon' : q.city?.toLowerCase();
      const keys = ['070', '071', '072', '073', 'zzz'].map((b) => `sale|${city ?? '*'}|p${b}`);
      const plan = {
        field: city ? ('kp' as const) : ('kpa' as const),
        keys,
        countField: city ? ('kp' as const) : ('kpa' as const),
        countKeys: keys,
        min: q.min,
        max: q.max,
        freshAt: q.includeStale ? null : NOW,
        descending: q.sort !== 'priceLow',
        isolateLast: true,
        skip: q.skip,
        limit: q.limit,
        withTotal: true,
      };
      expect(index?.page(plan)).toEqual(fresh.page(plan));
    }
  });
});
