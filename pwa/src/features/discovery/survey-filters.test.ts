import { describe, expect, it } from 'vitest';
import { parseExploreParams } from '@propai/api/domain/discovery/explore-filters';
import { surveyBhk, surveyBudget, surveySummary, surveyToFilters } from './survey-filters';

describe('survey → explore filters', () => {
  it('reads budget labels in lakhs', () => {
    expect(surveyBudget('25-50')).toEqual({ min: 2_500_000, max: 5_000_000 });
    expect(surveyBudget('₹25L - ₹50L')).toEqual({ min: 2_500_000, max: 5_000_000 });
    expect(surveyBudget('500+')).toEqual({ min: 50_000_000 });
    expect(surveyBudget(undefined)).toEqual({});
  });
  it('expands 4bhk+ and keeps smaller sizes exact', () => {
    expect(surveyBhk('3bhk')).toEqual(['3']);
    expect(surveyBhk('4bhk+')).toEqual(['4', '5', '6', '6+']);
    expect(surveyBhk([2, 3])).toEqual(['2', '3']);
  });
  it('fills city, budget, size and type', () => {
    const f = surveyToFilters(
      { location: ['Noida', 'Gurgaon'], budget: '50-100', bhk: 3, propertyType: 'villa' },
      parseExploreParams(new URLSearchParams()),
    );
    expect(f).toMatchObject({
      city: 'Noida',
      priceMin: 5_000_000,
      priceMax: 10_000_000,
      bhk: ['3'],
      ptypes: ['Villa'],
    });
    expect(surveySummary({ purpose: 'Self use', budget: '50-100', location: 'Noida', bhk: 3 })).toBe(
      'Self use · 50-100 · Noida · 3 BHK',
    );
  });
});

describe('surveySummary of a survey stored by /survey', () => {
  it('names the purpose in words, not its stored value', () => {
    expect(surveySummary({ purpose: 'self_use' })).toBe('To live in');
    expect(surveySummary({ purpose: 'investment' })).toBe('As an investment');
  });
});
