/**
 * EMI maths, one copy for the comparison's EMI calculator and the listing detail page's estimate
 * (spec part 2 §9: 8.5 % a year, 20 years, the full listed price as principal, monthly
 * compounding — the reducing-balance EMI every Indian lender quotes).
 */
export const EMI_DEFAULTS = { annualRatePct: 8.5, years: 20 } as const;

export interface EmiResult {
  /** Monthly instalment, rupees (unrounded). */
  emi: number;
  totalPayment: number;
  totalInterest: number;
  months: number;
}

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual rate / 12, n = months; r = 0 → P / n.
 * Null when an input is missing or out of range.
 * @example Math.round(emi(5_000_000, 8.5, 20)!.emi) === 43391
 */
export function emi(principal: number, annualRatePct: number, years: number): EmiResult | null {
  if (!(principal > 0) || !(annualRatePct >= 0) || !(years > 0) || annualRatePct > 50 || years > 40)
    return null;
  const months = Math.round(years * 12);
  const r = annualRatePct / 12 / 100;
  const monthly =
    r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPayment = monthly * months;
  return { emi: monthly, totalPayment, totalInterest: totalPayment - principal, months };
}

/**
 * The listing detail page's estimate: `emi` at the spec's defaults on the full price, rounded to
 * whole rupees. Null without a positive price (no invented figure).
 * @example emiEstimate(5_000_000) // 43391
 */
export function emiEstimate(price: number | null | undefined): number | null {
  if (price == null) return null;
  const r = emi(price, EMI_DEFAULTS.annualRatePct, EMI_DEFAULTS.years);
  return r ? Math.round(r.emi) : null;
}
