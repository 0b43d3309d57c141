import { describe, expect, it } from 'vitest';
import { amortisation, balanceAfter, yearlySchedule } from './amortisation';

describe('the repayment schedule of ₹50 L at 8.5 % over 20 years', () => {
  const months = amortisation(5_000_000, 8.5, 20)!;
  const years = yearlySchedule(months);

  it('has 240 instalments that repay the loan exactly', () => {
    expect(months).toHaveLength(240);
    expect(months.at(-1)!.balance).toBe(0);
    expect(months.reduce((s, m) => s + m.principal, 0)).toBeCloseTo(5_000_000, 4);
  });

  it('charges ₹35,417 interest in the first month (₹50 L × 8.5 % / 12) and repays ₹7,974', () => {
    expect(Math.round(months[0]!.interest)).toBe(35_417);
    expect(Math.round(months[0]!.principal)).toBe(7_974);
  });

  it('totals ₹54,13,879 of interest (the figure lenders quote for this loan)', () => {
    expect(Math.round(months.reduce((s, m) => s + m.interest, 0))).toBe(5_413_879);
  });

  it('groups into 20 years: year 1 pays ₹4,21,182 interest and ₹99,511 principal', () => {
    expect(years).toHaveLength(20);
    expect(Math.round(years[0]!.interest)).toBe(421_182);
    expect(Math.round(years[0]!.principal)).toBe(99_511);
    expect(Math.round(years[0]!.balance)).toBe(4_900_489);
    expect(years[0]!.months).toHaveLength(12);
    expect(years.at(-1)!.balance).toBe(0);
    // Later years pay less interest and more principal on the same EMI.
    expect(years[19]!.interest).toBeLessThan(years[0]!.interest);
  });

  it('agrees with the closed-form balance at every year end', () => {
    for (const y of years) expect(balanceAfter(5_000_000, 8.5, 20, y.year * 12)).toBeCloseTo(y.balance, 2);
    expect(balanceAfter(5_000_000, 8.5, 20, 0)).toBe(5_000_000);
  });

  it('splits a zero-rate loan evenly and refuses what emi refuses', () => {
    const flat = amortisation(120_000, 0, 1)!;
    expect(flat.every((m) => m.interest === 0 && Math.abs(m.principal - 10_000) < 1e-9)).toBe(true);
    expect(amortisation(0, 8.5, 20)).toBeNull();
    expect(amortisation(1_000_000, 8.5, 0)).toBeNull();
  });

  it('puts a part year last when the tenure has one', () => {
    const y = yearlySchedule(amortisation(1_000_000, 9, 2.5)!);
    expect(y.map((x) => x.months.length)).toEqual([12, 12, 6]);
  });
});
