/**
 * The repayment schedule behind an EMI: month by month, how much of each instalment is interest on
 * the balance still owed and how much repays the loan (reducing balance, monthly rest — the way
 * Indian lenders schedule home loans), and the same summed by year for the table and the chart.
 */
import { emi } from './emi';

export interface ScheduleMonth {
  /** 1-based month of the loan. */
  month: number;
  interest: number;
  principal: number;
  /** Owed after this instalment. */
  balance: number;
}

export interface ScheduleYear {
  /** 1-based year of the loan. */
  year: number;
  interest: number;
  principal: number;
  /** Owed at the end of the year. */
  balance: number;
  months: ScheduleMonth[];
}

/**
 * Month rows: interest = balance × annual rate / 12, principal = EMI − interest. The last
 * instalment repays whatever is left, so float rounding never leaves a few paise owed.
 * Null for inputs `emi` refuses.
 * @example amortisation(5_000_000, 8.5, 20)!.length === 240
 */
export function amortisation(
  principal: number,
  annualRatePct: number,
  years: number,
): ScheduleMonth[] | null {
  const result = emi(principal, annualRatePct, years);
  if (!result) return null;
  const r = annualRatePct / 12 / 100;
  const rows: ScheduleMonth[] = [];
  let balance = principal;
  for (let month = 1; month <= result.months; month++) {
    const interest = balance * r;
    const repaid = month === result.months ? balance : Math.min(balance, result.emi - interest);
    balance -= repaid;
    rows.push({ month, interest, principal: repaid, balance: month === result.months ? 0 : balance });
  }
  return rows;
}

/** The month rows grouped by loan year (12 to a year; a part year last when the tenure has one). */
export function yearlySchedule(months: ScheduleMonth[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const m of months) {
    const index = Math.ceil(m.month / 12) - 1;
    const year = (years[index] ??= { year: index + 1, interest: 0, principal: 0, balance: 0, months: [] });
    year.interest += m.interest;
    year.principal += m.principal;
    year.balance = m.balance;
    year.months.push(m);
  }
  return years;
}

/**
 * What is still owed after `paidMonths` instalments: the closed form P(1+r)^k − E((1+r)^k − 1)/r
 * (0 once the loan is repaid). Used where a whole schedule is not needed (rent vs buy).
 * @example Math.round(balanceAfter(5_000_000, 8.5, 20, 240)) === 0
 */
export function balanceAfter(
  principal: number,
  annualRatePct: number,
  years: number,
  paidMonths: number,
): number {
  const result = emi(principal, annualRatePct, years);
  if (!result) return principal;
  const k = Math.max(0, Math.min(paidMonths, result.months));
  if (k === result.months) return 0;
  const r = annualRatePct / 12 / 100;
  if (r === 0) return principal - result.emi * k;
  const g = (1 + r) ** k;
  return Math.max(0, principal * g - (result.emi * (g - 1)) / r);
}
