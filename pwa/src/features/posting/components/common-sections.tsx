import { AREA_UNITS, POSTING_CITIES, USER_TYPES } from '@propai/api/domain/posting/common-rules';
import { FormSection, options, SelectField, TextField, ChoiceField, useForm } from './form-fields';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';

/** Contact details: kept after a successful submit (spec part 3 §2). */
export function ContactSection() {
  return (
    <FormSection title="Contact details">
      <TextField path="contactName" label="Your name" autoComplete="name" />
      <TextField
        path="contactPhone"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile"
      />
      <TextField path="contactEmail" label="Email" type="email" autoComplete="email" />
    </FormSection>
  );
}

/** Who is posting; agents and builders add their company and RERA ID (required for them). */
export function PosterSection() {
  const { values } = useForm();
  const business = values.userType === 'agent' || values.userType === 'builder';
  return (
    <FormSection title="You are">
      <ChoiceField path="userType" label="Posting as" choices={options(USER_TYPES, OPTION_LABELS)} />
      {business && (
        <>
          <TextField path="companyName" label="Company name" />
          <TextField path="reraId" label="RERA ID" />
        </>
      )}
    </FormSection>
  );
}

export const cityChoices = options(POSTING_CITIES);
export const areaUnitChoices = options(AREA_UNITS);

export function CityField() {
  return <SelectField path="city" label="City" choices={cityChoices} placeholder="Choose a city" />;
}
