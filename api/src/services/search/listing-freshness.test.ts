/**
 * The start-up freshness back-fill runs its listing query once: after a run to the end, a mark in
 * `meta` makes every later start-up read that one document and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { fixtureListing as L } from '../../routes/_shared/listing-fixtures';
import { backfillFreshness, FRESHNESS_BACKFILL_MARK } from './listing-freshness';

let store: Store;

beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

/** Counts the queries sent to the listings collection. */
function countListingReads(s: Store): { reads: () => number; store: Store } {
  let reads = 0;
  const spy = Object.create(s) as Store;
  spy.collection = ((name: string) => {
    const col = s.collection(name);
    if (name !== 'listings') return col;
    return Object.assign(Object.create(col) as typeof col, {
      find: (...args: Parameters<typeof col.find>) => ((reads += 1), col.find(...args)),
      findOne: (...args: Parameters<typeof col.findOne>) => ((reads += 1), col.findOne(...args)),
      count: (...args: Parameters<typeof col.count>) => ((reads += 1), col.count(...args)),
    });
  }) as Store['collection'];
  return { reads: () => reads, store: spy };
}

describe('freshness back-fill at start-up', () => {
  it('dates listings stored before the rule once, then only reads its mark', async () => {
    const listings = store.collection('listings');
    const old = L({ category: 'rent', listingType: 'Rent' });
    const dated = { confirmedAt: new Date('2026-11-01'), staleAt: new Date('2026-12-31') };
    await listings.insertMany([old, L({ category: 'sale', ...dated })]);
    const now = new Date('2026-11-20T00:00:00Z');

    const first = countListingReads(store);
    expect(await backfillFreshness(first.store, now)).toBe(1);
    expect(first.reads()).toBeGreaterThan(0);
    expect(await listings.findOne({ _id: old._id })).toMatchObject({
      confirmedAt: now,
      staleAt: new Date('2026-12-20T00:00:00Z'),
    });
    expect(await store.collection('meta').findOne({ _id: FRESHNESS_BACKFILL_MARK })).toMatchObject({
      doneAt: now,
    });

    const later = countListingReads(store);
    expect(await backfillFreshness(later.store, new Date())).toBe(0);
    expect(later.reads()).toBe(0);
  });
});
