import { describe, expect, it } from 'vitest';
import {
  checkForm,
  emptyForm,
  formFromParams,
  formQuery,
  postingLink,
  type ValuationForm,
} from './valuation-form';

const filled: ValuationForm = {
  ...emptyForm(),
  city: 'Gurgaon',
  locality: 'Sector 45',
  bhk: 3,
  area: '1500',
};

describe('the valuation form', () => {
  it('names each missing answer in the API’s words', () => {
    expect(checkForm(emptyForm())).toEqual({
      city: 'Choose a city in Delhi NCR.',
      locality: 'Enter the locality, e.g. Sector 45.',
      bhk: 'Choose the number of bedrooms (1 to 10).',
      area: 'Enter the area as a number above 0.',
    });
    expect(checkForm({ ...filled, area: '5', areaUnit: 'sq ft' }).area).toMatch(
      /^Enter an area between 100 sq ft/,
    );
    expect(checkForm({ ...filled, propertyType: 'Plot', bhk: null })).toEqual({});
  });

  it('round-trips through the URL; a plot sends no BHK', () => {
    const form = { ...filled, floor: 0, age: '1-5 years' as const };
    expect(formFromParams(new URLSearchParams(formQuery(form)))).toEqual(form);
    expect(formQuery({ ...filled, propertyType: 'Plot' })).not.toHaveProperty('bhk');
    expect(formFromParams(new URLSearchParams('city=Mumbai&bhk=99&area=x'))).toEqual(emptyForm());
  });

  it('posts the property with the answers and the middle estimate; acres go over in sq ft', () => {
    const link = postingLink({ ...filled, floor: 2 }, 'rent', 42_000);
    const q = new URLSearchParams(link.split('?')[1]);
    expect(link.startsWith('/sell/post?new=1&')).toBe(true);
    expect(Object.fromEntries(q)).toMatchObject({
      'pf-listingType': 'Rent',
      'pf-city': 'Gurgaon',
      'pf-bhk': '3',
      'pf-area': '1500',
      'pf-floorNo': '2',
      'pf-pricePerMonth': '42000',
    });
    const plot = new URLSearchParams(
      postingLink({ ...filled, propertyType: 'Plot', area: '1', areaUnit: 'acre' }, 'sale', null).split(
        '?',
      )[1],
    );
    expect([plot.get('pf-area'), plot.get('pf-areaUnit'), plot.get('pf-bhk'), plot.get('pf-price')]).toEqual([
      '43560',
      'sq ft',
      null,
      null,
    ]);
  });
});
