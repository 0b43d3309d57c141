/**
 * One line of what the recommendations are based on, in the survey's own labels (survey-data.ts):
 * 'Noida, Gurgaon · ₹50L - ₹1Cr · 2 BHK, 3 BHK · Apartment'.
 */
import {
  BHK_OPTIONS,
  BUDGET_BANDS,
  PROPERTY_TYPES,
  type SurveyData,
} from '@propai/api/domain/survey/survey-data';

function budgetLabel(budget: SurveyData['budget']): string {
  const band = BUDGET_BANDS.find((b) => b.value === budget);
  if (band) return band.label;
  if (typeof budget === 'number') return `up to ₹${budget}L`;
  if (budget.endsWith('+')) return `₹${budget.slice(0, -1)}L+`;
  const [from, to] = budget.split('-');
  return `₹${from}L - ₹${to}L`;
}

export function surveySummary(survey: SurveyData): string {
  const label = <T extends { value: string; label: string }>(list: readonly T[], v: string) =>
    list.find((o) => o.value === v)?.label ?? v;
  return [
    survey.preferredLocations.join(', '),
    budgetLabel(survey.budget),
    survey.bhk.map((b) => label(BHK_OPTIONS, b)).join(', '),
    survey.propertyTypes.map((t) => label(PROPERTY_TYPES, t)).join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}
