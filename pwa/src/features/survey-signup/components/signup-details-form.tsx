import { useState } from 'react';
import { EmailField, MobileField } from '../../../components/auth/contact-fields';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import {
  CITIZENSHIP_OPTIONS,
  OWNS_OPTIONS,
  PLANNING_OPTIONS,
  SIGNUP_INVALID,
  type SignupField,
  canSubmitSignup,
  signupErrors,
} from '../survey-signup-rules';
import type { SurveySignupFlow } from './use-survey-signup-flow';

type Touched = Partial<Record<SignupField, boolean>>;
const ALL_TOUCHED: Touched = {
  firstName: true,
  lastName: true,
  email: true,
  mobile: true,
  citizenship: true,
  countryOfResidence: true,
  planningToBuy: true,
  ownsRealEstate: true,
};
const LISTED_CITIZENSHIPS: readonly string[] = CITIZENSHIP_OPTIONS.map((o) => o.value).filter(
  (v) => v !== 'Other',
);

/**
 * The details step: names, email, mobile, citizenship, country of residence, when they plan to buy
 * and whether they own real estate. Taps (chips) for the choices, keyboards suited to each field;
 * a field's message shows once it was left (the mobile as soon as 10 digits are in), and the
 * submit stays disabled until everything is valid, with the spec's one message beside it.
 */
export function SignupDetailsForm({ flow, idPrefix }: { flow: SurveySignupFlow; idPrefix: string }) {
  const [touched, setTouched] = useState<Touched>({});
  const [otherCitizenship, setOtherCitizenship] = useState(false);
  const { details, busy } = flow;
  const errors = { ...signupErrors(details), ...stripEmpty(flow.serverFields) };
  const ready = canSubmitSignup(details);
  const shown = (f: SignupField) =>
    (touched[f] || (f === 'mobile' && details.mobile.length === 10) || flow.serverFields[f]) && errors[f];
  const describe = (f: SignupField) => (shown(f) ? `${idPrefix}-${f}-error` : undefined);
  const input = (f: SignupField) => ({
    id: `${idPrefix}-${f}`,
    value: details[f],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => flow.setField(f, e.target.value),
    onBlur: () => setTouched((t) => ({ ...t, [f]: true })),
    'aria-invalid': Boolean(shown(f)),
    'aria-describedby': describe(f),
    disabled: busy,
  });
  const message = (f: SignupField) =>
    shown(f) ? (
      <p className="auth-field-error" id={`${idPrefix}-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;
  const choose = (f: SignupField) => (v: string | string[]) => {
    flow.setField(f, Array.isArray(v) ? (v[0] ?? '') : v);
    setTouched((t) => ({ ...t, [f]: true }));
  };
  const citizenshipChip =
    otherCitizenship || !LISTED_CITIZENSHIPS.includes(details.citizenship) ? 'Other' : details.citizenship;

  return (
    <form
      className="auth-form survey-signup-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(ALL_TOUCHED);
        void flow.submit();
      }}
    >
      <p className="survey-signup-lead">
        {flow.hasSurvey
          ? 'Create your account to see homes picked from your survey. Your answers come with you.'
          : 'Create your account to get recommendations. You can take the survey next.'}
      </p>
      <div className="survey-signup-row">
        <div className="auth-field">
          <label htmlFor={`${idPrefix}-firstName`}>First name</label>
          <input {...input('firstName')} type="text" autoComplete="given-name" placeholder="e.g. Asha" />
          {message('firstName')}
        </div>
        <div className="auth-field">
          <label htmlFor={`${idPrefix}-lastName`}>Last name</label>
          <input {...input('lastName')} type="text" autoComplete="family-name" placeholder="e.g. Verma" />
          {message('lastName')}
        </div>
      </div>
      <EmailField input={input('email')} message={message('email')} />
      <MobileField input={input('mobile')} message={message('mobile')} />
      <div className="survey-signup-choice">
        <p className="survey-signup-label" aria-hidden="true">
          Citizenship
        </p>
        <ChoiceChips
          label="Citizenship"
          options={CITIZENSHIP_OPTIONS}
          multiple={false}
          value={citizenshipChip}
          onChange={(v) => {
            const chosen = Array.isArray(v) ? (v[0] ?? '') : v;
            setOtherCitizenship(chosen === 'Other');
            flow.setField('citizenship', chosen === 'Other' ? '' : chosen);
          }}
        />
        {citizenshipChip === 'Other' && (
          <div className="auth-field">
            <label htmlFor={`${idPrefix}-citizenship`}>Your citizenship</label>
            <input {...input('citizenship')} type="text" autoComplete="off" placeholder="e.g. British" />
          </div>
        )}
        {message('citizenship')}
      </div>
      <div className="auth-field">
        <label htmlFor={`${idPrefix}-countryOfResidence`}>Country of residence</label>
        <input {...input('countryOfResidence')} type="text" autoComplete="country-name" />
        {message('countryOfResidence')}
      </div>
      <div className="survey-signup-choice">
        <p className="survey-signup-label" aria-hidden="true">
          When do you plan to buy?
        </p>
        <ChoiceChips
          label="When do you plan to buy?"
          options={PLANNING_OPTIONS}
          multiple={false}
          value={details.planningToBuy}
          onChange={choose('planningToBuy')}
        />
        {message('planningToBuy')}
      </div>
      <div className="survey-signup-choice">
        <p className="survey-signup-label" aria-hidden="true">
          Do you already own real estate?
        </p>
        <ChoiceChips
          label="Do you already own real estate?"
          options={OWNS_OPTIONS}
          multiple={false}
          value={details.ownsRealEstate}
          onChange={choose('ownsRealEstate')}
        />
        {message('ownsRealEstate')}
      </div>
      {flow.error && (
        <p className="auth-error" role="alert">
          {flow.error}
        </p>
      )}
      {flow.registered && (
        <button type="button" className="auth-link" onClick={flow.signInInstead}>
          Sign in instead
        </button>
      )}
      <button type="submit" className="auth-primary" disabled={!ready || busy}>
        {busy ? 'Sending…' : 'Create account'}
      </button>
      {!ready && !flow.error && <p className="auth-hint">{SIGNUP_INVALID}</p>}
      <p className="auth-fine">We send a 6-digit code to your email. No password needed.</p>
    </form>
  );
}

function stripEmpty(fields: Partial<Record<SignupField, string>>): Partial<Record<SignupField, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => Boolean(v)));
}
