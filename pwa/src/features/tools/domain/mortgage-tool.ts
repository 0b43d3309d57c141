/** The loan comparison's fields: one amount, and rate, tenure and fee for each of up to three loans. */
import {
  LOAN_COMPARE_DEFAULTS,
  MAX_FEE_PCT,
  MAX_OFFERS,
  type LoanOffer,
} from '@propai/api/domain/finance/loan-compare';
import type { FieldSpec, Specs, Values } from './tool-inputs';

export const LOAN_NAMES = ['Loan A', 'Loan B', 'Loan C'] as const;
export type OfferKey = `${'rate' | 'years' | 'fee'}${1 | 2 | 3}`;
export type MortgageKey = 'amount' | 'count' | OfferKey;

const rate: FieldSpec = { label: 'Interest rate', kind: 'percent', min: 1, max: 20, step: 0.05 };
const years: FieldSpec = { label: 'Tenure', kind: 'years', min: 1, max: 30, step: 1 };
const fee: FieldSpec = { label: 'Processing fee', kind: 'percent', min: 0, max: MAX_FEE_PCT, step: 0.05 };

export const MORTGAGE_SPECS: Specs<MortgageKey> = {
  amount: { label: 'Loan amount', kind: 'rupees', min: 100_000, max: 100_000_000, step: 100_000 },
  count: { label: 'Loans compared', kind: 'count', min: 2, max: MAX_OFFERS, step: 1 },
  rate1: rate,
  rate2: rate,
  rate3: rate,
  years1: years,
  years2: years,
  years3: years,
  fee1: fee,
  fee2: fee,
  fee3: fee,
};

const [a, b] = LOAN_COMPARE_DEFAULTS.offers as [LoanOffer, LoanOffer];
export const MORTGAGE_START: Values<MortgageKey> = {
  amount: LOAN_COMPARE_DEFAULTS.amount,
  count: 2,
  rate1: a.annualRatePct,
  years1: a.years,
  fee1: a.feePct,
  rate2: b.annualRatePct,
  years2: b.years,
  fee2: b.feePct,
  rate3: 8.4,
  years3: 20,
  fee3: 1,
};

/** The offers being compared, in order. */
export function offersOf(v: Values<MortgageKey>): LoanOffer[] {
  return ([1, 2, 3] as const).slice(0, v.count).map((n) => ({
    annualRatePct: v[`rate${n}`],
    years: v[`years${n}`],
    feePct: v[`fee${n}`],
  }));
}
