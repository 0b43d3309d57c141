/** A lead's survey answers in words, for the leads table, cards and nothing else. */
import {
  BHK_OPTIONS,
  BUDGET_BANDS,
  PROPERTY_TYPES,
  PURPOSES,
} from '@propai/api/domain/survey/survey-options';
import type { SurveyLead } from './get-survey-leads';

const labelOf = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? v;

/** @example budgetText('50-100') === '₹50L - ₹1Cr'; budgetText(80) === 'Up to ₹80L' */
export function budgetText(v: string | number): string {
  if (typeof v === 'number') return `Up to ₹${v}L`;
  return BUDGET_BANDS.find((b) => b.value === v)?.label ?? `₹${v.replace('-', 'L - ₹')}L`;
}

export function preferenceText(p: NonNullable<SurveyLead['preferences']>) {
  return {
    purpose: labelOf(PURPOSES, p.purpose),
    budget: budgetText(p.budget),
    places: p.preferredLocations.join(', '),
    homes: [
      ...p.bhk.map((b) => labelOf(BHK_OPTIONS, b)),
      ...p.propertyTypes.map((t) => labelOf(PROPERTY_TYPES, t)),
    ].join(', '),
    timeline: p.timeline,
  };
}

export const viaText = (via: SurveyLead['via']) =>
  via === 'signup_form' ? 'Survey sign-up form' : 'Survey, then signed up';
