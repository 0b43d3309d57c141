/**
 * The survey's vocabulary (spec part 1 §3, part 2 §3 and §9): what each answer may be, and the
 * messages that name a wrong answer. No zod here: pages that only show these values (explore's
 * survey filters, the admin's lead list) must not download the validation library with them
 * (issue 21: ~24 kB gzip on /explore). survey-data.ts builds the schema from these.
 */
export const SURVEY_VERSION = '1.0';
/** A device's anonymous id: a random UUID (crypto.randomUUID), made once per device. */
export const ANONYMOUS_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const SURVEY_SOURCE = 'guided_journey';

export const PURPOSES = [
  { value: 'self_use', label: 'To live in' },
  { value: 'investment', label: 'As an investment' },
  { value: 'both', label: 'Both' },
] as const;
export type Purpose = (typeof PURPOSES)[number]['value'];

/** Part 2 §9: lakh label → rupees (500+ has no ceiling; the shortlist caps it at 1 billion). */
export const BUDGET_BANDS = [
  { value: '25-50', label: '₹25L - ₹50L', min: 2_500_000, max: 5_000_000 },
  { value: '50-100', label: '₹50L - ₹1Cr', min: 5_000_000, max: 10_000_000 },
  { value: '100-200', label: '₹1Cr - ₹2Cr', min: 10_000_000, max: 20_000_000 },
  { value: '200-500', label: '₹2Cr - ₹5Cr', min: 20_000_000, max: 50_000_000 },
  { value: '500+', label: '₹5Cr+', min: 50_000_000, max: null },
] as const;
export const LAKH = 100_000;
/** The largest budget accepted, in lakhs (₹1,000 Cr, the shortlist's 1 billion ceiling). */
export const MAX_BUDGET_LAKH = 10_000;

/** The spec's NCR places (part 2 §2 city chips, plus Sohna of §5); other spellings fold into them. */
export const PREFERRED_LOCATIONS = [
  'Gurgaon',
  'New Gurgaon',
  'Sohna Road',
  'Sohna',
  'Dwarka Expressway',
  'Delhi',
  'Noida',
  'Greater Noida',
  'Greater Noida West',
  'YEIDA',
  'Ghaziabad',
  'Faridabad',
] as const;
export const MAX_LOCATIONS = PREFERRED_LOCATIONS.length;

export const BHK_OPTIONS = [
  { value: '1bhk', label: '1 BHK' },
  { value: '2bhk', label: '2 BHK' },
  { value: '3bhk', label: '3 BHK' },
  { value: '4bhk+', label: '4+ BHK' },
] as const;
export type Bhk = (typeof BHK_OPTIONS)[number]['value'];

export const PROPERTY_TYPES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'villa', label: 'Villa' },
  { value: 'plot', label: 'Plot' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'mixed', label: 'Mixed use' },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];

export const TIMELINES = ['3-6 months', '6-12 months', '1-2 years', 'Just exploring'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const MESSAGES = {
  purpose: 'Choose why you are buying: to live in, as an investment, or both.',
  budget:
    'Choose a budget range in lakhs (25-50, 50-100, 100-200, 200-500 or 500+) or enter a number of lakhs.',
  preferredLocations: `Choose at least one preferred location in Delhi NCR (${PREFERRED_LOCATIONS.join(', ')}).`,
  bhk: 'Choose at least one size: 1 BHK, 2 BHK, 3 BHK or 4+ BHK.',
  propertyTypes: 'Choose at least one property type: apartment, villa, plot, commercial or mixed.',
  timeline: `Choose a timeline: ${TIMELINES.join(', ')}.`,
} as const;
