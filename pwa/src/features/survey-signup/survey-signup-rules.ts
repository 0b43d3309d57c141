/**
 * The survey sign-up form's rules (spec part 1 §5 "Survey signup"), as pure functions so the form,
 * its tests and the submit share one copy: first name at least 2 characters, last name at least 1,
 * an email that contains '@', the mobile of sign-in (10 digits starting 6–9, with sign-in's inline
 * message), citizenship and country of residence (defaults Indian and India), and both the planning
 * timeline and "owns real estate" answered. Submit stays disabled until all hold; otherwise the
 * spec's one message. The server checks the same again (api/src/routes/auth/auth.schemas.ts).
 */
import { TIMELINES } from '@propai/api/domain/survey/survey-options';
import { authTexts, isValidMobile } from '../../lib/auth/auth-rules';

export const SIGNUP_INVALID = 'Please fill all required fields correctly';
export const DEFAULT_CITIZENSHIP = 'Indian';
export const DEFAULT_COUNTRY = 'India';

/** The planning timeline is the survey's own (one vocabulary for "when"). */
export const PLANNING_OPTIONS = TIMELINES.map((t) => ({ value: t, label: t }));
export const OWNS_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
/** Citizenship as a tap; "Other" opens a text field. */
export const CITIZENSHIP_OPTIONS = [
  { value: 'Indian', label: 'Indian' },
  { value: 'NRI', label: 'NRI (Indian abroad)' },
  { value: 'OCI', label: 'OCI / PIO' },
  { value: 'Other', label: 'Other' },
] as const;

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, as the field keeps them (lib/auth/auth-rules.ts stripMobile). */
  mobile: string;
  citizenship: string;
  countryOfResidence: string;
  planningToBuy: string;
  ownsRealEstate: string;
}

export type SignupField = keyof SignupDetails;

export const emptyDetails = (planningToBuy = ''): SignupDetails => ({
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  citizenship: DEFAULT_CITIZENSHIP,
  countryOfResidence: DEFAULT_COUNTRY,
  planningToBuy,
  ownsRealEstate: '',
});

/** Per-field messages, in the spec's words where it has them. */
export function signupErrors(d: SignupDetails): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  if (d.firstName.trim().length < 2) errors.firstName = 'Enter your first name (at least 2 characters).';
  if (d.lastName.trim().length < 1) errors.lastName = 'Enter your last name.';
  if (!d.email.includes('@')) errors.email = 'Enter your email address (it needs an @).';
  if (!isValidMobile(d.mobile)) errors.mobile = authTexts.mobile;
  if (d.citizenship.trim() === '') errors.citizenship = 'Enter your citizenship.';
  if (d.countryOfResidence.trim() === '') errors.countryOfResidence = 'Enter your country of residence.';
  if (!PLANNING_OPTIONS.some((o) => o.value === d.planningToBuy)) {
    errors.planningToBuy = 'Choose when you plan to buy.';
  }
  if (!OWNS_OPTIONS.some((o) => o.value === d.ownsRealEstate)) {
    errors.ownsRealEstate = 'Choose whether you own real estate.';
  }
  return errors;
}

export const canSubmitSignup = (d: SignupDetails) => Object.keys(signupErrors(d)).length === 0;

/** The body's userInfo: trimmed, the email as typed but trimmed (the server lower-cases it). */
export function toUserInfo(d: SignupDetails) {
  return {
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    email: d.email.trim(),
    mobile: d.mobile,
    citizenship: d.citizenship.trim(),
    countryOfResidence: d.countryOfResidence.trim(),
    planningToBuy: d.planningToBuy,
    ownsRealEstate: d.ownsRealEstate,
  };
}
