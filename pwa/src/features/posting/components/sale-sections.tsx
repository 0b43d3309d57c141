import {
  SALE_FACING,
  SALE_FURNISHING,
  SALE_OWNERSHIP,
  SALE_PROPERTY_AGE,
  SALE_PROPERTY_TYPES,
} from '@propai/api/domain/posting/sale-rules';
import { areaUnitChoices, CityField } from './common-sections';
import {
  ChoiceField,
  FormSection,
  NumberField,
  options,
  SelectField,
  TextField,
  useForm,
} from './form-fields';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';
import { ProjectField } from './project-field';

export function SaleWhatSection() {
  const { values } = useForm();
  return (
    <FormSection title="The property">
      <ChoiceField
        path="listingType"
        label="I want to"
        choices={[
          { value: 'Sell', label: 'Sell' },
          { value: 'Rent', label: 'Rent out' },
        ]}
      />
      <SelectField path="propertyType" label="Property type" choices={options(SALE_PROPERTY_TYPES)} />
      {values.propertyType !== 'Plot' && (
        <div className="post-row">
          <NumberField path="bhk" label="Bedrooms (BHK)" />
          <NumberField path="bathrooms" label="Bathrooms" />
        </div>
      )}
    </FormSection>
  );
}

export function SaleWhereSection() {
  return (
    <FormSection title="Where">
      <CityField />
      <TextField path="locality" label="Locality" placeholder="e.g. Sector 45" />
      <ProjectField />
      <TextField path="address" label="Address" />
      <TextField path="mapUrl" label="Map link (optional)" type="url" placeholder="https://" />
    </FormSection>
  );
}

/** Area, price and the home's details; Sell asks a price, Rent a monthly rent and deposit. */
export function SalePriceSection() {
  const { values } = useForm();
  const home = values.propertyType !== 'Plot';
  return (
    <FormSection title="Size and price">
      <div className="post-row">
        <NumberField path="area" label={home ? 'Super built-up area' : 'Plot area'} />
        <SelectField path="areaUnit" label="Unit" choices={areaUnitChoices} />
      </div>
      {values.listingType === 'Rent' ? (
        <>
          <NumberField path="pricePerMonth" label="Monthly rent (₹)" />
          <NumberField path="securityDeposit" label="Security deposit (₹)" />
        </>
      ) : (
        <NumberField path="price" label="Sale price (₹)" />
      )}
      {home && (
        <>
          <NumberField path="carpetArea" label="Carpet area (sq ft)" />
          <NumberField path="builtUpArea" label="Built-up area (sq ft)" />
          <div className="post-row">
            <NumberField path="floorNo" label="Floor" />
            <NumberField path="totalFloors" label="Total floors" />
          </div>
          <SelectField
            path="furnishing"
            label="Furnishing"
            choices={options(SALE_FURNISHING, OPTION_LABELS)}
            placeholder="Choose"
          />
          <SelectField path="facing" label="Facing" choices={options(SALE_FACING)} placeholder="Choose" />
          <SelectField
            path="propertyAge"
            label="Age of property"
            choices={options(SALE_PROPERTY_AGE)}
            placeholder="Choose"
          />
          <TextField path="parking" label="Parking" placeholder="e.g. 1 covered" />
          <TextField path="powerBackup" label="Power backup" placeholder="e.g. Full" />
          <TextField path="waterSource" label="Water source" placeholder="e.g. Municipal + borewell" />
        </>
      )}
      <SelectField
        path="ownership"
        label="Ownership"
        choices={options(SALE_OWNERSHIP)}
        placeholder="Choose"
      />
    </FormSection>
  );
}

export function SaleAboutSection() {
  return (
    <FormSection title="About it">
      <TextField
        path="title"
        label="Title (optional)"
        hint="Left blank, a title is made from type, size and place."
      />
      <TextField path="description" label="Description" multiline />
    </FormSection>
  );
}
