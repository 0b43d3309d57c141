import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE_LABELS,
  MIN_PRICE_LABELS,
  parseBound,
  parsePriceLabel,
  priceLabelFor,
} from './price-options';

describe('parsePriceLabel', () => {
  it('reads lakh and crore labels', () => {
    expect(parsePriceLabel('10L')).toBe(1_000_000);
    expect(parsePriceLabel('1.5Cr')).toBe(15_000_000);
    expect(parsePriceLabel('45 L')).toBe(4_500_000);
    expect(parsePriceLabel('2 lakh')).toBe(200_000);
    expect(parsePriceLabel('10Cr+')).toBe(100_000_000);
    expect(parsePriceLabel('₹3,50,000')).toBe(350_000);
  });
  it('rejects what is not a price', () => {
    expect(parsePriceLabel('')).toBeNull();
    expect(parsePriceLabel('abc')).toBeNull();
    expect(parsePriceLabel('0')).toBeNull();
    expect(parsePriceLabel(null)).toBeNull();
  });
  it('parses every option of the explore budget lists, ascending', () => {
    for (const list of [MIN_PRICE_LABELS, MAX_PRICE_LABELS]) {
      const values = list.map((l) => parsePriceLabel(l));
      expect(values.every((v) => v != null)).toBe(true);
      expect([...values].sort((a, b) => a! - b!)).toEqual(values);
    }
  });
  it('finds the label of a chosen amount', () => {
    expect(priceLabelFor(15_000_000, MIN_PRICE_LABELS)).toBe('1.5Cr');
    expect(priceLabelFor(123, MIN_PRICE_LABELS)).toBe('');
    expect(priceLabelFor(null, MIN_PRICE_LABELS)).toBe('');
  });
});

describe('parseBound', () => {
  it('treats blank as no bound and parses numbers', () => {
    expect(parseBound('')).toBeUndefined();
    expect(parseBound(null)).toBeUndefined();
    expect(parseBound('x')).toBeUndefined();
    expect(parseBound('-5')).toBeUndefined();
    expect(parseBound('2500000')).toBe(2_500_000);
  });
});
