/**
 * How each stored option value of the posting payloads reads to a person: the posting forms' chips
 * and selects, and the listing detail page, print these words (spec part 3 §3 values). A value
 * without an entry reads as itself.
 */
export const OPTION_LABELS: Readonly<Record<string, string>> = {
  // Who posts, furnishing (every kind)
  owner: 'Owner',
  agent: 'Agent / Broker',
  builder: 'Builder / Developer',
  furnished: 'Furnished',
  semifurnished: 'Semi-furnished',
  unfurnished: 'Unfurnished',
  // PG / co-living
  private: 'Private',
  shared: 'Shared',
  any: 'Any',
  male: 'Male',
  female: 'Female',
  attached: 'Attached',
  'veg+nonveg': 'Veg + Non-veg',
  veg: 'Veg only',
  no: 'No food',
  wifi: 'Wi-Fi',
  housekeeping: 'Housekeeping',
  powerBackup: 'Power backup',
  ac: 'AC',
  washingMachine: 'Washing machine',
  geyser: 'Geyser',
  cctv: 'CCTV',
  parking: 'Parking',
  visitorsAllowed: 'Visitors allowed',
  smokingAllowed: 'Smoking allowed',
  alcoholAllowed: 'Alcohol allowed',
  petsAllowed: 'Pets allowed',
  // Commercial
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
  lifts: 'Lifts',
  parkingCovered: 'Covered parking',
  parkingOpen: 'Open parking',
  fireSafety: 'Fire safety',
};

export const optionLabel = (value: string): string => OPTION_LABELS[value] ?? value;
