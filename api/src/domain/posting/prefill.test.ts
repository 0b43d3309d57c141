import { describe, expect, it } from 'vitest';
import { prefillParams, prefillPath, readPrefill } from './prefill';

describe('posting prefill through the URL', () => {
  it('round-trips the fields, always as a new draft', () => {
    const path = prefillPath('/sell/post', {
      listingType: 'Sell',
      propertyType: 'Builder Floor',
      city: 'Gurgaon',
      locality: 'Sector 45',
      bhk: 3,
      area: 1500,
      areaUnit: 'sq ft',
      floorNo: 0,
      propertyAge: '1-5 years',
      price: 15_000_000,
    });
    expect(path).toMatch(/^\/sell\/post\?new=1&pf-listingType=Sell&/);
    expect(readPrefill(path.split('?')[1]!)).toEqual({
      listingType: 'Sell',
      propertyType: 'Builder Floor',
      city: 'Gurgaon',
      locality: 'Sector 45',
      bhk: 3,
      area: 1500,
      areaUnit: 'sq ft',
      floorNo: 0,
      propertyAge: '1-5 years',
      price: 15_000_000,
    });
  });

  it('reads only known fields, numbers ≥ 0 and short texts', () => {
    expect(readPrefill('?new=1&pf-bhk=-2&pf-area=abc&pf-title=x&pf-city=' + 'x'.repeat(101))).toBeNull();
    expect(readPrefill('?draft=abc')).toBeNull();
    expect(readPrefill('pf-pricePerMonth=32000.5')).toEqual({ pricePerMonth: 32000.5 });
  });

  it('names the parameters to drop once read', () => {
    expect(prefillParams('?new=1&pf-city=Noida&draft=x&pf-bhk=2')).toEqual(['pf-city', 'pf-bhk']);
  });
});
