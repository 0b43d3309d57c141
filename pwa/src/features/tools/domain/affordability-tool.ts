/** The affordability tool's fields and starting values (FOIR 50 %, 8.5 % over 20 years). */
import { AFFORDABILITY_DEFAULTS } from '@propai/api/domain/finance/affordability';
import type { Specs, Values } from './tool-inputs';

export type AffordKey = 'income' | 'obligations' | 'foir' | 'down' | 'rate' | 'years';

export const AFFORD_SPECS: Specs<AffordKey> = {
  income: { label: 'Monthly income (after tax)', kind: 'rupees', min: 10_000, max: 10_000_000, step: 5_000 },
  obligations: { label: 'EMIs you already pay', kind: 'rupees', min: 0, max: 5_000_000, step: 1_000 },
  foir: { label: 'Share of income for EMIs (FOIR)', kind: 'percent', min: 20, max: 70, step: 5 },
  down: { label: 'Down payment', kind: 'rupees', min: 0, max: 100_000_000, step: 100_000 },
  rate: { label: 'Interest rate', kind: 'percent', min: 1, max: 20, step: 0.05 },
  years: { label: 'Tenure', kind: 'years', min: 1, max: 30, step: 1 },
};

export const AFFORD_START: Values<AffordKey> = {
  income: 150_000,
  obligations: 0,
  foir: AFFORDABILITY_DEFAULTS.foirPct,
  down: 2_000_000,
  rate: AFFORDABILITY_DEFAULTS.annualRatePct,
  years: AFFORDABILITY_DEFAULTS.years,
};
