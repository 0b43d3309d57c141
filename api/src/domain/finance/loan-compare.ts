/**
 * Two or three home-loan offers side by side for the same amount: each one's EMI, the interest paid
 * over its tenure, its processing fee (a percentage of the loan, as lenders quote it; GST on the fee
 * is not added) and the total cost = every instalment + the fee. The cheapest in total cost and the
 * lowest EMI are named, since a longer tenure lowers the EMI and raises the cost.
 */
import { emi } from './emi';

export interface LoanOffer {
  annualRatePct: number;
  years: number;
  /** Processing fee, percent of the loan (0–5). */
  feePct: number;
}

export interface LoanOutcome {
  emi: number;
  totalInterest: number;
  fee: number;
  /** Every instalment plus the fee. */
  totalCost: number;
}

export const LOAN_COMPARE_DEFAULTS: { amount: number; offers: LoanOffer[] } = {
  amount: 5_000_000,
  offers: [
    { annualRatePct: 8.5, years: 20, feePct: 0.5 },
    { annualRatePct: 8.75, years: 25, feePct: 0 },
  ],
};

export const MAX_OFFERS = 3;
export const MAX_FEE_PCT = 5;

/**
 * Null for an offer whose inputs are out of range (the EMI's limits; fee 0–5 %).
 * @example loanOutcome(5_000_000, { annualRatePct: 8.5, years: 20, feePct: 0.5 })!.fee === 25_000
 */
export function loanOutcome(amount: number, offer: LoanOffer): LoanOutcome | null {
  if (!(offer.feePct >= 0 && offer.feePct <= MAX_FEE_PCT)) return null;
  const result = emi(amount, offer.annualRatePct, offer.years);
  if (!result) return null;
  const fee = (amount * offer.feePct) / 100;
  return {
    emi: result.emi,
    totalInterest: result.totalInterest,
    fee,
    totalCost: result.totalPayment + fee,
  };
}

export interface Comparison {
  outcomes: (LoanOutcome | null)[];
  /** Index of the lowest total cost (null when fewer than two offers can be computed). */
  cheapest: number | null;
  /** Index of the lowest EMI (same rule). */
  lowestEmi: number | null;
  /** Total cost of the dearest offer minus the cheapest's. */
  saving: number;
}

function indexOfMin(values: (number | null)[]): number | null {
  let best: number | null = null;
  values.forEach((v, i) => {
    if (v !== null && (best === null || v < (values[best] as number))) best = i;
  });
  return best;
}

/** Every offer for one amount; the winners only when at least two offers have an answer. */
export function compareLoans(amount: number, offers: LoanOffer[]): Comparison {
  const outcomes = offers.slice(0, MAX_OFFERS).map((o) => loanOutcome(amount, o));
  const costs = outcomes.map((o) => o?.totalCost ?? null);
  const known = costs.filter((c): c is number => c !== null);
  if (known.length < 2) return { outcomes, cheapest: null, lowestEmi: null, saving: 0 };
  return {
    outcomes,
    cheapest: indexOfMin(costs),
    lowestEmi: indexOfMin(outcomes.map((o) => o?.emi ?? null)),
    saving: Math.max(...known) - Math.min(...known),
  };
}
