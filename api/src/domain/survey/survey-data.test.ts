/** The survey's value sets: what the spec lets clients send folds into one stored shape; the rest is refused. */
import { describe, expect, it } from 'vitest';
import { answerError, MESSAGES, readBhk, readBudget, SurveyDataSchema } from './survey-data';

const complete = {
  purpose: 'investment',
  budget: '50-100',
  preferredLocations: ['Gurgaon'],
  bhk: ['3bhk'],
  propertyTypes: ['apartment'],
  timeline: '6-12 months',
};

describe('SurveyDataSchema', () => {
  it('keeps a complete survey as sent', () => {
    expect(SurveyDataSchema.parse(complete)).toEqual(complete);
  });

  it('folds the older spellings the spec allows into one shape', () => {
    const parsed = SurveyDataSchema.parse({
      ...complete,
      preferredLocations: undefined,
      propertyTypes: undefined,
      location: 'gurugram',
      propertyType: 'Villa',
      bhk: 5,
      budget: '₹25L - ₹50L',
    });
    expect(parsed).toEqual({
      ...complete,
      preferredLocations: ['Gurgaon'],
      propertyTypes: ['villa'],
      bhk: ['4bhk+'],
      budget: '25-50',
    });
  });

  it('reads places with the alias rules (Sohna Road, Noida Extension, ggn)', () => {
    const parsed = SurveyDataSchema.parse({
      ...complete,
      preferredLocations: ['Sohna Road', 'noida extension', 'ggn', 'Gurgaon'],
    });
    expect(parsed.preferredLocations).toEqual(['Sohna Road', 'Greater Noida West', 'Gurgaon']);
  });

  it.each([
    ['purpose', 'flipping'],
    ['purpose', { $gt: '' }],
    ['budget', 'cheap'],
    ['budget', { $gt: '' }],
    ['budget', -5],
    ['budget', '100-50'],
    ['preferredLocations', ['Mumbai']],
    ['preferredLocations', [{ $ne: null }]],
    ['preferredLocations', []],
    ['bhk', ['7 rooms']],
    ['propertyTypes', ['castle']],
    ['timeline', 'immediately'],
  ])('refuses %s = %j naming the field', (field, value) => {
    const result = SurveyDataSchema.safeParse({ ...complete, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('refuses unknown fields, including operators as keys', () => {
    const result = SurveyDataSchema.safeParse({ ...complete, $where: '1' });
    expect(result.error?.issues[0]?.message).toMatch(/Unexpected survey field: \$where/);
  });
});

describe('readBudget', () => {
  it.each([
    ['25-50', { value: '25-50', min: 2_500_000, max: 5_000_000 }],
    ['500+', { value: '500+', min: 50_000_000, max: null }],
    ['₹1Cr - ₹2Cr', { value: '100-200', min: 10_000_000, max: 20_000_000 }],
    ['30-60', { value: '30-60', min: 3_000_000, max: 6_000_000 }],
    [80, { value: 80, min: 0, max: 8_000_000 }],
  ])('%j', (input, expected) => {
    expect(readBudget(input)).toEqual(expected);
  });

  it.each([[0], [NaN], [20_000], ['abc'], ['1-2-3'], [null], [[25, 50]]])('refuses %j', (input) => {
    expect(readBudget(input)).toBeNull();
  });
});

describe('readBhk and answerError', () => {
  it('caps sizes of 4 and more at 4bhk+', () => {
    expect([1, '2', '3bhk', '4bhk+', 6].map(readBhk)).toEqual(['1bhk', '2bhk', '3bhk', '4bhk+', '4bhk+']);
  });

  it('checks one answer for the wizard', () => {
    expect(answerError('timeline', '1-2 years')).toBeNull();
    expect(answerError('timeline', undefined)).toBe(MESSAGES.timeline);
    expect(answerError('bhk', [])).toBe(MESSAGES.bhk);
  });
});
