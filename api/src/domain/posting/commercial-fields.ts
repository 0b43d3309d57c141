/**
 * The `commercialMeta` fields of each commercial sub-type (spec part 3 §3 table), in form order with
 * the form's labels: the posting form renders its "… details" section from this table and the
 * listing detail page prints the same fields under the same words.
 */
import {
  COMMERCIAL_FURNISHING,
  LAND_ZONE,
  OFFICE_PANTRY,
  RETAIL_FLOOR_LOCATION,
  SEAT_TYPES,
  WAREHOUSE_FLOOR,
  WAREHOUSE_ZONING,
  type CommercialSubType,
} from './commercial-types';

export type MetaField =
  /** `rentOnly`: asked (and shown) only when the listing is for rent. */
  | { kind: 'number' | 'text'; key: string; label: string; placeholder?: string; rentOnly?: boolean }
  /** `placeholder` absent: the select starts on its first choice. */
  | { kind: 'choice'; key: string; label: string; choices: readonly string[]; placeholder?: string }
  /** Yes/no flags stored as `commercialMeta.<key>: true`. */
  | { kind: 'flags'; label: string; keys: readonly string[] }
  /** An area with its own unit field beside it. */
  | { kind: 'area'; key: string; unitKey: string; label: string };

const num = (key: string, label: string, extra: { rentOnly?: boolean } = {}): MetaField => ({
  kind: 'number',
  key,
  label,
  ...extra,
});
const text = (key: string, label: string, placeholder?: string): MetaField =>
  placeholder ? { kind: 'text', key, label, placeholder } : { kind: 'text', key, label };
const choice = (key: string, label: string, choices: readonly string[]): MetaField => ({
  kind: 'choice',
  key,
  label,
  choices,
  placeholder: 'Choose',
});
const furnishing = choice('furnishing', 'Furnishing', COMMERCIAL_FURNISHING);
const floorLocation = choice('floorLocation', 'Floor location', RETAIL_FLOOR_LOCATION);
const frontage = num('frontageFt', 'Frontage (ft)');
const ceiling = num('ceilingHeightFt', 'Ceiling height (ft)');

export const COMMERCIAL_META_FIELDS: Readonly<Record<CommercialSubType, readonly MetaField[]>> = {
  office: [
    num('floorNumber', 'Floor number'),
    num('totalFloors', 'Total floors'),
    furnishing,
    num('cabins', 'Cabins'),
    num('openDesks', 'Open desks'),
    num('conferenceRooms', 'Conference rooms'),
    choice('pantry', 'Pantry', OFFICE_PANTRY),
    num('washrooms', 'Washrooms'),
  ],
  retail: [floorLocation, frontage, ceiling, furnishing],
  mall_shop: [
    text('mallName', 'Mall name'),
    text('shopNumber', 'Shop number (optional)'),
    floorLocation,
    frontage,
    num('maintenanceMonthly', 'Mall maintenance per month (₹)'),
  ],
  coworking: [
    num('seatsAvailable', 'Seats available'),
    { kind: 'choice', key: 'seatType', label: 'Seat type', choices: SEAT_TYPES },
    num('pricePerSeat', 'Price per seat (₹ / month)', { rentOnly: true }),
    num('minLockinMonths', 'Minimum lock-in (months)'),
    text('workingDays', 'Working days'),
    text('workingHours', 'Working hours'),
    num('meetingRooms', 'Meeting rooms'),
  ],
  warehouse: [
    num('coveredArea', 'Covered area (sq ft)'),
    num('landArea', 'Land area (sq ft, optional)'),
    choice('floor', 'Floor', WAREHOUSE_FLOOR),
    ceiling,
    num('loadingDocks', 'Loading docks'),
    num('floorLoadTons', 'Floor load (tons)'),
    num('powerKW', 'Power (kW)'),
    choice('zoning', 'Zoning', WAREHOUSE_ZONING),
    text('constructionAge', 'Construction age', 'e.g. 5 years'),
    { kind: 'flags', label: 'Facilities', keys: ['truckParking', 'crane', 'water', 'security'] },
  ],
  land: [
    { kind: 'area', key: 'landArea', unitKey: 'areaUnit', label: 'Land area' },
    choice('zone', 'Zone', LAND_ZONE),
    num('roadWidthFt', 'Road width (ft)'),
    frontage,
    num('fsi', 'FSI'),
    num('plotWidthFt', 'Plot width (ft)'),
    num('plotDepthFt', 'Plot depth (ft)'),
    { kind: 'flags', label: 'Features', keys: ['boundaryWall'] },
  ],
};
