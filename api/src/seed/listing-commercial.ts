/**
 * Commercial listings: the six sub-types of spec part 3 §3, each with its own `commercialMeta`.
 * Sizes are chosen so that the total stays inside the app's price bands (rent ₹8k–₹2.5 L a month,
 * sale ₹35 L–₹12 Cr) instead of being clipped after the fact, so ₹/sq ft stays believable.
 */
import {
  COMMERCIAL_AMENITY_KEYS,
  OFFICE_PANTRY,
  RETAIL_FLOOR_LOCATION,
  SEAT_TYPES,
  type CommercialMeta,
  type CommercialSubType,
} from '../domain/posting/commercial-types';
import { daysAfter, isoDay } from './dates';
import type { Locality } from './localities';
import { priceTier } from './localities';
import { BUILDING_SUFFIXES, BUILDING_WORDS, MALL_NAMES } from './names';
import type { Rng } from './prng';
import { clamp, roundPrice, roundTo } from './text';

const LABEL: Record<CommercialSubType, string> = {
  office: 'Office Space',
  retail: 'Retail Shop',
  mall_shop: 'Mall Shop',
  coworking: 'Coworking Seats',
  warehouse: 'Warehouse',
  land: 'Commercial Land',
};

export interface CommercialPart {
  listingType: 'Sell' | 'Rent';
  commercialMeta: CommercialMeta;
  areaSqft?: number;
  area?: number;
  areaUnit?: 'sq ft' | 'sq yd';
  price?: number;
  pricePerMonth?: number;
  securityDeposit?: number;
  buildingName?: string;
  maintenanceMonthly?: number;
  availableFrom: string;
  leaseTermMonths?: number;
  lockinMonths?: number;
  ownershipType?: 'Freehold' | 'Leasehold';
  negotiable?: boolean;
  amenities: string[];
  furnishing?: 'furnished' | 'semifurnished' | 'unfurnished';
  title: string;
  description: string;
}

const RENT = [8000, 250_000] as const;
const SALE = [3_500_000, 120_000_000] as const;

