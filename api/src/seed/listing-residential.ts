/** Homes and plots for sale or rent: size by BHK and type, price from the locality's ₹/sq ft band. */
import type { ListingDoc } from './entities';
import type { Locality } from './localities';
import type { Rng } from './prng';
import { clamp, formatInr, roundPrice, roundTo } from './text';

const BHK_AREA: Record<number, [number, number]> = {
  1: [450, 750],
  2: [800, 1300],
  3: [1250, 2000],
  4: [1900, 3200],
  5: [2800, 4800],
};
const TYPE_AREA = {
  Apartment: 1,
  'Builder Floor': 1.05,
  'Independent House': 1.3,
  Villa: 1.6,
  Penthouse: 1.4,
} as const;
type HomeType = keyof typeof TYPE_AREA;

const HIGHLIGHTS = [
  'Park facing',
  'Corner unit',
  'Near metro',
  'Vastu compliant',
  'Modular kitchen',
  'Gated society',
  'Newly renovated',
  'Servant room',
  'Low-rise building',
  'Wide road',
  'Close to school',
  'Covered parking',
];
const HOME_AMENITIES = [
  'Lift',
  'Power Backup',
  'Parking',
  'Gym',
  'Pool',
  'Park',
  'Security',
  'Wi-Fi',
  'Club House',
  'Children Play Area',
];
const PLOT_HIGHLIGHTS = [
  'Corner plot',
  'Boundary wall',
  'Park facing',
  'Registry ready',
  '12 m wide road',
  'Gated plotted colony',
];
const FACING = ['East', 'North', 'North-East', 'West', 'South', 'North-West', 'South-East'];

type Part = Partial<ListingDoc> & Pick<ListingDoc, 'title' | 'description' | 'listingType' | 'propertyType'>;

export function makeResidential(rng: Rng, l: Locality, category: 'sale' | 'rent' | 'plot'): Part {
  if (category === 'plot') return makePlot(rng, l);
  const rent = category === 'rent';
  const delhi = l.city === 'Delhi';
  const propertyType = rng.weighted<HomeType>([
    ['Apartment', delhi ? 35 : 62],
    ['Builder Floor', delhi ? 40 : 18],
    ['Independent House', 10],
    ['Villa', delhi ? 3 : 5],
    ['Penthouse', 5],
  ]);
  const big =
    propertyType === 'Villa' || propertyType === 'Independent House' || propertyType === 'Penthouse';
  const bhk = big
    ? rng.int(3, 5)
    : rng.weighted([
        [1, 12],
        [2, 32],
        [3, 36],
        [4, 15],
        [5, 5],
      ] as const);
  const [a, b] = BHK_AREA[bhk] ?? [900, 1400];
  const psf = rng.range(l.psf[0], l.psf[1]) * rng.range(0.8, 1.05) * (big ? 1.15 : 1);
  const areaSqft = roundTo(
    clamp(rng.range(a, b) * TYPE_AREA[propertyType], 3_500_000 / psf, 120_000_000 / psf),
    5,
  );
  const value = clamp(roundPrice(areaSqft * psf), 3_500_000, 120_000_000);
  const pricePerMonth = clamp(roundTo((value * rng.range(0.022, 0.035)) / 12, 500), 8000, 250_000);
  const totalFloors =
    propertyType === 'Apartment' || propertyType === 'Penthouse'
      ? rng.int(8, 35)
      : propertyType === 'Builder Floor'
        ? 4
        : rng.int(2, 3);
  const floorNo =
    propertyType === 'Penthouse'
      ? totalFloors
      : propertyType === 'Independent House' || propertyType === 'Villa'
        ? 0
        : rng.int(0, totalFloors);
  const unitRoll = rng.float();
  const areaUnit = unitRoll < 0.85 ? 'sq ft' : unitRoll < 0.95 ? 'sq m' : 'sq yd';
  const area =
    areaUnit === 'sq ft'
      ? areaSqft
      : areaUnit === 'sq m'
        ? Math.round((areaSqft / 10.7639) * 10) / 10
        : Math.round(areaSqft / 9);
  const furnishing = rng.weighted([
    ['furnished', rent ? 35 : 15],
    ['semifurnished', 45],
    ['unfurnished', rent ? 20 : 40],
  ] as const);
  const title = `${bhk} BHK ${propertyType} for ${rent ? 'Rent' : 'Sale'} in ${l.locality}, ${l.city}`;
  const highlights = rng.sample(HIGHLIGHTS, rng.int(1, 4));
  return {
    title,
    description: `${furnishing === 'furnished' ? 'Fully furnished' : furnishing === 'semifurnished' ? 'Semi-furnished' : 'Unfurnished'} ${bhk} BHK ${propertyType.toLowerCase()} of ${areaSqft.toLocaleString('en-IN')} sq ft in ${l.sector}, ${l.locality}. ${highlights.join(', ')}. ${rent ? `Rent ${formatInr(pricePerMonth)} a month.` : `Asking ${formatInr(value)}.`}`,
    listingType: rent ? 'Rent' : 'Sell',
    propertyType,
    ...(rent ? { pricePerMonth, securityDeposit: pricePerMonth * rng.pick([2, 2, 3]) } : { price: value }),
    areaSqft,
    area,
    areaUnit,
    bhk,
    bedrooms: bhk,
    bathrooms: Math.min(6, bhk + rng.int(0, 1)),
    floorNo,
    totalFloors,
    facing: rng.pick(FACING),
    furnishing,
    propertyAge: rng.pick(['0-1 years', '1-5 years', '1-5 years', '5-10 years', '10+ years']),
    ownership: rng.weighted([
      ['Freehold', 70],
      ['Leasehold', 15],
      ['Co-operative Society', 10],
      ['Power of Attorney', 5],
    ] as const),
    parking: rng.pick(['1 Covered', '1 Covered', '2 Covered', '1 Open', 'None']),
    powerBackup: rng.pick(['Full', 'Full', 'Partial', 'None']),
    waterSource: rng.pick(['Municipal', 'Municipal + Borewell', 'Borewell']),
    highlights,
    amenities: rng.sample(HOME_AMENITIES, rng.int(2, 7)),
  };
}

function makePlot(rng: Rng, l: Locality): Part {
  const psf = rng.range(l.psf[0], l.psf[1]) * rng.range(0.9, 1.3);
  const sqyd = Math.round(
    clamp(
      rng.pick([100, 120, 150, 180, 200, 240, 250, 300, 360, 400, 500]),
      3_500_000 / psf / 9,
      120_000_000 / psf / 9,
    ),
  );
  const areaSqft = sqyd * 9;
  const price = clamp(roundPrice(areaSqft * psf), 3_500_000, 120_000_000);
  const highlights = rng.sample(PLOT_HIGHLIGHTS, rng.int(1, 3));
  return {
    title: `${sqyd} sq yd Residential Plot for Sale in ${l.locality}, ${l.city}`,
    description: `${sqyd} sq yd (${areaSqft.toLocaleString('en-IN')} sq ft) residential plot in ${l.sector}, ${l.locality}. ${highlights.join(', ')}. Asking ${formatInr(price)}.`,
    listingType: 'Sell',
    propertyType: 'Plot',
    price,
    areaSqft,
    area: sqyd,
    areaUnit: 'sq yd',
    facing: rng.pick(FACING),
    ownership: rng.weighted([
      ['Freehold', 80],
      ['Leasehold', 20],
    ] as const),
    highlights,
    amenities: rng.sample(
      ['Park', 'Security', 'Power Backup', 'Water Supply', 'Street Lights'],
      rng.int(1, 4),
    ),
  };
}
