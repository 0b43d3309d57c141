/** Commercial listing option values and per-sub-type details, from spec part 3 §3. */

export const COMMERCIAL_SUB_TYPES = [
  'office',
  'retail',
  'mall_shop',
  'coworking',
  'warehouse',
  'land',
] as const;
export type CommercialSubType = (typeof COMMERCIAL_SUB_TYPES)[number];

export const COMMERCIAL_FURNISHING = ['furnished', 'semifurnished', 'unfurnished'] as const;
export const OFFICE_PANTRY = ['none', 'dry', 'wet'] as const;
export const RETAIL_FLOOR_LOCATION = ['basement', 'ground', 'first', 'upper', 'road_facing'] as const;
export const SEAT_TYPES = ['dedicated', 'hotdesk', 'cabin'] as const;
export const WAREHOUSE_FLOOR = ['ground', 'mezzanine'] as const;
export const WAREHOUSE_ZONING = ['industrial', 'commercial'] as const;
export const LAND_ZONE = ['commercial', 'industrial'] as const;
export const COMMERCIAL_AMENITY_KEYS = [
  'powerBackup',
  'lifts',
  'parkingCovered',
  'parkingOpen',
  'ac',
  'wifi',
  'fireSafety',
  'security',
] as const;

type Furnishing = (typeof COMMERCIAL_FURNISHING)[number];
type FloorLocation = (typeof RETAIL_FLOOR_LOCATION)[number];

export interface OfficeMeta {
  floorNumber: number;
  totalFloors: number;
  furnishing: Furnishing;
  cabins: number;
  openDesks: number;
  conferenceRooms: number;
  pantry: (typeof OFFICE_PANTRY)[number];
  washrooms: number;
}

export interface RetailMeta {
  floorLocation: FloorLocation;
  frontageFt: number;
  ceilingHeightFt: number;
  furnishing: Furnishing;
}

export interface MallShopMeta {
  mallName: string;
  shopNumber?: string;
  floorLocation: FloorLocation;
  frontageFt: number;
  maintenanceMonthly: number;
}

export interface CoworkingMeta {
  seatsAvailable: number;
  seatType: (typeof SEAT_TYPES)[number];
  pricePerSeat: number;
  minLockinMonths: number;
  workingDays: string;
  workingHours: string;
  meetingRooms: number;
}

export interface WarehouseMeta {
  coveredArea: number;
  landArea?: number;
  floor: (typeof WAREHOUSE_FLOOR)[number];
  ceilingHeightFt: number;
  loadingDocks: number;
  floorLoadTons: number;
  powerKW: number;
  zoning: (typeof WAREHOUSE_ZONING)[number];
  constructionAge: string;
  truckParking: boolean;
  crane: boolean;
  water: boolean;
  security: boolean;
}

export interface LandMeta {
  landArea: number;
  areaUnit: 'sq ft' | 'sq m' | 'sq yd';
  zone: (typeof LAND_ZONE)[number];
  roadWidthFt: number;
  frontageFt: number;
  fsi: number;
  plotWidthFt: number;
  plotDepthFt: number;
  boundaryWall: boolean;
}

export type CommercialMeta =
  OfficeMeta | RetailMeta | MallShopMeta | CoworkingMeta | WarehouseMeta | LandMeta;
