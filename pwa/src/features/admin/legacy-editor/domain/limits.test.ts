import { describe, expect, it } from 'vitest';
import { LIMITS, clampToLimit, numberFrom, parseCount, parseDecimal } from './limits';
import { rupeesReadout } from './readouts';

describe('legacy editor limits (spec part 3 §5)', () => {
  it('reads counts as whole numbers, 0 when not numeric, never negative', () => {
    expect(parseCount('120')).toBe(120);
    expect(parseCount('12.7')).toBe(12);
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('')).toBe(0);
    expect(parseCount('-5')).toBe(0);
    expect(parseCount(' 42 units')).toBe(42);
  });

  it('keeps progress within 0–100', () => {
    expect(parseDecimal('101', LIMITS.progress)).toBe(100);
    expect(parseDecimal('-3', LIMITS.progress)).toBe(0);
    expect(parseDecimal('64', LIMITS.progress)).toBe(64);
  });

  it('keeps percentages at most 100 in steps of 0.1, without float dust', () => {
    expect(parseDecimal('33.33', LIMITS.percent)).toBe(33.3);
    expect(parseDecimal('12.35', LIMITS.percent)).toBe(12.4);
    expect(parseDecimal('250', LIMITS.percent)).toBe(100);
    expect(clampToLimit(0.1 + 0.2, LIMITS.percent)).toBe(0.3);
  });

  it('keeps ratings within 0–5 in steps of 0.1', () => {
    expect(parseDecimal('4.26', LIMITS.rating)).toBe(4.3);
    expect(parseDecimal('7', LIMITS.rating)).toBe(5);
    expect(numberFrom(-1, LIMITS.rating)).toBe(0);
  });

  it('keeps coordinates to six decimals and within the globe', () => {
    expect(parseDecimal('28.53551749', LIMITS.latitude)).toBe(28.535517);
    expect(parseDecimal('77.3910295', LIMITS.longitude)).toBe(77.39103);
    expect(parseDecimal('-95', LIMITS.latitude)).toBe(-90);
    expect(parseDecimal('200', LIMITS.longitude)).toBe(180);
  });

  it('leaves a blank or non-numeric decimal unset, and ignores Indian digit grouping', () => {
    expect(parseDecimal('', LIMITS.rupees)).toBeUndefined();
    expect(parseDecimal('abc', LIMITS.rupees)).toBeUndefined();
    expect(parseDecimal('1,25,00,000', LIMITS.rupees)).toBe(12_500_000);
  });

  it('clamps values that came as JSON or text, and drops the rest', () => {
    expect(numberFrom('55.55', LIMITS.percent)).toBe(55.6);
    expect(numberFrom(Number.NaN, LIMITS.percent)).toBeUndefined();
    expect(numberFrom(true, LIMITS.percent)).toBeUndefined();
    expect(numberFrom(12.9, LIMITS.count)).toBe(12);
  });
});

describe('rupee readouts', () => {
  it('reads a full rupee amount in crore or lakh', () => {
    expect(rupeesReadout(7_192_400_000)).toBe('₹719.24 Cr');
    expect(rupeesReadout(4_550_000)).toBe('₹45.50 L');
    expect(rupeesReadout(0)).toBe('₹0');
  });
});
