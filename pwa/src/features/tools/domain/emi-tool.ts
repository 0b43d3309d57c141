/** The EMI tool's fields and starting values (spec part 2 §9: 8.5 % a year over 20 years). */
import { EMI_DEFAULTS } from '@propai/api/domain/finance/emi';
import type { Specs, Values } from './tool-inputs';

export type EmiKey = 'amount' | 'rate' | 'years';

export const EMI_SPECS: Specs<EmiKey> = {
  amount: { label: 'Loan amount', kind: 'rupees', min: 100_000, max: 100_000_000, step: 100_000 },
  rate: { label: 'Interest rate', kind: 'percent', min: 1, max: 20, step: 0.05 },
  years: { label: 'Tenure', kind: 'years', min: 1, max: 30, step: 1 },
};

export const EMI_START: Values<EmiKey> = {
  amount: 5_000_000,
  rate: EMI_DEFAULTS.annualRatePct,
  years: EMI_DEFAULTS.years,
};
