/**
 * Comparable selection against a small hand-made set: each row says which listings a step keeps
 * and why the others are out, so the counts below can be checked by reading the table.
 */
import { describe, expect, it } from 'vitest';
import type { CandidateListing } from './comparables';
import { comparablesAt, MIN_COMPARABLES, SELECTION_STEPS, selectComparables } from './comparables';
import type { ValuationSubject } from './valuation-input';

const NOW = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY);

let n = 0;
/** A live 3 BHK apartment for sale in Sector 45, Gurgaon, 1,000 sq ft, ₹1 Cr, fresh. */
function L(over: Partial<CandidateListing> = {}): CandidateListing {
  n += 1;
  return {
    _id: `l${n}`,
    status: 'live',
    category: 'sale',
    listingType: 'Sell',
    propertyType: 'Apartment',
    city: 'Gurgaon',
    locality: 'Sector 45',
    bhk: 3,
    areaSqft: 1000,
    price: 10_000_000,
    staleAt: new Date(NOW.getTime() + 10 * DAY),
    ...over,
  };
}

const subject: ValuationSubject = {
  city: 'Gurgaon',
  locality: 'Sector 45',
  propertyType: 'Apartment',
  bhk: 3,
  areaSqft: 1000,
};
const [step1, step2, step3] = SELECTION_STEPS as [
  (typeof SELECTION_STEPS)[0],
  (typeof SELECTION_STEPS)[0],
  (typeof SELECTION_STEPS)[0],
];

const ids = (xs: { listing: CandidateListing }[]) => xs.map((c) => c.listing._id).sort();

describe('what a comparable is (step 1: same BHK, ±25 %, closed within 12 months)', () => {
  const cases: Array<[string, CandidateListing, boolean]> = [
    ['the same home', L(), true],
    ['locality spelt in another case', L({ locality: 'sector 45', city: 'gurgaon' }), true],
    ['area at the band edge (750)', L({ areaSqft: 750 }), true],
    ['area just outside (1,251)', L({ areaSqft: 1251 }), false],
    ['another locality', L({ locality: 'Sector 46' }), false],
    ['another city', L({ city: 'Noida' }), false],
    ['another type', L({ propertyType: 'Villa' }), false],
    ['another BHK', L({ bhk: 2 }), false],
    ['for rent', L({ category: 'rent', listingType: 'Rent', pricePerMonth: 30_000 }), false],
    ['pending moderation', L({ status: 'pending' }), false],
    ['no price', L({ price: undefined }), false],
    ['no area', L({ areaSqft: undefined }), false],
    ['stale (unconfirmed)', L({ staleAt: daysAgo(1) }), false],
    ['sold 100 days ago', L({ availability: 'sold', availabilityChangedAt: daysAgo(100) }), true],
    [
      'sold 400 days ago (step 1 looks back 12 months)',
      L({ availability: 'sold', availabilityChangedAt: daysAgo(400) }),
      false,
    ],
    [
      'a sale marked rented (a slip)',
      L({ availability: 'rented', availabilityChangedAt: daysAgo(10) }),
      false,
    ],
    [
      'sold without a change date: its last update counts',
      L({ availability: 'sold', updatedAt: daysAgo(30) }),
      true,
    ],
  ];
  it.each(cases)('%s → %s', (_why, listing, kept) => {
    expect(comparablesAt(subject, [listing], 'sale', step1, NOW)).toHaveLength(kept ? 1 : 0);
  });

  it('a closed listing is marked with its state and ₹/sq ft', () => {
    const [c] = comparablesAt(
      subject,
      [L({ availability: 'sold', availabilityChangedAt: daysAgo(5), price: 12_000_000, areaSqft: 1200 })],
      'sale',
      step1,
      NOW,
    );
    expect(c).toMatchObject({ state: 'sold', perSqft: 10_000 });
  });

  it('rent compares monthly rent of Rent homes; PGs are not homes to rent out', () => {
    const rent = L({ category: 'rent', listingType: 'Rent', price: undefined, pricePerMonth: 30_000 });
    const pg = L({ category: 'pg', listingType: 'Rent', propertyType: 'Apartment', pricePerMonth: 9_000 });
    const out = comparablesAt(subject, [rent, pg, L()], 'rent', step1, NOW);
    expect(out.map((c) => [c.listing._id, c.perSqft])).toEqual([[rent._id, 30]]);
  });
});

describe('widening steps', () => {
  it('step 1 when it finds 5', () => {
    const five = Array.from({ length: MIN_COMPARABLES }, () => L());
    const s = selectComparables(subject, [...five, L({ areaSqft: 1400 })], 'sale', NOW);
    expect([s.step.step, s.enough, ids(s.comparables)]).toEqual([
      1,
      true,
      ids(five.map((l) => ({ listing: l }))),
    ]);
  });

  it('step 2 widens the area to ±50 % and closed listings to 24 months', () => {
    const set = [
      L(),
      L(),
      L({ areaSqft: 1400 }), // out at ±25 %, in at ±50 %
      L({ areaSqft: 520 }), // out at ±25 %, in at ±50 % (500–1,500)
      L({ availability: 'sold', availabilityChangedAt: daysAgo(500) }), // 16 months: step 2 only
      L({ bhk: 2 }), // needs step 3
    ];
    const s = selectComparables(subject, set, 'sale', NOW);
    expect([s.step.step, s.comparables.length, s.enough]).toEqual([2, 5, true]);
    expect(comparablesAt(subject, set, 'sale', step2, NOW)).toHaveLength(5);
  });

  it('step 3 drops the BHK', () => {
    const set = [
      L(),
      L({ bhk: 2 }),
      L({ bhk: 4 }),
      L({ bhk: 2, areaSqft: 600 }),
      L({ bhk: 1, areaSqft: 500 }),
    ];
    const s = selectComparables(subject, set, 'sale', NOW);
    expect([s.step.step, s.comparables.length, s.enough]).toEqual([3, 5, true]);
    expect(comparablesAt(subject, set, 'sale', step3, NOW)).toHaveLength(5);
  });

  it('below 5 after the last step: not enough, with what was found', () => {
    const s = selectComparables(subject, [L(), L(), L(), L({ bhk: 2 })], 'sale', NOW);
    expect([s.step.step, s.enough, s.comparables.length]).toEqual([3, false, 4]);
  });

  it('a plot has no BHK step: it stops at step 2', () => {
    const plot: ValuationSubject = {
      city: 'Gurgaon',
      locality: 'Sector 45',
      propertyType: 'Plot',
      areaSqft: 1800,
    };
    const plots = [1, 2, 3].map(() =>
      L({ category: 'plot', propertyType: 'Plot', bhk: undefined, areaSqft: 1800 }),
    );
    const s = selectComparables(plot, plots, 'sale', NOW);
    expect([s.step.step, s.enough, s.comparables.length]).toEqual([2, false, 3]);
  });
});
