/**
 * Shapes of the demo documents, collection by collection. Later features read these collections,
 * so the field names follow the spec (part 2 §3, part 3 §3) rather than inventing new ones.
 *
 * Conventions: money in whole INR, areas in sq ft unless a field says otherwise, `createdAt` /
 * `updatedAt` as Date, shown-as-a-day dates as 'YYYY-MM-DD'. A field that is absent means "not
 * known" (the UI says so) — the generator leaves gaps on purpose instead of inventing numbers.
 * Every generated document carries `seeded: true`, which is how a crashed or forced seed finds
 * (only) its own documents to delete.
 */
import type { CityName, StateName } from './localities';
import type { CommercialMeta, CommercialSubType } from '../domain/posting/commercial-types';
import type { PgMeta } from '../domain/posting/pg-types';
import type { ProjectBuild, ProjectMarket } from './project-types';

export type { CommercialMeta, CommercialSubType, PgMeta, ProjectBuild, ProjectMarket };

interface Seeded {
  _id: string;
  seeded: true;
  createdAt: Date;
  updatedAt: Date;
}

/** 'user': a buyer's account (signs in, links bookings, posts nothing); the others post listings. */
export type UserRole = 'admin' | 'user' | 'owner' | 'agent' | 'builder';

/** `users`: sign-in is email OTP, so there are no passwords or tokens here. */
export interface UserDoc extends Seeded {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits, first digit 6–9. */
  mobile: string;
  role: UserRole;
  country: 'India';
  city?: CityName;
  /** Agents and builders. */
  companyName?: string;
  reraId?: string;
}

export interface PastProject {
  name: string;
  /** Handover year when delivered; else the year now expected. */
  year: number;
  status: 'Delivered' | 'Delivered late' | 'Under Construction' | 'Stalled';
  delayMonths: number;
  occupancyPct: number;
  /** The delivery record (delivery-record.ts); absent on records stored before it existed. */
  city?: CityName;
  locality?: string;
  units?: number;
  /** 'YYYY-MM' possession promised at launch. */
  promised?: string;
  /** 'YYYY-MM' possession actually given; delivered records only. */
  handedOver?: string;
}

/** `developers`: the builder record behind "Developer Transparency". */
export interface DeveloperDoc extends Seeded {
  name: string;
  slug: string;
  foundedYear: number;
  /** 0–100, derived from the past-project record (delays, stalls, occupancy). */
  trustScore: number;
  past: PastProject[];
  /** Ministry of Corporate Affairs company id (fictional CIN). */
  cin: string;
  headquarters: CityName;
  projectCount: number;
}

export interface ProjectDoc extends Seeded, ProjectBuild, ProjectMarket {
  slug: string;
  name: string;
  developerId: string;
  developer: string;
  city: CityName;
  locality: string;
  sector: string;
  microMarket: string;
  district: string;
  state: StateName;
  location: {
    address: string;
    landmark: string;
    pincode: string;
    coordinates: { lat: number; lng: number };
    connectivity: {
      nearbyPlaces: { name: string; type: string; distanceKm: number }[];
      publicTransport: string[];
    };
  };
  images: string[];
  coverImage: string;
  /** 'New Launch' | 'Under Construction' | 'Ready to Move' | 'Completed'. */
  status: string;
  saleType: 'primary';
  featured: boolean;
  verified: boolean;
  propertyTypes: string[];
  bhk: number[];
  configurations: string[];
  areaRangeSqft: { min: number; max: number };
  amenities: string[];
  /** The legacy editor's grouped amenities (part 3 §3). */
  amenityGroups: Record<'clubhouse' | 'sports' | 'wellness' | 'security', Record<string, boolean>>;
  floorPlanKey?: string;
  description: string;
}

export interface FloorPlanDoc extends Seeded {
  /** The key slug, e.g. 'aravali-heights-3bhk-a'. */
  projectId: string;
  tower: string;
  typology: string;
  carpetAreaSqft: number;
  walls: { x1: number; y1: number; x2: number; y2: number }[];
  /** Metres; x to the right, y down the page; w along x, d along y. */
  rooms: { name: string; x: number; y: number; w: number; d: number }[];
  imageUrl: string;
  panoramaUrl?: string;
}

export type ListingCategory = 'sale' | 'rent' | 'pg' | 'commercial' | 'plot';
export type ListingStatus = 'live' | 'pending' | 'rejected';
export type SellerType = 'owner' | 'agent' | 'builder';

/** `listings`: every user-posted listing, all kinds, one collection. */
export interface ListingDoc extends Seeded {
  slug: string;
  title: string;
  description: string;
  category: ListingCategory;
  listingType: 'Sell' | 'Rent';
  propertyType: string;
  city: CityName;
  locality: string;
  sector: string;
  state: StateName;
  address: string;
  location: { lat: number; lng: number };
  price?: number;
  pricePerMonth?: number;
  securityDeposit?: number;
  areaSqft?: number;
  area?: number;
  areaUnit?: 'sq ft' | 'sq m' | 'sq yd';
  bhk?: number;
  bedrooms?: number;
  bathrooms?: number;
  floorNo?: number;
  totalFloors?: number;
  facing?: string;
  furnishing?: 'furnished' | 'semifurnished' | 'unfurnished';
  propertyAge?: string;
  ownership?: string;
  parking?: string;
  powerBackup?: string;
  waterSource?: string;
  highlights: string[];
  amenities: string[];
  photos: string[];
  userType: SellerType;
  sellerType: SellerType;
  authorId: string;
  listerName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  companyName?: string;
  reraId?: string;
  status: ListingStatus;
  rejectionReason?: string;
  verified: boolean;
  pgMeta?: PgMeta;
  commercialSubType?: CommercialSubType;
  commercialMeta?: CommercialMeta;
  buildingName?: string;
  landmark?: string;
  maintenanceMonthly?: number;
  availableFrom?: string;
  leaseTermMonths?: number;
  lockinMonths?: number;
  ownershipType?: 'Freehold' | 'Leasehold';
  negotiable?: boolean;
  /** A resale or rental home in one of the demo projects (listings.ts `projectFor`). */
  projectId?: string;
  /**
   * Freshness (domain/listings/freshness.ts): the seed stamps the current listings when it stores
   * them; the closed listings of the history (listing-history.ts) carry their own.
   */
  confirmedAt?: Date;
  staleAt?: Date;
  /** Set on the history's listings only: marked sold or rented by the poster, and when. */
  availability?: 'sold' | 'rented';
  availabilityChangedAt?: Date;
}

export type ReportCategory =
  | 'Possession Delay'
  | 'Construction Quality'
  | 'Hidden Charges'
  | 'Amenities'
  | 'RERA Violation'
  | 'Infrastructure';

/** `reports`: community reports about projects. score = upVotes − downVotes, never below 0. */
export interface ReportDoc extends Seeded {
  title: string;
  description: string;
  projectId: string;
  projectName: string;
  developerName: string;
  category: ReportCategory;
  score: number;
  upVotes: number;
  downVotes: number;
  location: string;
  authorId: string;
}

/**
 * `bookings`: allotment ids buyers can link to a project ('Link Booking ID'). The buyer's contact
 * is what the developer registered: a booking links only to the account whose e-mail it names.
 */
export interface BookingDoc extends Seeded {
  projectId: string;
  bookingId: string;
  unit: string;
  bookedOn: string;
  buyerName: string;
  /** Lower case; compared with the signed-in account's (OTP-proven) e-mail. */
  buyerEmail: string;
  /** Contact only: a mobile proves nothing here (no SMS check, DECISIONS.md). */
  buyerMobile: string;
}
