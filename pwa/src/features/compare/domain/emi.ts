/**
 * EMI maths for the comparison's EMI calculator (DECISIONS.md: a real calculator). Defaults: 8.5 %
 * a year, 20 years, the full price as principal; interest compounds monthly (the reducing-balance
 * EMI every Indian lender quotes).
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
