import { describe, expect, it } from 'vitest';
import type { CandidateListing } from './comparables';
import { positionRule, selectLiveComparables, spreadOf } from './live-comparables';
import type { ValuationSubject } from './valuation-input';

const NOW = new Date('2026-10-01T00:00:00Z');
const fresh = new Date(NOW.getTime() + 86_400_000);
let n = 0;
const sale = (perSqft: number, over: Partial<CandidateListing> = {}): CandidateListing => ({
  _id: `l${++n}`,
  status: 'live',
  category: 'sale',
  listingType: 'Sell',
  propertyType: 'Apartment',
  city: 'Gurgaon',
  locality: 'Sector 45',
  bhk: 3,
  areaSqft: 1500,
  price: perSqft * 1500,
  staleAt: fresh,
  ...over,
});
const subject: ValuationSubject = {
  city: 'Gurgaon',
  locality: 'Sector 45',
  propertyType: 'Apartment',
  bhk: 3,
  areaSqft: 1500,
};
const soldLastMonth = { availability: 'sold', availabilityChangedAt: new Date('2026-09-01T00:00:00Z') };

describe('comparables on the market now', () => {
  it('leaves sold listings out, so the steps widen until five live ones', () => {
    // Step 1 (1,125–1,875 sq ft): four live (the two sold do not count) → not enough.
    // Step 2 (750–2,250 sq ft) adds the 800 sq ft home → five.
    const listings = [
      ...[9000, 9500, 10_000, 10_500].map((p) => sale(p)),
      sale(20_000, soldLastMonth),
      sale(21_000, soldLastMonth),
      sale(8000, { areaSqft: 800, price: 8000 * 800 }),
    ];
    const s = selectLiveComparables(subject, listings, 'sale', NOW);
    expect(s.step.step).toBe(2);
    expect(s.comparables.every((c) => c.state === 'live')).toBe(true);
    expect(spreadOf(s, 'sale')).toEqual({
      values: [8000, 9000, 9500, 10_000, 10_500],
      min: 8000,
      q1: 9000,
      median: 9500,
      q3: 10_000,
      max: 10_500,
    });
    expect(positionRule(subject, 'sale', s)).toBe(
      'Against the ₹/sq ft of 5 sale listings on the market now in Sector 45, Gurgaon: ' +
        'Apartment, 3 BHK, 750–2,250 sq ft (±50 % of 1,500 sq ft; step 2 of 3).',
    );
  });

  it('no spread below five', () => {
    const s = selectLiveComparables(subject, [sale(9000), sale(9500)], 'sale', NOW);
    expect(s.enough).toBe(false);
    expect(spreadOf(s, 'sale')).toBeNull();
    expect(positionRule(subject, 'sale', s)).toContain('2 sale listings on the market now');
    expect(positionRule(subject, 'sale', s)).toContain('any BHK'); // the last step drops the BHK
  });
});
