/**
 * The chosen commercial sub-type's own fields (spec part 3 §3 table), rendered from the domain's
 * field table so the form and the listing detail page name each field the same way.
 */
import { COMMERCIAL_META_FIELDS, type MetaField } from '@propai/api/domain/posting/commercial-fields';
import { COMMERCIAL_LABELS, type CommercialSubType } from '@propai/api/domain/posting/commercial-rules';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';
import { areaUnitChoices } from './common-sections';
import {
  FlagsField,
  FormSection,
  NumberField,
  options,
  SelectField,
  TextField,
  useForm,
} from './form-fields';

const m = (key: string) => `commercialMeta.${key}`;
const o = (values: readonly string[]) => options(values, OPTION_LABELS);

function MetaFieldInput({ field, forRent }: { field: MetaField; forRent: boolean }) {
  switch (field.kind) {
    case 'number':
      if (field.rentOnly && !forRent) return null;
      return <NumberField path={m(field.key)} label={field.label} />;
    case 'text':
      return <TextField path={m(field.key)} label={field.label} placeholder={field.placeholder} />;
    case 'choice':
      return (
        <SelectField
          path={m(field.key)}
          label={field.label}
          choices={o(field.choices)}
          placeholder={field.placeholder}
        />
      );
    case 'flags':
      return <FlagsField path="commercialMeta" label={field.label} choices={o(field.keys)} />;
    case 'area':
      return (
        <div className="post-row">
          <NumberField path={m(field.key)} label={field.label} />
          <SelectField path={m(field.unitKey)} label="Unit" choices={areaUnitChoices} placeholder="sq ft" />
        </div>
      );
  }
}

export function CommercialDetailsSection() {
  const { values } = useForm();
  const sub = values.commercialSubType as CommercialSubType | undefined;
  const fields = sub ? COMMERCIAL_META_FIELDS[sub] : undefined;
  if (!sub || !fields) return null;
  return (
    <FormSection title={`${COMMERCIAL_LABELS[sub]} details`}>
      {fields.map((field) => (
        <MetaFieldInput
          key={field.kind === 'flags' ? field.label : field.key}
          field={field}
          forRent={values.listingType === 'Rent'}
        />
      ))}
    </FormSection>
  );
}
