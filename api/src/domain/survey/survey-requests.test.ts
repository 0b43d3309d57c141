/** A stored survey → the recommendations page's three requests, with the budget read as the survey reads it. */
import { describe, expect, it } from 'vitest';
import { SurveyDataSchema } from './survey-data';
import { surveyHomesQuery, surveyRecommendationQuery, surveyShortlistRequest } from './survey-requests';

const survey = (answers: Record<string, unknown>) =>
  SurveyDataSchema.parse({
    purpose: 'both',
    budget: '50-100',
    preferredLocations: ['Noida'],
    bhk: ['2bhk'],
    propertyTypes: ['apartment'],
    timeline: '3-6 months',
    ...answers,
  });

describe('survey-requests', () => {
  it('expands 4bhk+ to 4, 5, 6, caps an open budget at 1 billion and drops commercial', () => {
    const req = surveyShortlistRequest(
      survey({
        budget: '500+',
        bhk: ['4bhk+'],
        propertyTypes: ['commercial'],
        preferredLocations: ['Sohna'],
      }),
    );
    expect(req).toEqual({
      bhk: [4, 5, 6],
      propertyTypes: ['Apartment', 'Villa', 'Plot'],
      minBudget: 50_000_000,
      maxBudget: 1_000_000_000,
      cities: ['gurgaon'],
      preferredLocations: ['Sohna'],
    });
  });

  it('reads a plain budget number as lakhs, never rupees', () => {
    expect(surveyShortlistRequest(survey({ budget: 80 }))).toMatchObject({
      minBudget: 0,
      maxBudget: 8_000_000,
    });
    expect(surveyRecommendationQuery(survey({ budget: 80 })).budget).toEqual({ min: 0, max: 8_000_000 });
    expect(surveyHomesQuery(survey({ budget: 80 }))).toMatchObject({ priceMax: 8_000_000 });
    expect(surveyHomesQuery(survey({ budget: 80 })).priceMin).toBeUndefined();
  });

  it('caps BHK at 4 meaning 4 or more in the project query', () => {
    const q = surveyRecommendationQuery(survey({ bhk: [6, 2], preferredLocations: ['Dwarka Expressway'] }));
    expect(q.bhk).toEqual(
      expect.arrayContaining([
        { value: 2, orMore: false },
        { value: 4, orMore: true },
      ]),
    );
    expect(q.bhk).toHaveLength(2);
    expect(q.cities).toEqual(['gurgaon']);
    expect(q.budget).toEqual({ min: 5_000_000, max: 10_000_000 });
  });

  it("searches homes for sale in the first location's city from the smallest BHK, at most 9", () => {
    expect(
      surveyHomesQuery(
        survey({ preferredLocations: ['Greater Noida West', 'Gurgaon'], bhk: ['3bhk', '2bhk'] }),
      ),
    ).toEqual({
      type: 'sale',
      city: 'greater noida west',
      priceMin: 5_000_000,
      priceMax: 10_000_000,
      bedroomsMin: 2,
      limit: 9,
    });
    expect(surveyHomesQuery(survey({ budget: '500+' }))).not.toHaveProperty('priceMax');
  });
});
