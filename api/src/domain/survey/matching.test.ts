/** Every matching rule of spec part 2 §5 and the budget table of §9, one table per rule. */
import { describe, expect, it } from 'vitest';
import {
  budgetRange,
  inBudget,
  inCities,
  locationCity,
  matchesRecommendation,
  matchesShortlist,
  parseBhkChoice,
  queryBhk,
  recommendationQuery,
  shortlistBhk,
  shortlistRequest,
  shortlistTypes,
} from './matching';

describe('budget labels → rupee ranges (§9)', () => {
  it.each([
    ['25-50', { min: 2_500_000, max: 5_000_000 }],
    ['50-100', { min: 5_000_000, max: 10_000_000 }],
    ['100-200', { min: 10_000_000, max: 20_000_000 }],
    ['200-500', { min: 20_000_000, max: 50_000_000 }],
    ['500+', { min: 50_000_000, max: null }],
    ['₹25L - ₹50L', { min: 2_500_000, max: 5_000_000 }],
    ['₹100L-₹200L', { min: 10_000_000, max: 20_000_000 }],
    ['₹500L+', { min: 50_000_000, max: null }],
    ['7500000', { min: 0, max: 7_500_000 }],
    [7_500_000, { min: 0, max: 7_500_000 }],
  ] as const)('%s', (label, range) => expect(budgetRange(label)).toEqual(range));

  it.each(['', 'cheap', '50-25', '-5', '0', '25-50-100', '$gt'])('%j is not a budget', (label) =>
    expect(budgetRange(label)).toBeNull(),
  );
  it('rejects numbers that are no budget', () => {
    expect(budgetRange(0)).toBeNull();
    expect(budgetRange(-1)).toBeNull();
    expect(budgetRange(Number.NaN)).toBeNull();
  });
});

describe('BHK (§5)', () => {
  it.each([
    [3, { value: 3, orMore: false }],
    ['3bhk', { value: 3, orMore: false }],
    ['3 BHK', { value: 3, orMore: false }],
    ['4bhk+', { value: 4, orMore: true }],
    ['2', { value: 2, orMore: false }],
  ] as const)('reads %j', (raw, choice) => expect(parseBhkChoice(raw)).toEqual(choice));

  it.each([0, 11, 2.5, 'studio', 'three', '$ne', ''])('%j is not a BHK', (raw) =>
    expect(parseBhkChoice(raw)).toBeNull(),
  );

  it.each([
    [
      [1, 2],
      [
        { value: 1, orMore: false },
        { value: 2, orMore: false },
      ],
    ],
    [[4], [{ value: 4, orMore: true }]],
    [[5], [{ value: 4, orMore: true }]],
    [['6bhk', '4bhk+'], [{ value: 4, orMore: true }]],
    [[], []],
  ] as const)('the project query caps %j at 4', (raw, rules) => expect(queryBhk(raw)).toEqual(rules));

  it.each([
    [['4bhk+'], [4, 5, 6]],
    [
      ['2bhk', '4bhk+'],
      [2, 4, 5, 6],
    ],
    [[3, '3bhk'], [3]],
    [[5], [5]],
    [[], []],
  ] as const)('the shortlist expands %j to %j', (raw, list) => expect(shortlistBhk(raw)).toEqual(list));
});

describe('property types in the shortlist (§5)', () => {
  it.each([
    [
      ['apartment', 'villa'],
      ['Apartment', 'Villa'],
    ],
    [['plot', 'commercial'], ['Plot']],
    [
      ['commercial', 'mixed'],
      ['Apartment', 'Villa', 'Plot'],
    ],
    [[], ['Apartment', 'Villa', 'Plot']],
    [undefined, ['Apartment', 'Villa', 'Plot']],
    [['Villa', 'villa'], ['Villa']],
  ] as const)('%j → %j', (types, out) => expect(shortlistTypes(types)).toEqual(out));
});

