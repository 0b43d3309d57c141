import { describe, expect, it } from 'vitest';
import {
  convertArea,
  formatArea,
  formatIndianNumber,
  formatPrice,
  formatRelativeTime,
  formatTimeAgo,
} from './format';

describe('formatPrice', () => {
  it('shows crore from 1e7', () => {
    expect(formatPrice(10_000_000)).toBe('₹1.0 Cr');
    expect(formatPrice(12_500_000)).toBe('₹1.3 Cr');
    expect(formatPrice(45_000_000)).toBe('₹4.5 Cr');
    expect(formatPrice(12_500_000, 2)).toBe('₹1.25 Cr');
  });
  it('shows lakh from 1e5', () => {
    expect(formatPrice(100_000)).toBe('₹1.0 L');
    expect(formatPrice(4_550_000)).toBe('₹45.5 L');
    expect(formatPrice(9_990_000)).toBe('₹99.9 L');
  });
  it('moves to crore when lakh would round to 100', () => {
    expect(formatPrice(9_999_999)).toBe('₹1.0 Cr');
  });
  it('uses Indian digit grouping below a lakh', () => {
    expect(formatPrice(85_000)).toBe('₹85,000');
    expect(formatPrice(99_999)).toBe('₹99,999');
    expect(formatPrice(950.4)).toBe('₹950');
    expect(formatIndianNumber(1_234_567)).toBe('12,34,567');
  });
  it('groups digits the Indian way without Intl, the same as en-IN', () => {
    const enIN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
    for (const v of [
      0, 7, 999, 1000, 12_345, 100_000, 9_999_999, 10_000_000, 123_456_789_012, -45_678, 1234.5, 0.25,
    ]) {
      expect(formatIndianNumber(v)).toBe(enIN.format(v));
    }
  });
  it("says 'Price on request' when the price is missing", () => {
    for (const v of [undefined, null, 0, -5, Number.NaN]) expect(formatPrice(v)).toBe('Price on request');
  });
});

describe('area units', () => {
  it('converts with 10.7639 sq ft per sq m and 9 sq ft per sq yd', () => {
    expect(convertArea(100, 'sqm', 'sqft')).toBeCloseTo(1076.39, 2);
    expect(convertArea(100, 'sqyd', 'sqft')).toBe(900);
    expect(convertArea(900, 'sqft', 'sqyd')).toBe(100);
    expect(convertArea(1, 'sqyd', 'sqm')).toBeCloseTo(0.836127, 5);
  });
  it('formats sq.ft and sq.yd whole, sq.m with one decimal', () => {
    expect(formatArea(1200)).toBe('1,200 sq.ft');
    expect(formatArea(1200, 'sqm')).toBe('111.5 sq.m');
    expect(formatArea(1200, 'sqyd')).toBe('133 sq.yd');
    expect(formatArea(150_000)).toBe('1,50,000 sq.ft');
  });
  it('returns an empty string for a missing area', () => {
    expect(formatArea(undefined)).toBe('');
    expect(formatArea(0, 'sqm')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it('counts days, weeks and months', () => {
    expect(formatRelativeTime(daysAgo(0.5), now)).toBe('Today');
    expect(formatRelativeTime(daysAgo(1), now)).toBe('1d ago');
    expect(formatRelativeTime(daysAgo(6), now)).toBe('6d ago');
    expect(formatRelativeTime(daysAgo(7), now)).toBe('1w ago');
    expect(formatRelativeTime(daysAgo(29), now)).toBe('4w ago');
    expect(formatRelativeTime(daysAgo(30), now)).toBe('1mo ago');
    expect(formatRelativeTime(daysAgo(31), now)).toBe('2mo ago');
    expect(formatRelativeTime(daysAgo(90), now)).toBe('3mo ago');
  });
  it('treats future dates as today and ignores invalid ones', () => {
    expect(formatRelativeTime(daysAgo(-2), now)).toBe('Today');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-01-10T10:00:00Z');
  it('counts minutes and hours, then days', () => {
    expect(formatTimeAgo(now - 20_000, now)).toBe('just now');
    expect(formatTimeAgo(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatTimeAgo(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(formatTimeAgo(now - 2 * 86_400_000, now)).toBe('2d ago');
  });
});