export function makeCommercial(rng: Rng, l: Locality, sub: CommercialSubType): CommercialPart {
  const tier = priceTier(l);
  const listingType =
    sub === 'coworking'
      ? 'Rent'
      : rng.chance(sub === 'land' ? 0.2 : sub === 'warehouse' ? 0.8 : 0.65)
        ? 'Rent'
        : 'Sell';
  const rent = listingType === 'Rent';
  // ₹ per sq ft: a month's rent, or the sale price.
  const rate = {
    office: rent ? rng.range(55, 110 + tier * 90) : rng.range(l.psf[0], l.psf[1]) * rng.range(0.9, 1.3),
    retail: rent ? rng.range(110, 200 + tier * 220) : rng.range(l.psf[0], l.psf[1]) * rng.range(1.5, 2.5),
    mall_shop: rent ? rng.range(150, 250 + tier * 250) : rng.range(l.psf[0], l.psf[1]) * rng.range(2, 3),
    coworking: 0,
    warehouse: rent ? rng.range(18, 32) : rng.range(3000, 5500),
    land: rent ? rng.range(8, 20) : rng.range(l.psf[0], l.psf[1]) * rng.range(0.5, 1),
  }[sub];
  const [lo, hi] = rent ? RENT : SALE;
  const sized = (min: number, max: number) => roundTo(clamp(rng.range(min, max), lo / rate, hi / rate), 10);
  const total = (area: number) =>
    rent ? clamp(roundTo(area * rate, 500), lo, hi) : clamp(roundPrice(area * rate), lo, hi);
  const furnishing = rng.weighted([
    ['furnished', 35],
    ['semifurnished', 40],
    ['unfurnished', 25],
  ] as const);
  const building = `${rng.pick(BUILDING_WORDS)} ${rng.pick(BUILDING_SUFFIXES)}`;
  const floorLocation = rng.pick(RETAIL_FLOOR_LOCATION);

  let meta: CommercialMeta;
  let areaSqft: number | undefined;
  let amount: number;
  let buildingName: string | undefined = building;
  let maintenanceMonthly: number | undefined;
  switch (sub) {
    case 'office': {
      areaSqft = sized(400, 6000);
      const totalFloors = rng.int(4, 22);
      meta = {
        floorNumber: rng.int(0, totalFloors),
        totalFloors,
        furnishing,
        cabins: rng.int(0, Math.ceil(areaSqft / 600)),
        openDesks: Math.round(areaSqft / rng.range(60, 90)),
        conferenceRooms: rng.int(0, 3),
        pantry: rng.pick(OFFICE_PANTRY),
        washrooms: rng.int(1, 4),
      };
      maintenanceMonthly = roundTo(areaSqft * rng.range(5, 14), 100);
      amount = total(areaSqft);
      break;
    }
    case 'retail':
      areaSqft = sized(150, 2500);
      buildingName = `${l.locality} ${rng.pick(['Market Complex', 'Shopping Arcade', 'High Street'])}`;
      meta = { floorLocation, frontageFt: rng.int(10, 40), ceilingHeightFt: rng.int(10, 16), furnishing };
      maintenanceMonthly = roundTo(areaSqft * rng.range(4, 10), 100);
      amount = total(areaSqft);
      break;
    case 'mall_shop':
      areaSqft = sized(150, 1200);
      buildingName = rng.pick(MALL_NAMES);
      maintenanceMonthly = roundTo(areaSqft * rng.range(10, 25), 100);
      meta = {
        mallName: buildingName,
        ...(rng.chance(0.7) ? { shopNumber: `${rng.pick(['G', 'F', 'S'])}-${rng.int(1, 120)}` } : {}),
        floorLocation: floorLocation === 'road_facing' ? 'ground' : floorLocation,
        frontageFt: rng.int(8, 30),
        maintenanceMonthly,
      };
      amount = total(areaSqft);
      break;
    case 'coworking': {
      const pricePerSeat = roundTo(rng.range(5000, 9000 + tier * 9000), 250);
      const seatsAvailable = rng.int(2, Math.min(30, Math.floor(hi / pricePerSeat)));
      meta = {
        seatsAvailable,
        seatType: rng.weighted([
          [SEAT_TYPES[0], 50],
          [SEAT_TYPES[1], 30],
          [SEAT_TYPES[2], 20],
        ]),
        pricePerSeat,
        minLockinMonths: rng.pick([1, 3, 6, 12]),
        workingDays: rng.chance(0.8) ? 'Mon-Sat' : 'Mon-Fri',
        workingHours: rng.chance(0.75) ? '10:00-19:00' : '09:00-21:00',
        meetingRooms: rng.int(1, 6),
      };
      amount = clamp(seatsAvailable * pricePerSeat, lo, hi);
      break;
    }
    case 'warehouse': {
      const coveredArea = sized(2500, 20000);
      areaSqft = coveredArea;
      buildingName = `${rng.pick(BUILDING_WORDS)} Logistics Park`;
      meta = {
        coveredArea,
        ...(rng.chance(0.6) ? { landArea: roundTo(coveredArea * rng.range(1.2, 2), 100) } : {}),
        floor: rng.weighted([
          ['ground', 85],
          ['mezzanine', 15],
        ] as const),
        ceilingHeightFt: rng.int(18, 40),
        loadingDocks: rng.int(1, 8),
        floorLoadTons: rng.int(3, 8),
        powerKW: rng.pick([50, 100, 150, 250, 400]),
        zoning: rng.weighted([
          ['industrial', 70],
          ['commercial', 30],
        ] as const),
        constructionAge: rng.pick(['Under 1 year', '1-5 years', '5-10 years', '10+ years']),
        truckParking: rng.chance(0.8),
        crane: rng.chance(0.2),
        water: rng.chance(0.9),
        security: rng.chance(0.85),
      };
      amount = total(coveredArea);
      break;
    }
    case 'land': {
      const sqyd = roundTo(clamp(rng.range(300, 4000), lo / rate / 9, hi / rate / 9), 10);
      areaSqft = sqyd * 9;
      const width = roundTo(Math.sqrt(areaSqft / 1.6), 1);
      buildingName = undefined;
      meta = {
        landArea: sqyd,
        areaUnit: 'sq yd',
        zone: rng.weighted([
          ['commercial', 60],
          ['industrial', 40],
        ] as const),
        roadWidthFt: rng.pick([30, 40, 60, 80, 100]),
        frontageFt: width,
        fsi: rng.pick([1.5, 1.75, 2, 2.5, 3.5]),
        plotWidthFt: width,
        plotDepthFt: roundTo(areaSqft / width, 1),
        boundaryWall: rng.chance(0.6),
      };
      amount = total(areaSqft);
      break;
    }
  }

  const showsArea = sub === 'office' || sub === 'retail' || sub === 'mall_shop';
  const size =
    sub === 'coworking'
      ? `${(meta as { seatsAvailable: number }).seatsAvailable} seat`
      : areaSqft
        ? `${areaSqft.toLocaleString('en-IN')} sq ft`
        : '';
  const place = [buildingName, l.sector, l.locality]
    .filter((p, i, all) => p && all.indexOf(p) === i)
    .join(', ');
  return {
    listingType,
    commercialMeta: meta,
    ...(areaSqft ? { areaSqft } : {}),
    ...(showsArea && areaSqft ? { area: areaSqft, areaUnit: 'sq ft' as const } : {}),
    ...(sub === 'land' && areaSqft ? { area: areaSqft / 9, areaUnit: 'sq yd' as const } : {}),
    ...(rent
      ? {
          pricePerMonth: amount,
          ...(sub === 'coworking' ? {} : { securityDeposit: amount * rng.pick([3, 6, 6, 10]) }),
        }
      : { price: amount }),
    ...(buildingName ? { buildingName } : {}),
    ...(maintenanceMonthly ? { maintenanceMonthly } : {}),
    availableFrom: isoDay(daysAfter(rng.int(0, 60))),
    ...(rent
      ? { leaseTermMonths: rng.pick([11, 24, 36, 60, 108]), lockinMonths: rng.pick([3, 6, 12, 24, 36]) }
      : { ownershipType: rng.chance(0.7) ? 'Freehold' : 'Leasehold', negotiable: rng.chance(0.8) }),
    amenities: COMMERCIAL_AMENITY_KEYS.filter(() => rng.chance(0.6)),
    ...(sub === 'office' || sub === 'retail' ? { furnishing } : {}),
    title: `${size} ${LABEL[sub]} for ${rent ? 'Rent' : 'Sale'} in ${place}, ${l.city}`.trim(),
    description: `${LABEL[sub]} in ${place}, ${l.city}. ${rent ? 'Available on lease' : 'Available for outright purchase'}${showsArea ? `, ${furnishing}` : ''}. Contact for a site visit.`,
  };
}
