import { describe, expect, it } from 'vitest';
import { listingToCompare, projectToCompare } from '../../../lib/compare-item';
import { bestIndexes, bestValues } from './best-values';
import { compareProperty } from './compare-fixture';
import { locationScoreBand, BAND_COLOURS } from './colours';
import {
  areaText,
  configurationText,
  locationScoreText,
  overlayPrice,
  pricePerSqftText,
  selectedText,
  trayPrice,
} from './compare-format';
import { EMI_DEFAULTS, emi } from '@propai/api/domain/finance/emi';
import { compareLink, parseCompareIds } from './share-link';

const prop = compareProperty;

describe('price formatting (spec part 1 §9)', () => {
  it('writes crore with one decimal in the overlay and two in the tray', () => {
    expect(overlayPrice({ price: 12_340_000, monthly: false })).toBe('₹1.2 Cr');
    expect(trayPrice({ price: 12_340_000, monthly: false })).toBe('₹1.23 Cr');
    expect(overlayPrice({ price: 10_000_000, monthly: false })).toBe('₹1.0 Cr');
  });
  it('writes lakh from 1,00,000 and Indian grouping below', () => {
    expect(overlayPrice({ price: 4_550_000, monthly: false })).toBe('₹45.5 L');
    expect(trayPrice({ price: 4_550_000, monthly: false })).toBe('₹45.50 L');
    expect(overlayPrice({ price: 85_000, monthly: false })).toBe('₹85,000');
    expect(trayPrice({ price: 25_000, monthly: true })).toBe('₹25,000/month');
  });
  it("says 'N/A' without a price", () => {
    expect(overlayPrice({ price: null, monthly: false })).toBe('N/A');
    expect(trayPrice({ price: 0, monthly: false })).toBe('N/A');
  });
  it('rounds price per sqft, N/A without an area; area and configuration', () => {
    expect(pricePerSqftText({ price: 10_000_000, area: 1_234, monthly: false })).toBe('₹8,104/sqft');
    expect(pricePerSqftText({ price: 30_000, area: 1_000, monthly: true })).toBe('₹30/sqft/month');
    expect(pricePerSqftText({ price: 10_000_000, area: null, monthly: false })).toBe('N/A');
    expect(areaText(1_850)).toBe('1,850 sqft');
    expect(areaText(null)).toBe('N/A');
    expect(configurationText({ bedrooms: 3, bathrooms: 2 })).toBe('3 BHK, 2 Bath');
    expect(configurationText({ bedrooms: 3, bathrooms: null })).toBe('N/A');
  });
  it('writes scores and the selected count', () => {
    expect(locationScoreText(8.25)).toBe('8.3/10');
    expect(locationScoreText(null)).toBe('N/A');
    expect(selectedText(1)).toBe('1 property selected');
    expect(selectedText(3)).toBe('3 properties selected');
  });
});

describe('best values', () => {
  const ai = (locationScore: number | null, priceGrowth: number | null) => ({
    locationScore,
    priceGrowth,
    investmentPotential: null,
  });
  const items = [
    prop({ price: 9_000_000, area: 1_200, aiInsights: ai(7, 4) }),
    prop({ price: 7_500_000, area: 1_500, aiInsights: ai(8.5, null) }),
    prop({ price: null, area: 1_500, aiInsights: ai(null, 9.5) }),
  ];
  it('marks lowest price, largest area (ties all) and highest location score; never price growth', () => {
    const best = bestValues(items);
    expect([...best.price]).toEqual([1]);
    expect([...best.area]).toEqual([1, 2]);
    expect([...best.locationScore]).toEqual([1]);
    expect(Object.keys(best)).toEqual(['price', 'area', 'locationScore']);
  });
  it('marks nothing with fewer than two known values or when all are equal', () => {
    expect(bestIndexes([prop({ price: 5e6 }), prop({})], 'price').size).toBe(0);
    expect(bestIndexes([prop({ area: 900 }), prop({ area: 900 })], 'area').size).toBe(0);
  });
  it('does not call a monthly rent the lowest price next to sale prices', () => {
    const mixed = [
      prop({ price: 6_000_000 }),
      prop({ price: 27_500, monthly: true }),
      prop({ price: 9_000_000 }),
    ];
    expect(bestIndexes(mixed, 'price').size).toBe(0);
    const rents = [prop({ price: 30_000, monthly: true }), prop({ price: 27_500, monthly: true })];
    expect([...bestIndexes(rents, 'price')]).toEqual([1]);
  });
});

