import { describe, expect, it } from 'vitest';
import { compareLoans, loanOutcome } from './loan-compare';

describe('comparing loan offers for ₹50 L', () => {
  it('8.5 % / 20 years / 0.5 % fee: EMI ₹43,391, interest ₹54,13,879, fee ₹25,000', () => {
    const o = loanOutcome(5_000_000, { annualRatePct: 8.5, years: 20, feePct: 0.5 })!;
    expect(Math.round(o.emi)).toBe(43_391);
    expect(Math.round(o.totalInterest)).toBe(5_413_879);
    expect(o.fee).toBe(25_000);
    expect(Math.round(o.totalCost)).toBe(10_413_879 + 25_000);
  });

  it('names the cheapest in total and the lowest EMI, which differ when tenures differ', () => {
    const c = compareLoans(5_000_000, [
      { annualRatePct: 8.5, years: 20, feePct: 0.5 },
      { annualRatePct: 8.5, years: 30, feePct: 0 },
      { annualRatePct: 9, years: 20, feePct: 0 },
    ]);
    // 30 years: EMI ₹38,446, but ₹88.4 L of interest.
    expect(Math.round(c.outcomes[1]!.emi)).toBe(38_446);
    expect(c.cheapest).toBe(0);
    expect(c.lowestEmi).toBe(1);
    expect(c.saving).toBeCloseTo(c.outcomes[1]!.totalCost - c.outcomes[0]!.totalCost, 6);
  });

  it('leaves out an offer it cannot compute and names no winner with one offer', () => {
    const c = compareLoans(5_000_000, [
      { annualRatePct: 8.5, years: 20, feePct: 9 },
      { annualRatePct: 8.5, years: 20, feePct: 0 },
    ]);
    expect(c.outcomes[0]).toBeNull();
    expect(c.cheapest).toBeNull();
    expect(compareLoans(5_000_000, [{ annualRatePct: 8.5, years: 20, feePct: 0 }]).cheapest).toBeNull();
  });
});
