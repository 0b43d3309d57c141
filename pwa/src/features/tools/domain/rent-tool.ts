/** The rent-vs-buy tool's fields, grouped as the page shows them, and its starting values. */
import { RENT_VS_BUY_DEFAULTS, type RentVsBuyInput } from '@propai/api/domain/finance/rent-vs-buy';
import type { Specs, Values } from './tool-inputs';

export type RentKey =
  'rent' | 'rentUp' | 'price' | 'down' | 'costs' | 'rate' | 'loanYears' | 'growth' | 'ret' | 'years';

export const RENT_SPECS: Specs<RentKey> = {
  rent: { label: 'Monthly rent', kind: 'rupees', min: 2_000, max: 1_000_000, step: 1_000 },
  rentUp: { label: 'Rent increase each year', kind: 'percent', min: 0, max: 20, step: 0.5 },
  price: { label: 'Price of the home', kind: 'rupees', min: 500_000, max: 200_000_000, step: 100_000 },
  down: { label: 'Down payment', kind: 'rupees', min: 0, max: 200_000_000, step: 100_000 },
  costs: { label: 'Stamp duty and registration', kind: 'percent', min: 0, max: 15, step: 0.5 },
  rate: { label: 'Loan interest rate', kind: 'percent', min: 1, max: 20, step: 0.05 },
  loanYears: { label: 'Loan tenure', kind: 'years', min: 1, max: 30, step: 1 },
  growth: { label: 'Home price growth each year', kind: 'percent', min: 0, max: 20, step: 0.5 },
  ret: { label: 'Return on savings each year', kind: 'percent', min: 0, max: 20, step: 0.5 },
  years: { label: 'Compare over', kind: 'years', min: 1, max: 30, step: 1 },
};

export const RENT_GROUPS: { title: string; keys: RentKey[] }[] = [
  { title: 'Renting', keys: ['rent', 'rentUp'] },
  { title: 'Buying', keys: ['price', 'down', 'costs', 'rate', 'loanYears', 'growth'] },
  { title: 'Comparing', keys: ['ret', 'years'] },
];

const d = RENT_VS_BUY_DEFAULTS;
export const RENT_START: Values<RentKey> = {
  rent: d.monthlyRent,
  rentUp: d.rentIncreasePct,
  price: d.price,
  down: d.downPayment,
  costs: d.purchaseCostPct,
  rate: d.annualRatePct,
  loanYears: d.loanYears,
  growth: d.appreciationPct,
  ret: d.investmentReturnPct,
  years: d.years,
};

/** The field values as the maths reads them; a down payment above the price counts as the price. */
export function rentInput(v: Values<RentKey>): RentVsBuyInput {
  return {
    monthlyRent: v.rent,
    rentIncreasePct: v.rentUp,
    price: v.price,
    downPayment: Math.min(v.down, v.price),
    purchaseCostPct: v.costs,
    annualRatePct: v.rate,
    loanYears: v.loanYears,
    appreciationPct: v.growth,
    investmentReturnPct: v.ret,
    years: v.years,
  };
}
