import { describe, expect, it } from 'vitest';
import {
  AFFORDABILITY_DEFAULTS,
  affordability,
  loanForEmi,
  ltvCapFor,
  maxLoanForDownPayment,
} from './affordability';

/** The EMI formula solved for the principal, written out: P = E((1+r)^n − 1) / (r(1+r)^n). */
function principalFor(E: number, annualPct: number, years: number): number {
  const r = annualPct / 1200;
  const g = Math.pow(1 + r, years * 12);
  return (E * (g - 1)) / (r * g);
}

describe('affordability by FOIR', () => {
  it('uses FOIR 50 %, 8.5 % and 20 years by default', () => {
    expect(AFFORDABILITY_DEFAULTS).toEqual({ foirPct: 50, annualRatePct: 8.5, years: 20 });
  });

  it('turns ₹43,391 a month back into ₹50 L (the EMI formula inverted)', () => {
    expect(Math.round(loanForEmi(43_391.1616682767, 8.5, 20))).toBe(5_000_000);
    expect(loanForEmi(10_000, 0, 10)).toBe(1_200_000);
    expect(loanForEmi(0, 8.5, 20)).toBe(0);
  });

  it('₹1 L income, ₹10,000 of EMIs, FOIR 50 %: ₹40,000 a month → a ₹46.09 L loan', () => {
    const r = affordability({
      monthlyIncome: 100_000,
      obligations: 10_000,
      foirPct: 50,
      annualRatePct: 8.5,
      years: 20,
      downPayment: 2_000_000,
    })!;
    expect(r.maxEmi).toBe(40_000);
    expect(Math.round(r.foirLoan)).toBe(4_609_234);
    expect(r.foirLoan).toBeCloseTo(principalFor(40_000, 8.5, 20), 4);
    expect(r.eligibleLoan).toBe(r.foirLoan);
    expect(r.limitedBy).toBe('foir');
    expect(Math.round(r.emi)).toBe(40_000);
    expect(Math.round(r.affordablePrice)).toBe(6_609_234);
    expect(r.ltvPct).toBe(80);
  });

  it('caps the loan by the down payment (RBI loan-to-value tiers)', () => {
    expect(ltvCapFor(3_000_000)).toBe(90);
    expect(ltvCapFor(3_000_001)).toBe(80);
    expect(ltvCapFor(8_000_000)).toBe(75);
    // ₹5 L down: 90 % LTV allows 9 × 5 L but the 90 % tier ends at ₹30 L; 80 % would allow only ₹20 L.
    expect(maxLoanForDownPayment(500_000)).toBe(3_000_000);
    // ₹10 L down: 80 % LTV → 4 × 10 L = ₹40 L (price ₹50 L, loan exactly 80 %).
    expect(maxLoanForDownPayment(1_000_000)).toBeCloseTo(4_000_000, 6);
    // ₹30 L down: 75 % → 3 × 30 L = ₹90 L.
    expect(maxLoanForDownPayment(3_000_000)).toBeCloseTo(9_000_000, 6);
    expect(maxLoanForDownPayment(0)).toBe(0);

    const r = affordability({
      monthlyIncome: 300_000,
      obligations: 0,
      foirPct: 50,
      annualRatePct: 8.5,
      years: 20,
      downPayment: 1_000_000,
    })!;
    expect(r.foirLoan).toBeGreaterThan(4_000_000);
    expect(r.limitedBy).toBe('ltv');
    expect(r.eligibleLoan).toBeCloseTo(4_000_000, 6);
    expect(r.affordablePrice).toBeCloseTo(5_000_000, 6);
  });

  it('gives no loan when obligations already take the FOIR, and nothing for bad input', () => {
    const none = affordability({
      monthlyIncome: 50_000,
      obligations: 30_000,
      foirPct: 50,
      annualRatePct: 8.5,
      years: 20,
      downPayment: 500_000,
    })!;
    expect(none.maxEmi).toBe(0);
    expect(none.eligibleLoan).toBe(0);
    expect(none.affordablePrice).toBe(500_000);
    const base = {
      monthlyIncome: 1,
      obligations: 0,
      foirPct: 50,
      annualRatePct: 8.5,
      years: 20,
      downPayment: 0,
    };
    expect(affordability({ ...base, monthlyIncome: 0 })).toBeNull();
    expect(affordability({ ...base, foirPct: 0 })).toBeNull();
    expect(affordability({ ...base, foirPct: 101 })).toBeNull();
    expect(affordability({ ...base, years: 0 })).toBeNull();
    expect(affordability({ ...base, obligations: -1 })).toBeNull();
  });
});
