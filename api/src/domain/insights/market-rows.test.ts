import { describe, expect, it } from 'vitest';
import { areaKey, listingRow, projectRow } from './market-rows';

const NOW = new Date('2026-11-15T06:00:00Z');
const later = new Date('2026-12-31T00:00:00Z');
const home = {
  status: 'live',
  category: 'sale',
  propertyType: 'Apartment',
  city: 'Gurgaon',
  locality: 'Sector 45',
  bhk: 3,
  price: 12_000_000,
  areaSqft: 1200,
  createdAt: new Date('2026-10-01T00:00:00Z'),
  staleAt: later,
};

describe('which listings are data points', () => {
  it('takes an approved home for sale with a price and an area', () => {
    expect(listingRow(home, NOW)).toEqual({
      city: 'Gurgaon',
      locality: 'Sector 45',
      category: 'sale',
      bhk: 3,
      amount: 12_000_000,
      areaSqft: 1200,
      listedAt: home.createdAt,
      onMarket: true,
    });
  });

  it.each([
    ['pending', { status: 'pending' }],
    ['rejected', { status: 'rejected' }],
    ['hidden after reports', { status: 'flagged' }],
    ['removed with its account', { status: 'removed' }],
    ['a plot', { category: 'plot', propertyType: 'Plot' }],
    ['a PG', { category: 'pg', propertyType: 'pg' }],
    ['commercial', { category: 'commercial', propertyType: 'commercial' }],
    ['no price', { price: undefined }],
    ['no area', { areaSqft: 0 }],
    ['no locality', { locality: ' ' }],
  ])('leaves out %s', (_name, change) => {
    expect(listingRow({ ...home, ...change }, NOW)).toBeNull();
  });

  it('counts sold, rented and stale listings as data points but not as on the market', () => {
    expect(listingRow({ ...home, availability: 'sold' }, NOW)).toMatchObject({ onMarket: false });
    expect(listingRow({ ...home, staleAt: new Date('2026-11-01T00:00:00Z') }, NOW)).toMatchObject({
      onMarket: false,
    });
    expect(
      listingRow(
        { ...home, category: 'rent', price: undefined, pricePerMonth: 30_000, availability: 'rented' },
        NOW,
      ),
    ).toMatchObject({ category: 'rent', amount: 30_000, onMarket: false });
  });

  it('groups bedrooms 1 … 5+, from bhk or bedrooms', () => {
    expect(listingRow({ ...home, bhk: 7 }, NOW)?.bhk).toBe(5);
    expect(listingRow({ ...home, bhk: undefined, bedrooms: 2 }, NOW)?.bhk).toBe(2);
    expect(listingRow({ ...home, bhk: undefined }, NOW)?.bhk).toBeNull();
  });
});

describe('areas', () => {
  it('names a city by its canonical key and a locality by city and folded name', () => {
    expect(areaKey('Gurugram')).toBe('c:gurgaon');
    expect(areaKey(' gurgaon ', 'Sector  45')).toBe('l:gurgaon|sector 45');
    expect(areaKey('Noida Extension', 'Techzone 4')).toBe('l:greater noida west|techzone 4');
  });

  it('reads a project with its place, status, BHKs and possession', () => {
    expect(
      projectRow({
        city: 'Gurgaon',
        locality: 'Sector 45',
        name: 'Solace Avenue',
        slug: 'solace-avenue',
        status: 'Under Construction',
        bhk: [3, 2, 2, 6],
        possession: { promised: '2026-03-31' },
      }),
    ).toEqual({
      city: 'Gurgaon',
      locality: 'Sector 45',
      name: 'Solace Avenue',
      slug: 'solace-avenue',
      status: 'Under Construction',
      bhk: [2, 3, 5],
      possession: { promised: '2026-03-31' },
    });
    expect(projectRow({ city: 'Gurgaon' })).toBeNull();
  });
});
