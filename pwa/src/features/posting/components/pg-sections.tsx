import {
  PG_AMENITY_KEYS,
  PG_BATHROOM,
  PG_FOOD,
  PG_FURNISHING,
  PG_GENDER,
  PG_OCCUPANCY,
  PG_RULE_KEYS,
  PG_SHARING,
} from '@propai/api/domain/posting/pg-rules';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';
import { CityField } from './common-sections';
import { ChoiceField, FlagsField, FormSection, NumberField, options, TextField } from './form-fields';

export function PgLocationSection() {
  return (
    <FormSection title="Location">
      <TextField path="pgMeta.residenceName" label="PG / residence name" />
      <CityField />
      <TextField path="location" label="Locality" placeholder="e.g. Sector 62" />
      <TextField path="pgMeta.landmark" label="Landmark" />
    </FormSection>
  );
}

export function PgRentSection() {
  return (
    <FormSection title="Rent">
      <NumberField path="pricePerMonth" label="Rent per month (₹)" />
      <NumberField path="securityDeposit" label="Security deposit (₹)" />
      <TextField path="pgMeta.availableFrom" label="Available from" type="date" />
      <NumberField path="pgMeta.minStayMonths" label="Minimum stay (months)" />
    </FormSection>
  );
}

export function PgDetailsSection() {
  const o = (values: readonly string[]) => options(values, OPTION_LABELS);
  return (
    <FormSection title="PG details">
      <ChoiceField path="pgMeta.occupancy" label="Occupancy" choices={o(PG_OCCUPANCY)} />
      <ChoiceField path="pgMeta.sharing" label="Sharing" choices={o(PG_SHARING)} />
      <ChoiceField path="pgMeta.furnishing" label="Furnishing" choices={o(PG_FURNISHING)} />
      <ChoiceField path="pgMeta.gender" label="For" choices={o(PG_GENDER)} />
      <ChoiceField path="pgMeta.bathroomType" label="Bathroom" choices={o(PG_BATHROOM)} />
      <ChoiceField path="pgMeta.food" label="Food" choices={o(PG_FOOD)} />
    </FormSection>
  );
}

export function PgAmenitiesSection() {
  return (
    <FormSection title="Amenities and house rules">
      <FlagsField
        path="pgMeta.amenities"
        label="Amenities"
        choices={options(PG_AMENITY_KEYS, OPTION_LABELS)}
      />
      <FlagsField path="pgMeta.rules" label="House rules" choices={options(PG_RULE_KEYS, OPTION_LABELS)} />
    </FormSection>
  );
}

export function PgAboutSection() {
  return (
    <FormSection title="About the PG">
      <TextField
        path="title"
        label="Title (optional)"
        hint="Left blank, a title is made from the name and place."
      />
      <TextField path="description" label="Description" multiline />
    </FormSection>
  );
}
