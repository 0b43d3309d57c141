import { describe, expect, it } from 'vitest';
import {
  askingOf,
  blankPricing,
  checkPricing,
  dealOf,
  postLink,
  readPricing,
  spreadQuery,
  valuationLink,
  type PricingForm,
} from './pricing-form';

const home = (over: Partial<PricingForm> = {}): PricingForm => ({
  ...blankPricing(),
  city: 'Gurgaon',
  locality: ' Sector 45 ',
  bhk: 3,
  area: '1500',
  price: 15_000_000,
  ...over,
});

describe('the pricing form', () => {
  it('asks the API about the home only, never the price', () => {
    expect(spreadQuery(home())).toEqual({
      city: 'Gurgaon',
      locality: 'Sector 45',
      propertyType: 'Apartment',
      area: '1500',
      areaUnit: 'sq ft',
      deal: 'sale',
      bhk: '3',
    });
    expect(JSON.stringify(spreadQuery(home()))).not.toContain('15000000');
  });

  it('no query while the home is incomplete, with the valuation’s messages', () => {
    expect(spreadQuery(home({ bhk: null }))).toBeNull();
    expect(checkPricing(home({ bhk: null, area: '20' }))).toEqual({
      bhk: 'Choose the number of bedrooms (1 to 10).',
      area: 'Enter an area between 100 sq ft and 50,00,000 sq ft.',
    });
  });

  it('a plot is for sale only and has no bedrooms', () => {
    const plot = home({ propertyType: 'Plot', bhk: null, deal: 'rent', area: '200', areaUnit: 'sq yd' });
    expect(dealOf(plot)).toBe('sale');
    expect(spreadQuery(plot)).toMatchObject({ deal: 'sale', propertyType: 'Plot' });
    expect(spreadQuery(plot)).not.toHaveProperty('bhk');
    expect(askingOf(plot)).toBe(plot.price);
  });

  it('links to the posting form with the asking figure, and to the valuation of the same home', () => {
    expect(postLink(home())).toBe(
      '/sell/post?new=1&pf-listingType=Sell&pf-propertyType=Apartment&pf-city=Gurgaon&pf-locality=Sector+45' +
        '&pf-price=15000000&pf-area=1500&pf-areaUnit=sq+ft&pf-bhk=3',
    );
    expect(postLink(home({ deal: 'rent', rent: 42_000 }))).toContain('pf-listingType=Rent');
    expect(postLink(home({ deal: 'rent', rent: 42_000 }))).toContain('pf-pricePerMonth=42000');
    expect(valuationLink(home())).toBe(
      '/valuation?city=Gurgaon&locality=Sector+45&propertyType=Apartment&area=1500&areaUnit=sq+ft&bhk=3',
    );
  });

  it('reads a stored copy, dropping what is malformed and bringing figures into range', () => {
    expect(
      readPricing({
        city: 'Mumbai',
        locality: 'Sector 45',
        bhk: 0,
        area: '12ab',
        price: 1,
        rent: 'x',
        deal: 'rent',
      }),
    ).toEqual({ ...blankPricing(), locality: 'Sector 45', price: 500_000, deal: 'rent' });
  });
});
