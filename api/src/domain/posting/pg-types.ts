/** PG / co-living option values, word for word from spec part 3 §3 (the search filters use them too). */

export const PG_OCCUPANCY = ['private', 'shared'] as const;
export const PG_SHARING = ['1', '2', '3', '4+'] as const;
export const PG_FURNISHING = ['furnished', 'semifurnished', 'unfurnished'] as const;
export const PG_GENDER = ['any', 'male', 'female'] as const;
export const PG_BATHROOM = ['attached', 'shared'] as const;
export const PG_FOOD = ['veg+nonveg', 'veg', 'no'] as const;
export const PG_AMENITY_KEYS = [
  'wifi',
  'housekeeping',
  'powerBackup',
  'ac',
  'washingMachine',
  'geyser',
  'cctv',
  'parking',
] as const;
export const PG_RULE_KEYS = ['visitorsAllowed', 'smokingAllowed', 'alcoholAllowed', 'petsAllowed'] as const;

export interface PgMeta {
  residenceName: string;
  landmark: string;
  /** 'YYYY-MM-DD' */
  availableFrom: string;
  minStayMonths: number;
  occupancy: (typeof PG_OCCUPANCY)[number];
  sharing: (typeof PG_SHARING)[number];
  furnishing: (typeof PG_FURNISHING)[number];
  gender: (typeof PG_GENDER)[number];
  bathroomType: (typeof PG_BATHROOM)[number];
  food: (typeof PG_FOOD)[number];
  amenities: Record<(typeof PG_AMENITY_KEYS)[number], boolean>;
  rules: Record<(typeof PG_RULE_KEYS)[number], boolean>;
}
