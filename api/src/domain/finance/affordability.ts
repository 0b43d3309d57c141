/**
 * How much home a household can borrow for and buy, the way Indian lenders size a home loan:
 *
 * 1. FOIR (fixed obligations to income ratio): all EMIs together may take at most FOIR of the net
 *    monthly income. The new loan's EMI is what is left after the EMIs already being paid:
 *    income × FOIR − obligations. 50 % is the usual figure for salaried borrowers; the tool lets
 *    the user change it.
 * 2. The loan that EMI repays at the rate and tenure: the EMI formula solved for the principal,
 *    P = E·((1+r)^n − 1) / (r·(1+r)^n).
 * 3. The price: loan + down payment, but a lender lends at most a share of the price (the RBI's
 *    loan-to-value caps: 90 % for loans up to ₹30 lakh, 80 % up to ₹75 lakh, 75 % above). When the
 *    down payment is too small for the FOIR loan, the loan shrinks to what the down payment allows.
 */
import { emi } from './emi';

export const AFFORDABILITY_DEFAULTS = {
  foirPct: 50,
  annualRatePct: 8.5,
  years: 20,
} as const;

/** RBI loan-to-value caps for home loans, by loan amount (upper bound inclusive). */
export const LTV_CAPS: readonly { upTo: number; ltvPct: number }[] = [
  { upTo: 3_000_000, ltvPct: 90 },
  { upTo: 7_500_000, ltvPct: 80 },
  { upTo: Number.POSITIVE_INFINITY, ltvPct: 75 },
];

export interface AffordabilityInput {
  /** Net monthly income, rupees. */
  monthlyIncome: number;
  /** EMIs already being paid each month (car, personal, card), rupees. */
  obligations: number;
  foirPct: number;
  annualRatePct: number;
  years: number;
  downPayment: number;
}

export interface AffordabilityResult {
  /** The most the new loan's EMI may be: income × FOIR − obligations. */
  maxEmi: number;
  /** The loan that EMI repays (FOIR alone). */
  foirLoan: number;
  /** The loan a lender gives: the FOIR loan, or less when the LTV cap binds. */
  eligibleLoan: number;
  /** The EMI of the eligible loan. */
  emi: number;
  /** Eligible loan + down payment. */
  affordablePrice: number;
  /** Which rule set the loan: 'foir', or 'ltv' when the down payment was too small. */
  limitedBy: 'foir' | 'ltv';
  /** The LTV cap (percent) that applies to the eligible loan. */
  ltvPct: number;
}

/**
 * The principal an EMI repays: the EMI formula solved for P. 0 when the EMI is not positive.
 * @example Math.round(loanForEmi(43_391.16, 8.5, 20)) === 5_000_000
 */
export function loanForEmi(monthlyEmi: number, annualRatePct: number, years: number): number {
  if (!(monthlyEmi > 0) || !(years > 0) || !(annualRatePct >= 0)) return 0;
  const n = Math.round(years * 12);
  const r = annualRatePct / 12 / 100;
  if (r === 0) return monthlyEmi * n;
  const g = (1 + r) ** n;
  return (monthlyEmi * (g - 1)) / (r * g);
}

/** The LTV cap for a loan of that size. */
export function ltvCapFor(loan: number): number {
  return (LTV_CAPS.find((c) => loan <= c.upTo) ?? LTV_CAPS[LTV_CAPS.length - 1]!).ltvPct;
}

/**
 * The largest loan the down payment supports under the tiered caps: within a tier of cap c, the loan
 * L must satisfy L ≤ c·(L + D), i.e. L ≤ c·D / (1 − c), and stay inside the tier.
 */
export function maxLoanForDownPayment(downPayment: number): number {
  if (!(downPayment > 0)) return 0;
  let best = 0;
  let lower = 0;
  for (const cap of LTV_CAPS) {
    const c = cap.ltvPct / 100;
    const byDown = (c * downPayment) / (1 - c);
    const inTier = Math.min(cap.upTo, byDown);
    if (inTier > lower) best = Math.max(best, inTier);
    lower = cap.upTo;
  }
  return best;
}

/**
 * Null when an input is missing or out of range (income must be positive, FOIR 1–100 %, rate and
 * tenure as `emi` accepts them, nothing negative).
 * @example affordability({ monthlyIncome: 100_000, obligations: 10_000, foirPct: 50,
 *   annualRatePct: 8.5, years: 20, downPayment: 2_000_000 })!.eligibleLoan ≈ 46,09,234
 */
export function affordability(input: AffordabilityInput): AffordabilityResult | null {
  const { monthlyIncome, obligations, foirPct, annualRatePct, years, downPayment } = input;
  if (!(monthlyIncome > 0) || !(obligations >= 0) || !(downPayment >= 0)) return null;
  if (!(foirPct >= 1 && foirPct <= 100)) return null;
  if (!emi(1, annualRatePct, years)) return null;
  const maxEmi = Math.max(0, (monthlyIncome * foirPct) / 100 - obligations);
  const foirLoan = loanForEmi(maxEmi, annualRatePct, years);
  const ltvLoan = maxLoanForDownPayment(downPayment);
  const eligibleLoan = Math.min(foirLoan, ltvLoan);
  const monthly = eligibleLoan > 0 ? (emi(eligibleLoan, annualRatePct, years)?.emi ?? 0) : 0;
  return {
    maxEmi,
    foirLoan,
    eligibleLoan,
    emi: monthly,
    affordablePrice: eligibleLoan + downPayment,
    limitedBy: ltvLoan < foirLoan ? 'ltv' : 'foir',
    ltvPct: ltvCapFor(eligibleLoan),
  };
}
