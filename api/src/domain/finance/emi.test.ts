import { describe, expect, it } from 'vitest';
import { EMI_DEFAULTS, emi, emiEstimate } from './emi';

/** The textbook formula, written out independently: P·r(1+r)^n / ((1+r)^n − 1). */
function formula(P: number, annualPct: number, years: number): number {
  const r = annualPct / 100 / 12;
  const n = years * 12;
  const g = Math.pow(1 + r, n);
  return (P * r * g) / (g - 1);
}

describe('EMI at 8.5 % over 20 years, monthly compounding', () => {
  it('matches the formula for several prices', () => {
    for (const P of [2_500_000, 5_000_000, 12_500_000, 37_000_000]) {
      expect(emi(P, 8.5, 20)!.emi).toBeCloseTo(formula(P, 8.5, 20), 6);
      expect(emiEstimate(P)).toBe(Math.round(formula(P, 8.5, 20)));
    }
    expect(EMI_DEFAULTS).toEqual({ annualRatePct: 8.5, years: 20 });
  });

  it('is ₹43,391 a month on ₹50 L (the figure a lender quotes)', () => {
    expect(emiEstimate(5_000_000)).toBe(43_391);
    expect(emi(5_000_000, 8.5, 20)!.months).toBe(240);
  });

  it('gives nothing without a price', () => {
    expect(emiEstimate(undefined)).toBeNull();
    expect(emiEstimate(null)).toBeNull();
    expect(emiEstimate(0)).toBeNull();
    expect(emiEstimate(-5)).toBeNull();
  });
});