describe('colours', () => {
  it('bands location scores by their share of 10', () => {
    expect([10, 8, 7.9, 6, 5.9, 4, 3.9, 0].map(locationScoreBand)).toEqual([
      'emerald',
      'emerald',
      'green',
      'green',
      'amber',
      'amber',
      'red',
      'red',
    ]);
    expect(new Set(Object.values(BAND_COLOURS)).size).toBe(4);
  });
});

describe('EMI', () => {
  it('uses monthly compounding on the reducing balance', () => {
    const r = emi(5_000_000, EMI_DEFAULTS.annualRatePct, EMI_DEFAULTS.years)!;
    expect(Math.round(r.emi)).toBe(43391);
    expect(r.months).toBe(240);
    expect(Math.round(r.totalInterest)).toBe(Math.round(r.emi * 240 - 5_000_000));
    expect(emi(1_200_000, 0, 10)!.emi).toBe(10_000);
    expect(emi(0, 8.5, 20)).toBeNull();
    expect(emi(1e6, 8.5, 0)).toBeNull();
  });
});

describe('share link', () => {
  it('round-trips keys and reads bare ids as projects', () => {
    expect(compareLink(['project:a1', 'listing:b-2'])).toBe('/compare?ids=project%3Aa1,listing%3Ab-2');
    expect(parseCompareIds('?ids=project%3Aa1,listing%3Ab-2')).toEqual([
      { kind: 'project', id: 'a1' },
      { kind: 'listing', id: 'b-2' },
    ]);
    expect(parseCompareIds('?ids=abc,listing:x,abc,,p:q,a,b,c,d')).toEqual([
      { kind: 'project', id: 'abc' },
      { kind: 'listing', id: 'x' },
      { kind: 'project', id: 'p:q' },
      { kind: 'project', id: 'a' },
    ]);
  });
});

describe('snapshots from API documents', () => {
  it('reads a project card and never invents AI data', () => {
    const p = projectToCompare({
      id: 'p1',
      slug: 'aravali-heights',
      name: 'Aravali Heights',
      sector: 'Sector 45',
      city: 'Gurgaon',
      images: ['/a.jpg'],
      startingPrice: 9_500_000,
      areaRangeSqft: { min: 1_100, max: 2_400 },
      bhk: [3, 2, 4],
      featured: true,
      verified: true,
    });
    expect(p).toMatchObject({
      key: 'project:p1',
      title: 'Aravali Heights',
      location: 'Sector 45, Gurgaon',
      image: '/a.jpg',
      price: 9_500_000,
      area: 1_100,
      bedrooms: 2,
      bathrooms: null,
      featured: true,
      verified: true,
      href: '/projects/aravali-heights',
      aiInsights: null,
    });
    expect(projectToCompare({ id: 'p', aiInsights: { locationScore: 8.1 } }).aiInsights).toEqual({
      locationScore: 8.1,
      investmentPotential: null,
      priceGrowth: null,
    });
  });
  it('reads a listing, with rent as a monthly price', () => {
    const l = listingToCompare({
      id: 'l1',
      title: '3 BHK',
      locality: 'DLF Phase 2',
      city: 'Gurgaon',
      pricePerMonth: 45_000,
      category: 'rent',
      areaSqft: 1_600,
      bhk: 3,
      bathrooms: 3,
      photos: [],
      url: '/user-property/l1',
    });
    expect(l).toMatchObject({
      key: 'listing:l1',
      price: 45_000,
      monthly: true,
      area: 1_600,
      bedrooms: 3,
      bathrooms: 3,
    });
    expect(l.image).toBeNull();
  });
});
