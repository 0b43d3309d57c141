import type { SurveyData } from '../../../api/src/domain/survey/survey-data';

/**
 * A complete survey as the server stores it: a Gurgaon family with ₹1–2 Cr for a 3 BHK apartment,
 * which the e2e seed has projects for (recommendations.spec.ts sends it through the API,
 * survey-journey.spec.ts taps the same answers in the wizard).
 */
export const SURVEY: SurveyData = {
  purpose: 'self_use',
  budget: '100-200',
  preferredLocations: ['Gurgaon', 'Dwarka Expressway'],
  bhk: ['3bhk'],
  propertyTypes: ['apartment'],
  timeline: '6-12 months',
};
