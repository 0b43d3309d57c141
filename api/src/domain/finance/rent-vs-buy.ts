/**
 * Rent or buy the same home, year by year, as net cost (money out minus what you own at the end):
 *
 * - Buying: the down payment and the one-time purchase costs (stamp duty and registration) are paid
 *   at once; the rest is a loan repaid by EMI. After year n the buyer has paid down payment +
 *   purchase costs + n years of EMIs and owns the home at price × (1 + appreciation)^n, less the
 *   loan still owed. Net cost = money paid − (home value − loan owed).
 * - Renting: rent for the first year, rising by the yearly increase each year after. The renter
 *   keeps the buyer's upfront money (down payment + purchase costs) invested at the opportunity
 *   return, compounded yearly. Net cost = rent paid − what that investment earned.
 * - Not modelled (stated on the page): maintenance, property tax, tax benefits on home-loan interest,
 *   selling costs, and investing the monthly difference between EMI and rent.
 *
 * The break-even year is the first year from which buying's net cost stays at or below renting's
 * until the end of the period; null when that does not happen within it.
 */
import { balanceAfter } from './amortisation';
import { emi } from './emi';

export interface RentVsBuyInput {
  /** Rent per month in the first year, rupees. */
  monthlyRent: number;
  /** Yearly rent increase, percent. */
  rentIncreasePct: number;
  price: number;
  downPayment: number;
  /** Stamp duty and registration, percent of the price. */
  purchaseCostPct: number;
  annualRatePct: number;
  loanYears: number;
  /** Yearly price growth, percent (may be negative). */
  appreciationPct: number;
  /** Yearly return the upfront money would earn if not spent on the home, percent. */
  investmentReturnPct: number;
  /** How many years to compare (1–30). */
  years: number;
}

export interface RentVsBuyYear {
  year: number;
  rentPaid: number;
  investmentGain: number;
  /** Rent paid − investment gain, to the end of this year. */
  rentNetCost: number;
  buyPaid: number;
  homeValue: number;
  loanOwed: number;
  /** Money paid for buying − (home value − loan owed), to the end of this year. */
  buyNetCost: number;
}

export interface RentVsBuyResult {
  emi: number;
  loan: number;
  upfront: number;
  years: RentVsBuyYear[];
  breakEvenYear: number | null;
}

export const RENT_VS_BUY_DEFAULTS: RentVsBuyInput = {
  monthlyRent: 25_000,
  rentIncreasePct: 5,
  price: 8_000_000,
  downPayment: 1_600_000,
  purchaseCostPct: 7,
  annualRatePct: 8.5,
  loanYears: 20,
  appreciationPct: 5,
  investmentReturnPct: 7,
  years: 10,
};

const valid = (i: RentVsBuyInput) =>
  i.monthlyRent > 0 &&
  i.rentIncreasePct >= 0 &&
  i.rentIncreasePct <= 30 &&
  i.price > 0 &&
  i.downPayment >= 0 &&
  i.downPayment <= i.price &&
  i.purchaseCostPct >= 0 &&
  i.purchaseCostPct <= 20 &&
  i.appreciationPct >= -20 &&
  i.appreciationPct <= 30 &&
  i.investmentReturnPct >= 0 &&
  i.investmentReturnPct <= 30 &&
  Number.isInteger(i.years) &&
  i.years >= 1 &&
  i.years <= 30;

/**
 * Null when an input is out of range (see `valid`), or the loan's rate or tenure is refused by `emi`.
 * A down payment equal to the price means no loan (EMI 0).
 */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult | null {
  if (!valid(input)) return null;
  const loan = input.price - input.downPayment;
  const schedule = loan > 0 ? emi(loan, input.annualRatePct, input.loanYears) : null;
  if (loan > 0 && !schedule) return null;
  const monthly = schedule?.emi ?? 0;
  const loanMonths = schedule?.months ?? 0;
  const upfront = input.downPayment + (input.price * input.purchaseCostPct) / 100;

  const rows: RentVsBuyYear[] = [];
  let rentPaid = 0;
  for (let year = 1; year <= input.years; year++) {
    rentPaid += input.monthlyRent * 12 * (1 + input.rentIncreasePct / 100) ** (year - 1);
    const investmentGain = upfront * ((1 + input.investmentReturnPct / 100) ** year - 1);
    const paidMonths = Math.min(year * 12, loanMonths);
    const buyPaid = upfront + monthly * paidMonths;
    const homeValue = input.price * (1 + input.appreciationPct / 100) ** year;
    const loanOwed = loan > 0 ? balanceAfter(loan, input.annualRatePct, input.loanYears, paidMonths) : 0;
    rows.push({
      year,
      rentPaid,
      investmentGain,
      rentNetCost: rentPaid - investmentGain,
      buyPaid,
      homeValue,
      loanOwed,
      buyNetCost: buyPaid - (homeValue - loanOwed),
    });
  }
  return { emi: monthly, loan, upfront, years: rows, breakEvenYear: breakEven(rows) };
}

/** The first year from which buying stays no dearer than renting to the end; null if none. */
export function breakEven(rows: RentVsBuyYear[]): number | null {
  let from: number | null = null;
  for (const row of rows) {
    if (row.buyNetCost <= row.rentNetCost) from ??= row.year;
    else from = null;
  }
  return from;
}
