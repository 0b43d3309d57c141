import { describe, expect, it } from 'vitest';
import { clampTo, parseTyped, queryValues, roundToStep, startingValues, type Specs } from './tool-inputs';

const specs: Specs<'amount' | 'rate'> = {
  amount: { label: 'Loan amount', kind: 'rupees', min: 100_000, max: 100_000_000, step: 100_000 },
  rate: { label: 'Interest rate', kind: 'percent', min: 1, max: 20, step: 0.05 },
};
const defaults = { amount: 5_000_000, rate: 8.5 };

describe('the money tools’ inputs', () => {
  it('reads typed rupees with Indian grouping and percentages with a decimal point', () => {
    expect(parseTyped('₹50,00,000', 'rupees')).toBe(5_000_000);
    expect(parseTyped('8.75 %', 'percent')).toBe(8.75);
    expect(parseTyped('', 'rupees')).toBeNull();
    expect(parseTyped('1.2.3', 'percent')).toBeNull();
  });

  it('keeps values inside the range and on the step’s decimals', () => {
    expect(roundToStep(8.5 + 0.05, 0.05)).toBe(8.55);
    expect(clampTo(specs.rate, 35)).toBe(20);
    expect(clampTo(specs.amount, 5)).toBe(100_000);
  });

  it('starts from the address, then what the device remembered, then the defaults', () => {
    const url = queryValues('?amount=7500000&rate=abc');
    expect(startingValues(specs, defaults, [url, { rate: 9.1 }])).toEqual({ amount: 7_500_000, rate: 9.1 });
    expect(startingValues(specs, defaults, [{}, {}])).toEqual(defaults);
    expect(startingValues(specs, defaults, [{ amount: '999999999999' }])).toEqual({
      ...defaults,
      amount: 100_000_000,
    });
  });
});