describe('city aliases (§5)', () => {
  it.each([
    ['Gurugram', 'gurgaon'],
    ['GGN', 'gurgaon'],
    ['Dwarka Expressway', 'gurgaon'],
    ['Sector 106, Dwarka Expressway', 'gurgaon'],
    ['Sohna', 'gurgaon'],
    ['Sohna Road, Sector 33', 'gurgaon'],
    ['Noida Extension', 'greater noida west'],
    ['Noida', 'noida'],
    ['New Delhi', 'delhi'],
  ])('%s counts as %s', (raw, city) => expect(locationCity(raw)).toBe(city));

  it('matches a project city in any spelling; no locations means any city', () => {
    expect(inCities('Gurugram', ['gurgaon'])).toBe(true);
    expect(inCities('Noida', ['gurgaon'])).toBe(false);
    expect(inCities('Noida', [])).toBe(true);
    expect(inCities(undefined, ['gurgaon'])).toBe(false);
  });
});

describe('budget keeps a project when any of min, max or median is in range (§5)', () => {
  const budget = { min: 5_000_000, max: 10_000_000 };
  it.each([
    ['min inside', { priceRange: { min: 9_000_000, max: 30_000_000 } }, true],
    ['max inside', { priceRange: { min: 1_000_000, max: 6_000_000 } }, true],
    [
      'median inside only',
      { priceRange: { min: 1_000_000, max: 40_000_000 }, stats: { medianTicket: 8_000_000 } },
      true,
    ],
    [
      'range around, median outside',
      { priceRange: { min: 1_000_000, max: 40_000_000 }, stats: { medianTicket: 20_000_000 } },
      false,
    ],
    [
      'all below',
      { priceRange: { min: 1_000_000, max: 4_000_000 }, stats: { medianTicket: 3_000_000 } },
      false,
    ],
    ['all above', { priceRange: { min: 11_000_000, max: 14_000_000 } }, false],
    ['edges count', { priceRange: { min: 10_000_000, max: 12_000_000 } }, true],
    ['starting price stands in for min', { startingPrice: 6_000_000 }, true],
    ['no price at all', {}, false],
  ] as const)('%s', (_, project, kept) => expect(inBudget(project, budget)).toBe(kept));

  it('keeps everything when no budget is given, and open tops have no ceiling', () => {
    expect(inBudget({}, null)).toBe(true);
    expect(inBudget({ priceRange: { min: 900_000_000 } }, { min: 50_000_000, max: null })).toBe(true);
  });
});

describe('the shortlist request of a survey and the match', () => {
  it('applies every rule at once', () => {
    const req = shortlistRequest({
      budget: '500+',
      bhk: ['4bhk+'],
      propertyTypes: ['commercial'],
      locations: ['Sohna', ' '],
    });
    expect(req).toEqual({
      bhk: [4, 5, 6],
      propertyTypes: ['Apartment', 'Villa', 'Plot'],
      minBudget: 50_000_000,
      maxBudget: 1_000_000_000,
      cities: ['gurgaon'],
      preferredLocations: ['Sohna'],
    });
    const villa = {
      city: 'Gurugram',
      bhk: [4, 5],
      propertyTypes: ['Villa'],
      priceRange: { min: 60_000_000, max: 90_000_000 },
    };
    expect(matchesShortlist(villa, req)).toBe(true);
    expect(matchesShortlist({ ...villa, propertyTypes: ['Builder Floor'] }, req)).toBe(false);
    expect(matchesShortlist({ ...villa, bhk: [3] }, req)).toBe(false);
    expect(matchesShortlist({ ...villa, city: 'Noida' }, req)).toBe(false);
    expect(matchesShortlist({ ...villa, priceRange: { min: 20_000_000, max: 40_000_000 } }, req)).toBe(false);
  });

  it('the recommendations query reads 4 as 4 or more, and falls back to the city only', () => {
    const q = recommendationQuery({ budget: '50-100', bhk: [5], locations: ['Noida'] });
    const big = { city: 'Noida', bhk: [6], priceRange: { min: 7_000_000, max: 9_000_000 } };
    expect(matchesRecommendation(big, q)).toBe(true);
    expect(matchesRecommendation({ ...big, bhk: [3] }, q)).toBe(false);
    expect(matchesRecommendation({ ...big, bhk: [3] }, q, true)).toBe(true);
    expect(matchesRecommendation({ ...big, city: 'Delhi' }, q, true)).toBe(false);
  });
});
