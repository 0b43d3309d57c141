import { describe, expect, it } from 'vitest';
import { bandLabel, formatFigure, priceLine } from './map-format';
import { placeHref } from './map-href';

describe('map wording', () => {
  it('names each band by its bounds, open at both ends', () => {
    const cuts = [5000, 8000, 11_000, 15_000];
    expect(bandLabel(0, cuts)).toBe('Up to ₹5,000');
    expect(bandLabel(2, cuts)).toBe('₹8,000 – ₹11,000');
    expect(bandLabel(4, cuts)).toBe('Over ₹15,000');
    expect(bandLabel(1, [27.5, 40])).toBe('₹27.5 – ₹40');
  });

  it('writes a figure with the unit the API sent', () => {
    expect(formatFigure(12_850, '₹/sq ft')).toBe('₹12,850/sq ft');
    expect(formatFigure(27.3, '₹/sq ft a month')).toBe('₹27.3/sq ft a month');
    expect(formatFigure(12_000, '₹ a month')).toBe('₹12,000 a month');
    expect(formatFigure(null, '₹/sq ft')).toBe('No price per unit');
  });

  it('prices projects from their lowest price and lets by the month', () => {
    expect(priceLine(14_000_000, false, true)).toBe('From ₹1.4 Cr');
    expect(priceLine(35_000, true, false)).toBe('₹35,000 a month');
    expect(priceLine(null, false, false)).toBe('Price on request');
  });

  it('links a project by slug and a listing by slug or id', () => {
    expect(placeHref('projects', { id: 'p1', slug: 'solace-avenue' })).toBe('/projects/solace-avenue');
    expect(placeHref('listings', { id: 'abc123', slug: null })).toBe('/listing/abc123');
  });
});
