/**
 * The wizard's screens, one question each, in the spec's order (part 1 §3, part 2 §9). The value
 * sets come from the domain package, so the chips offer exactly what the server accepts.
 */
import {
  BHK_OPTIONS,
  BUDGET_BANDS,
  PREFERRED_LOCATIONS,
  PROPERTY_TYPES,
  PURPOSES,
  TIMELINES,
  type SurveyQuestion,
} from '@propai/api/domain/survey/survey-data';

export interface QuestionScreen {
  question: SurveyQuestion;
  title: string;
  hint: string;
  multiple: boolean;
  options: readonly { value: string; label: string }[];
  /**
   * Next with nothing chosen, in the words of the chips on screen: the server's rule messages speak
   * to API callers (the budget's "25-50, 50-100 … or enter a number of lakhs" names values a phone
   * user never sees and offers typing where there is none).
   */
  unanswered: string;
}

const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export const QUESTION_SCREENS: readonly QuestionScreen[] = [
  {
    question: 'purpose',
    title: 'Why are you buying?',
    hint: 'Choose one.',
    multiple: false,
    options: PURPOSES,
    unanswered: 'Choose why you are buying.',
  },
  {
    question: 'budget',
    title: 'What is your budget?',
    hint: 'Choose one range.',
    multiple: false,
    options: BUDGET_BANDS,
    unanswered: 'Choose a budget range.',
  },
  {
    question: 'preferredLocations',
    title: 'Where would you like to buy?',
    hint: 'Choose one or more places in Delhi NCR.',
    multiple: true,
    options: plain(PREFERRED_LOCATIONS),
    unanswered: 'Choose at least one place.',
  },
  {
    question: 'bhk',
    title: 'How many bedrooms?',
    hint: 'Choose one or more.',
    multiple: true,
    options: BHK_OPTIONS,
    unanswered: 'Choose at least one size.',
  },
  {
    question: 'propertyTypes',
    title: 'What kind of property?',
    hint: 'Choose one or more.',
    multiple: true,
    options: PROPERTY_TYPES,
    unanswered: 'Choose at least one kind of property.',
  },
  {
    question: 'timeline',
    title: 'When are you planning to buy?',
    hint: 'Choose one.',
    multiple: false,
    options: plain(TIMELINES),
    unanswered: 'Choose when you plan to buy.',
  },
];
