import { describe, expect, it } from 'vitest';
import { formatInr, listingCard } from './public-listing';
import { aiInsightsOf, maskAccount, projectSummary } from './public-project';

describe('maskAccount', () => {
  it('keeps only the last four digits', () => {
    expect(maskAccount('50200012345678')).toBe('XXXXXXXXXX5678');
    expect(maskAccount('5020 0012 3456')).toBe('XXXXXXXX3456');
    expect(maskAccount('123')).toBe('XXX');
    expect(maskAccount(undefined)).toBeNull();
  });

  it('is what a project summary shows, with utilisation from the totals', () => {
    const summary = projectSummary({
      _id: 'p1',
      name: 'A',
      escrow: {
        bankName: 'Bank',
        ifsc: 'BANK0001',
        accountNumber: '998877665544',
        totals: { collected: 200, utilized: 150 },
        loanPartners: [],
      },
    });
    expect(summary.escrow).toEqual({
      bank: 'Bank',
      ifsc: 'BANK0001',
      maskedAccount: 'XXXXXXXX5544',
      utilization: { withdrawn: 150, balance: 50, percent: 75 },
      loanPartners: [],
    });
    expect(JSON.stringify(summary)).not.toContain('998877665544');
  });
});

describe('listing shapes', () => {
  const doc = {
    _id: 'l1',
    slug: 'nice-flat',
    category: 'pg',
    title: 'PG',
    pricePerMonth: 9000,
    contactPhone: '9876543210',
    contactEmail: 'a@b.c',
    listerName: 'Asha',
    seeded: true,
    search: { v: 2 },
  };
  it('cards carry no contact and only the listed meta fields', () => {
    const card = listingCard({ ...doc, authorId: 'u1', pgMeta: { sharing: '2', note: 'internal' } });
    expect(JSON.stringify(card)).not.toMatch(/9876543210|a@b\.c|Asha|u1|internal/);
    expect(card).toMatchObject({ priceValue: 9000, url: '/listing/nice-flat', pgMeta: { sharing: '2' } });
  });
  it('formats prices the spec way', () => {
    expect(formatInr(15_000_000)).toBe('₹1.5 Cr');
    expect(formatInr(5_000_000)).toBe('₹50 L');
    expect(formatInr(45_000, true)).toBe('₹45,000/month');
    expect(formatInr(null)).toBe('Price on request');
  });
});

describe('aiInsightsOf (comparison AI rows)', () => {
  it('keeps only stored, well-formed fields and never fills a missing one', () => {
    expect(aiInsightsOf(undefined)).toBeNull();
    expect(aiInsightsOf({})).toBeNull();
    expect(aiInsightsOf({ locationScore: 8.2, investmentPotential: 'High', priceGrowth: 7.4 })).toEqual({
      locationScore: 8.2,
      investmentPotential: 'high',
      priceGrowth: 7.4,
    });
    expect(aiInsightsOf({ locationScore: 42, investmentPotential: 'stellar', priceGrowth: -1.5 })).toEqual({
      locationScore: null,
      investmentPotential: null,
      priceGrowth: -1.5,
    });
  });
});
