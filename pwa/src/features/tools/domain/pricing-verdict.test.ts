import { describe, expect, it } from 'vitest';
import { pricePosition } from '@propai/api/domain/valuation/price-position';
import { amountText, bandLine, countLine, headline, perSqftText, rangeLine } from './pricing-verdict';

const VALUES = [8000, 9000, 10_000, 11_000, 12_000];
const at = (yours: number) => pricePosition(VALUES, { q1: 9000, q3: 11_000 }, yours);

describe("the pricing tool's sentences", () => {
  it.each([
    [10_500, 'Higher than 3 of 5 comparable listings', '2 ask more per sq ft.', 'Within the middle half'],
    [10_000, 'Higher than 2 of 5 comparable listings', '2 ask more per sq ft, 1 the same.', 'Within'],
    [8500, 'Higher than 1 of 5 comparable listings', '4 ask more per sq ft.', 'Below the middle half'],
    [13_000, 'Higher than all 5 comparable listings', '0 ask more per sq ft.', 'Above every'],
    [7000, 'Lower than all 5 comparable listings', '5 ask more per sq ft.', 'Below every'],
  ])('₹%d/sq ft: %s', (yours, head, count, band) => {
    const p = at(yours);
    expect(headline(p)).toBe(head);
    expect(countLine(p)).toBe(count);
    expect(bandLine(p, 9000, 11_000)).toContain(band);
  });

  it('names the middle half in ₹/sq ft, paise kept for rents', () => {
    expect(bandLine(at(11_500), 9000, 11_000)).toBe(
      'Above the middle half of comparable listings (₹9,000–₹11,000 per sq ft).',
    );
    expect(perSqftText(24.14)).toBe('₹24.14');
  });

  it('states the fair-range comparison without rounding it into something else', () => {
    expect(rangeLine({ where: 'within', fromMidPct: 0 })).toBe(
      'Within the fair range, at its middle figure.',
    );
    expect(rangeLine({ where: 'within', fromMidPct: -4 })).toBe(
      'Within the fair range, 4 % below its middle figure.',
    );
    expect(rangeLine({ where: 'above', fromMidPct: 18 })).toBe(
      'Above the fair range, 18 % above its middle figure.',
    );
  });
});

describe('amounts', () => {
  it.each([
    [14_600_000, '₹1.46 Cr'],
    [10_000_000, '₹1 Cr'],
    [8_550_000, '₹85.5 L'],
    [32_000, '₹32,000'],
  ])('%d → %s', (value, text) => {
    expect(amountText(value)).toBe(text);
  });
});
