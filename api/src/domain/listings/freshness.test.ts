import { describe, expect, it } from 'vitest';
import { freshnessClauses, freshnessOf, staleAfterDays, staleAtFor } from './freshness';

const day = (d: number) => new Date(Date.UTC(2026, 9, 1) + d * 86_400_000);

describe('freshness rule', () => {
  it('gives rentals and PGs 30 days, sales and plots 60, commercial by its listing type', () => {
    expect(staleAfterDays({ category: 'rent', listingType: 'Rent' })).toBe(30);
    expect(staleAfterDays({ category: 'pg', listingType: 'Rent' })).toBe(30);
    expect(staleAfterDays({ category: 'sale', listingType: 'Sell' })).toBe(60);
    expect(staleAfterDays({ category: 'plot', listingType: 'Sell' })).toBe(60);
    expect(staleAfterDays({ category: 'commercial', listingType: 'Rent' })).toBe(30);
    expect(staleAfterDays({ category: 'commercial', listingType: 'Sell' })).toBe(60);
  });

  it('turns stale exactly at confirmedAt + the period', () => {
    const rent = { category: 'rent', createdAt: day(0), confirmedAt: day(0) };
    expect(staleAtFor(rent, day(0)).toISOString()).toBe(day(30).toISOString());
    expect(freshnessOf(rent, new Date(day(30).getTime() - 1)).stale).toBe(false);
    expect(freshnessOf(rent, day(30))).toEqual({
      listedAt: day(0).toISOString(),
      availableAsOf: day(0).toISOString(),
      stale: true,
      staleAfterDays: 30,
    });
    const sale = { category: 'sale', createdAt: day(0), confirmedAt: day(0) };
    expect(freshnessOf(sale, day(59)).stale).toBe(false);
    expect(freshnessOf(sale, day(60)).stale).toBe(true);
  });

  it('a confirmation restarts the clock; without one it counts from creation', () => {
    expect(freshnessOf({ category: 'rent', createdAt: day(0), confirmedAt: day(25) }, day(40))).toMatchObject(
      {
        availableAsOf: day(25).toISOString(),
        stale: false,
      },
    );
    expect(freshnessOf({ category: 'rent', createdAt: day(0) }, day(31)).stale).toBe(true);
  });

  it('sold or rented is never stale', () => {
    expect(freshnessOf({ category: 'rent', createdAt: day(0), availability: 'rented' }, day(90)).stale).toBe(
      false,
    );
  });

  it('search clauses: closed always out, stale out unless asked for, cutoff to the minute', () => {
    const now = new Date(Date.UTC(2026, 10, 1, 10, 5, 42, 7));
    expect(freshnessClauses(now, true)).toEqual([{ availability: { $nin: ['sold', 'rented'] } }]);
    expect(freshnessClauses(now, false)[1]).toEqual({
      $or: [{ staleAt: { $exists: false } }, { staleAt: { $gt: new Date(Date.UTC(2026, 10, 1, 10, 5)) } }],
    });
  });
});
