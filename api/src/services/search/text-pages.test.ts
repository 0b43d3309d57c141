/**
 * Free-text search on a real store: the in-memory path (snapshot decides status, price and text)
 * gives exactly what the store's own filter gives, in the same order, before and after writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../../indexes';
import { fixtureListing as L } from '../../routes/_shared/listing-fixtures';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { searchListings, type ListingQuery } from './listing-query';
import { substringClause } from '../../domain/search/text-match';

let store: Store;

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  await store
    .collection('listings')
    .insertMany([
      L({ slug: 't1', title: 'Sunny Flat on Sohna Road', price: 6_000_000 }),
      L({ slug: 't2', title: 'SOHNA ROAD villa', price: 25_000_000, city: 'Noida' }),
      L({ slug: 't3', title: 'Sohna Road plot', price: undefined, category: 'plot' }),
      L({ slug: 't4', title: 'Flat near sohna  road', price: 9_000_000, status: 'pending' }),
      L({ slug: 't5', title: 'Rent on Sohna Road', category: 'rent', pricePerMonth: 30_000 }),
      L({ slug: 't6', title: 'No price, sohna road', price: undefined }),
      L({ slug: 't7', title: 'Golf Course Road flat', price: 8_000_000 }),
    ]);
});
afterAll(async () => store.close());

const base: ListingQuery = { sort: 'priceLow', skip: 0, limit: 50, projection: { slug: 1 } };
const variants: Partial<ListingQuery>[] = [
  { q: 'sohna road' },
  { q: 'SOHNA   Road', sort: 'priceHigh' },
  { q: 'sohna', min: 5_000_000, max: 10_000_000, sort: 'new' },
  { q: 'road', categories: ['sale'], city: 'gurgaon' },
  { q: 'road', categories: ['sale', 'rent'], max: 40_000 },
  { q: 'flat', skip: 1, limit: 1 },
];

async function both(extra: Partial<ListingQuery>) {
  const col = store.collection('listings');
  const fast = await searchListings(col, { ...base, ...extra });
  // A redundant clause sends the same search down the store-checked path.
  const checked = await searchListings(col, { ...base, ...extra, clauses: [{ status: 'live' }] });
  const slugs = (r: typeof fast) => r.items.map((d) => d.slug);
  return {
    fast: { slugs: slugs(fast), total: fast.total },
    checked: { slugs: slugs(checked), total: checked.total },
  };
}

describe('free text: in-memory and store-checked paths agree', () => {
  it('on every variant, and with the store count of the plain substring filter', async () => {
    for (const v of variants) {
      const { fast, checked } = await both(v);
      expect(fast).toEqual(checked);
    }
    const live = { status: 'live', 'search.text': substringClause('sohna road') };
    expect((await both({ q: 'sohna road' })).fast.total).toBe(await store.collection('listings').count(live));
  });

  it('after an insert, an update and a delete', async () => {
    const col = store.collection('listings');
    await col.insertOne(L({ slug: 't8', title: 'New on Sohna Road', price: 7_000_000 }));
    await col.updateOne({ slug: 't4' }, { $set: { status: 'live' } });
    await col.deleteOne({ slug: 't1' });
    const { fast, checked } = await both({ q: 'sohna road' });
    expect(fast).toEqual(checked);
    expect(fast.slugs).toContain('t8');
    expect(fast.slugs).toContain('t4');
    expect(fast.slugs).not.toContain('t1');
  });
});
