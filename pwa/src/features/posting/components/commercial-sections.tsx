import {
  AREA_HIDDEN_FOR,
  COMMERCIAL_AMENITY_KEYS,
  COMMERCIAL_LABELS,
  COMMERCIAL_LISTING_TYPES,
  COMMERCIAL_SUB_TYPES,
  type CommercialSubType,
  OWNERSHIP_TYPES,
} from '@propai/api/domain/posting/commercial-rules';
import { areaUnitChoices, CityField } from './common-sections';
import {
  ChoiceField,
  FlagsField,
  FormSection,
  NumberField,
  options,
  SelectField,
  TextField,
  useForm,
  YesNoField,
} from './form-fields';
import { OPTION_LABELS } from '@propai/api/domain/posting/option-labels';

export function CommercialListingSection() {
  const { values } = useForm();
  return (
    <FormSection title="Listing">
      <ChoiceField path="listingType" label="Listing type" choices={options(COMMERCIAL_LISTING_TYPES)} />
      <SelectField
        path="commercialSubType"
        label="Category"
        choices={options(COMMERCIAL_SUB_TYPES, COMMERCIAL_LABELS)}
      />
      <TextField
        path="title"
        label="Title (optional)"
        hint={
          values.title
            ? undefined
            : 'Left blank, the title is made from area, category, building, locality and city.'
        }
      />
    </FormSection>
  );
}

export function CommercialAddressSection() {
  return (
    <FormSection title="Address">
      <CityField />
      <TextField path="locality" label="Locality" placeholder="e.g. Sector 44" />
      <TextField path="buildingName" label="Building / project" />
      <TextField path="addressLine" label="Address line" />
      <TextField path="landmark" label="Landmark" />
    </FormSection>
  );
}

/** Area (hidden for land, warehouse and coworking, which give their own) and the Rent/Sell prices. */
export function CommercialPriceSection() {
  const { values } = useForm();
  const sub = values.commercialSubType as CommercialSubType;
  const sell = values.listingType === 'Sell';
  return (
    <FormSection title={sell ? 'Area and price' : 'Area and rent'}>
      {!AREA_HIDDEN_FOR.includes(sub) && (
        <div className="post-row">
          <NumberField path="area" label="Property area" />
          <SelectField path="areaUnit" label="Unit" choices={areaUnitChoices} />
        </div>
      )}
      {sell ? (
        <>
          <NumberField path="price" label="Sale price (₹)" />
          <ChoiceField path="ownershipType" label="Ownership" choices={options(OWNERSHIP_TYPES)} />
          <YesNoField path="negotiable" label="Negotiable" />
        </>
      ) : (
        <>
          <NumberField path="pricePerMonth" label="Monthly rent (₹)" />
          {sub !== 'coworking' && <NumberField path="securityDeposit" label="Security deposit (₹)" />}
        </>
      )}
      <NumberField path="maintenanceMonthly" label="Maintenance per month (₹)" />
    </FormSection>
  );
}

export function CommercialLeaseSection() {
  return (
    <FormSection title="Availability and lease">
      <TextField path="availableFrom" label="Available from" type="date" />
      <NumberField path="leaseTermMonths" label="Lease term (months)" />
      <NumberField path="lockinMonths" label="Lock-in (months)" />
    </FormSection>
  );
}

export function CommercialAmenitiesSection() {
  return (
    <FormSection title="Amenities">
      <FlagsField
        path="amenities"
        label="Amenities"
        choices={options(COMMERCIAL_AMENITY_KEYS, OPTION_LABELS)}
      />
    </FormSection>
  );
}

export function CommercialMediaSection() {
  return (
    <FormSection title="Links and description">
      <TextField path="videoUrl" label="Video link" type="url" placeholder="https://" />
      <TextField path="virtualTourUrl" label="Virtual tour link" type="url" placeholder="https://" />
      <TextField path="description" label="Description" multiline />
    </FormSection>
  );
}
