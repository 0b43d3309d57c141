import {
  COMMERCIAL_FURNISHING,
  COMMERCIAL_LABELS,
  type CommercialSubType,
  LAND_ZONE,
  OFFICE_PANTRY,
  RETAIL_FLOOR_LOCATION,
  SEAT_TYPES,
  WAREHOUSE_FLOOR,
  WAREHOUSE_ZONING,
} from '@propai/api/domain/posting/commercial-rules';
import { areaUnitChoices, LABELS } from './common-sections';
import {
  FlagsField,
  FormSection,
  NumberField,
  options,
  SelectField,
  TextField,
  useForm,
} from './form-fields';

const L: Record<string, string> = {
  ...LABELS,
  none: 'None',
  dry: 'Dry',
  wet: 'Wet',
  basement: 'Basement',
  ground: 'Ground',
  first: 'First',
  upper: 'Upper',
  road_facing: 'Road facing',
  dedicated: 'Dedicated desk',
  hotdesk: 'Hot desk',
  cabin: 'Cabin',
  mezzanine: 'Mezzanine',
  industrial: 'Industrial',
  commercial: 'Commercial',
  truckParking: 'Truck parking',
  crane: 'Crane',
  water: 'Water',
  security: 'Security',
  boundaryWall: 'Boundary wall',
};
const m = (key: string) => `commercialMeta.${key}`;
const o = (values: readonly string[]) => options(values, L);

function Office() {
  return (
    <>
      <NumberField path={m('floorNumber')} label="Floor number" />
      <NumberField path={m('totalFloors')} label="Total floors" />
      <SelectField
        path={m('furnishing')}
        label="Furnishing"
        choices={o(COMMERCIAL_FURNISHING)}
        placeholder="Choose"
      />
      <NumberField path={m('cabins')} label="Cabins" />
      <NumberField path={m('openDesks')} label="Open desks" />
      <NumberField path={m('conferenceRooms')} label="Conference rooms" />
      <SelectField path={m('pantry')} label="Pantry" choices={o(OFFICE_PANTRY)} placeholder="Choose" />
      <NumberField path={m('washrooms')} label="Washrooms" />
    </>
  );
}

function Retail() {
  return (
    <>
      <SelectField
        path={m('floorLocation')}
        label="Floor location"
        choices={o(RETAIL_FLOOR_LOCATION)}
        placeholder="Choose"
      />
      <NumberField path={m('frontageFt')} label="Frontage (ft)" />
      <NumberField path={m('ceilingHeightFt')} label="Ceiling height (ft)" />
      <SelectField
        path={m('furnishing')}
        label="Furnishing"
        choices={o(COMMERCIAL_FURNISHING)}
        placeholder="Choose"
      />
    </>
  );
}

function MallShop() {
  return (
    <>
      <TextField path={m('mallName')} label="Mall name" />
      <TextField path={m('shopNumber')} label="Shop number (optional)" />
      <SelectField
        path={m('floorLocation')}
        label="Floor location"
        choices={o(RETAIL_FLOOR_LOCATION)}
        placeholder="Choose"
      />
      <NumberField path={m('frontageFt')} label="Frontage (ft)" />
      <NumberField path={m('maintenanceMonthly')} label="Mall maintenance per month (₹)" />
    </>
  );
}

function Coworking() {
  const { values } = useForm();
  return (
    <>
      <NumberField path={m('seatsAvailable')} label="Seats available" />
      <SelectField path={m('seatType')} label="Seat type" choices={o(SEAT_TYPES)} />
      {values.listingType === 'Rent' && (
        <NumberField path={m('pricePerSeat')} label="Price per seat (₹ / month)" />
      )}
      <NumberField path={m('minLockinMonths')} label="Minimum lock-in (months)" />
      <TextField path={m('workingDays')} label="Working days" />
      <TextField path={m('workingHours')} label="Working hours" />
      <NumberField path={m('meetingRooms')} label="Meeting rooms" />
    </>
  );
}

function Warehouse() {
  return (
    <>
      <NumberField path={m('coveredArea')} label="Covered area (sq ft)" />
      <NumberField path={m('landArea')} label="Land area (sq ft, optional)" />
      <SelectField path={m('floor')} label="Floor" choices={o(WAREHOUSE_FLOOR)} placeholder="Choose" />
      <NumberField path={m('ceilingHeightFt')} label="Ceiling height (ft)" />
      <NumberField path={m('loadingDocks')} label="Loading docks" />
      <NumberField path={m('floorLoadTons')} label="Floor load (tons)" />
      <NumberField path={m('powerKW')} label="Power (kW)" />
      <SelectField path={m('zoning')} label="Zoning" choices={o(WAREHOUSE_ZONING)} placeholder="Choose" />
      <TextField path={m('constructionAge')} label="Construction age" placeholder="e.g. 5 years" />
      <FlagsField
        path="commercialMeta"
        label="Facilities"
        choices={o(['truckParking', 'crane', 'water', 'security'])}
      />
    </>
  );
}

function Land() {
  return (
    <>
      <div className="post-row">
        <NumberField path={m('landArea')} label="Land area" />
        <SelectField path={m('areaUnit')} label="Unit" choices={areaUnitChoices} placeholder="sq ft" />
      </div>
      <SelectField path={m('zone')} label="Zone" choices={o(LAND_ZONE)} placeholder="Choose" />
      <NumberField path={m('roadWidthFt')} label="Road width (ft)" />
      <NumberField path={m('frontageFt')} label="Frontage (ft)" />
      <NumberField path={m('fsi')} label="FSI" />
      <NumberField path={m('plotWidthFt')} label="Plot width (ft)" />
      <NumberField path={m('plotDepthFt')} label="Plot depth (ft)" />
      <FlagsField path="commercialMeta" label="Features" choices={o(['boundaryWall'])} />
    </>
  );
}

const DETAILS: Record<CommercialSubType, () => React.JSX.Element> = {
  office: Office,
  retail: Retail,
  mall_shop: MallShop,
  coworking: Coworking,
  warehouse: Warehouse,
  land: Land,
};

/** The chosen category's own fields (spec part 3 §3 table). */
export function CommercialDetailsSection() {
  const { values } = useForm();
  const sub = values.commercialSubType as CommercialSubType | undefined;
  const Details = sub ? DETAILS[sub] : undefined;
  if (!Details || !sub) return null;
  return (
    <FormSection title={`${COMMERCIAL_LABELS[sub]} details`}>
      <Details />
    </FormSection>
  );
}
