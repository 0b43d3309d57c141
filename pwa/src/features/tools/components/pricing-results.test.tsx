import type { PriceSpread } from '@propai/api/wire';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PricingResults, PricingSummary } from './pricing-results';

const answer = (over: Partial<PriceSpread['position']> = {}): PriceSpread => ({
  subject: {
    city: 'Gurgaon',
    locality: 'Sector 45',
    propertyType: 'Apartment',
    bhk: 3,
    area: 1200,
    areaUnit: 'sq ft',
    areaSqft: 1200,
    floor: null,
    age: null,
  },
  deal: 'sale',
  position: {
    available: true,
    count: 7,
    minComparables: 5,
    step: 1,
    steps: 3,
    rule: 'Against the ₹/sq ft of 7 sale listings on the market now in Sector 45, Gurgaon.',
    values: [7000, 8000, 9000, 9333, 10_000, 11_000, 12_000],
    min: 7000,
    q1: 8500,
    median: 9333,
    q3: 10_500,
    max: 12_000,
    ...over,
  },
  fair: {
    available: true,
    count: 8,
    live: 7,
    closed: 1,
    low: 10_200_000,
    mid: 11_200_000,
    high: 12_600_000,
    method: 'Median ₹/sq ft of 8 comparable listings (7 on the market, 1 sold) (step 1 of 3) × 1,200 sq ft.',
  },
  computedAt: '2026-11-29T00:00:00.000Z',
});
// ₹1.2 Cr for 1,200 sq ft = ₹10,000/sq ft: four comparables ask less, one the same, two more.
const asking = { amount: 12_000_000, areaSqft: 1200, place: 'Sector 45, Gurgaon' };

function show(data: PriceSpread) {
  render(
    <MemoryRouter>
      <PricingSummary data={data} asking={asking} />
      <PricingResults data={data} asking={asking} postHref="/sell/post" valuationHref="/valuation" />
    </MemoryRouter>,
  );
}

describe('pricing results', () => {
  it('places the price among the comparables and against the fair range', () => {
    show(answer());
    expect(screen.getByTestId('pricing-verdict').textContent).toBe('Higher than 4 of 7 comparable listings');
    expect(screen.getByText(/2 ask more per sq ft, 1 the same/)).toBeTruthy();
    expect(screen.getByTestId('pricing-yours').textContent).toBe('₹10,000');
    expect(screen.getByTestId('pricing-median').textContent).toBe('₹9,333');
    expect(screen.getByTestId('pricing-count').textContent).toBe('7');
    expect(screen.getByTestId('pricing-band').textContent).toBe(
      'Within the middle half of comparable listings (₹8,500–₹10,500 per sq ft).',
    );
    expect(screen.getByTestId('pricing-fair-verdict').textContent).toBe(
      'Your ₹1.2 Cr: Within the fair range, 7 % above its middle figure.',
    );
    expect(screen.getByText(/Listings behind it: 8\./)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('yours ₹10,000');
    expect(screen.getByRole('link', { name: 'Post your property at this price' }).getAttribute('href')).toBe(
      '/sell/post',
    );
  });

  it('gives no verdict with too few comparables, and says how many there were', () => {
    show(
      answer({
        available: false,
        count: 3,
        values: [],
        min: null,
        q1: null,
        median: null,
        q3: null,
        max: null,
      }),
    );
    expect(screen.getByTestId('pricing-verdict').textContent).toBe(
      'Too few comparable listings to place your price',
    );
    expect(screen.getByTestId('pricing-too-few').textContent).toContain(
      'Only 3 comparable listings are on the market now.',
    );
    expect(screen.queryByTestId('price-range-bar')).toBeNull();
  });
});
