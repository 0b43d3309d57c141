import { describe, expect, it } from 'vitest';
import { RENT_VS_BUY_DEFAULTS, breakEven, rentVsBuy, type RentVsBuyInput } from './rent-vs-buy';

const base: RentVsBuyInput = { ...RENT_VS_BUY_DEFAULTS };

describe('rent vs buy, worked by hand', () => {
  it('interest-free loan, flat prices: buying costs nothing net, renting costs rent less the return', () => {
    // Rent ₹20,000 rising 10 %; ₹50 L home, ₹10 L down, no purchase costs, 0 % loan over 20 years
    // (EMI ₹16,667), no appreciation, 10 % return on the ₹10 L the renter keeps.
    const r = rentVsBuy({
      ...base,
      monthlyRent: 20_000,
      rentIncreasePct: 10,
      price: 5_000_000,
      downPayment: 1_000_000,
      purchaseCostPct: 0,
      annualRatePct: 0,
      loanYears: 20,
      appreciationPct: 0,
      investmentReturnPct: 10,
      years: 2,
    })!;
    expect(Math.round(r.emi)).toBe(16_667);
    const [y1, y2] = r.years;
    expect(y1!.rentPaid).toBeCloseTo(240_000, 6);
    expect(y1!.investmentGain).toBeCloseTo(100_000, 6);
    expect(y1!.rentNetCost).toBeCloseTo(140_000, 6);
    expect(y1!.loanOwed).toBeCloseTo(3_800_000, 6);
    expect(y1!.buyNetCost).toBeCloseTo(0, 6);
    expect(y2!.rentPaid).toBeCloseTo(504_000, 6); // 2,40,000 + 2,64,000
    expect(y2!.investmentGain).toBeCloseTo(210_000, 6); // 10 L × (1.1² − 1)
    expect(y2!.rentNetCost).toBeCloseTo(294_000, 6);
    expect(r.breakEvenYear).toBe(1);
  });

  it('with interest and no appreciation, buying costs the interest plus the purchase costs', () => {
    // ₹50 L, ₹10 L down, 7 % stamp duty and registration (₹3.5 L), ₹40 L at 8.5 % over 20 years:
    // year 1 interest is 0.8 × ₹4,21,182 = ₹3,36,946, so the net cost is ₹6,86,946.
    const r = rentVsBuy({
      ...base,
      monthlyRent: 10_000,
      rentIncreasePct: 0,
      price: 5_000_000,
      downPayment: 1_000_000,
      purchaseCostPct: 7,
      annualRatePct: 8.5,
      loanYears: 20,
      appreciationPct: 0,
      investmentReturnPct: 0,
      years: 1,
    })!;
    expect(r.upfront).toBe(1_350_000);
    expect(Math.round(r.emi)).toBe(34_713);
    expect(Math.round(r.years[0]!.buyNetCost)).toBe(686_946);
    expect(r.years[0]!.rentNetCost).toBe(120_000);
    expect(r.breakEvenYear).toBeNull();
  });

  it('buys outright when the down payment is the price', () => {
    const r = rentVsBuy({ ...base, downPayment: base.price, purchaseCostPct: 0, appreciationPct: 0 })!;
    expect(r.emi).toBe(0);
    expect(r.loan).toBe(0);
    expect(r.years.every((y) => y.loanOwed === 0 && Math.abs(y.buyNetCost) < 1e-6)).toBe(true);
  });

  it('finds the year from which buying stays cheaper, not a passing crossing', () => {
    const row = (year: number, buy: number, rent: number) => ({
      year,
      buyNetCost: buy,
      rentNetCost: rent,
      rentPaid: 0,
      investmentGain: 0,
      buyPaid: 0,
      homeValue: 0,
      loanOwed: 0,
    });
    expect(breakEven([row(1, 5, 3), row(2, 3, 3), row(3, 2, 4)])).toBe(2);
    expect(breakEven([row(1, 1, 3), row(2, 5, 3), row(3, 2, 4)])).toBe(3);
    expect(breakEven([row(1, 1, 3), row(2, 5, 3)])).toBeNull();
  });

  it('refuses out-of-range inputs', () => {
    expect(rentVsBuy({ ...base, years: 0 })).toBeNull();
    expect(rentVsBuy({ ...base, years: 31 })).toBeNull();
    expect(rentVsBuy({ ...base, downPayment: base.price + 1 })).toBeNull();
    expect(rentVsBuy({ ...base, monthlyRent: 0 })).toBeNull();
    expect(rentVsBuy({ ...base, loanYears: 0 })).toBeNull();
  });
});
