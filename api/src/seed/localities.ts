/**
 * Delhi NCR localities the generator places things in: approximate real centres (lat/lng),
 * pincodes and a price band per square foot for new apartments (INR, late 2026). Everything built
 * on top of these (prices, rents, PG beds) is scaled from `psf`, so a Saket flat costs more than a
 * Raj Nagar Extension one, as it would.
 */
import type { Rng } from './prng';

export type CityName =
  'Gurgaon' | 'Noida' | 'Greater Noida' | 'Greater Noida West' | 'Ghaziabad' | 'Faridabad' | 'Delhi';

export type StateName = 'Haryana' | 'Uttar Pradesh' | 'Delhi';

export interface Locality {
  city: CityName;
  locality: string;
  sector: string;
  /** Market name used in listings and filters (YEIDA sits inside Greater Noida here). */
  microMarket: string;
  state: StateName;
  district: string;
  lat: number;
  lng: number;
  pincode: string;
  /** New-apartment price band, INR per sq ft. */
  psf: readonly [number, number];
  /** Nearest metro station, or null where there is none nearby. */
  metro: string | null;
  /** How often things are placed here, relative to the others. */
  weight: number;
}

type Row = [CityName, string, string, string, number, number, string, number, number, string | null, number];

const STATE: Record<CityName, StateName> = {
  Gurgaon: 'Haryana',
  Faridabad: 'Haryana',
  Noida: 'Uttar Pradesh',
  'Greater Noida': 'Uttar Pradesh',
  'Greater Noida West': 'Uttar Pradesh',
  Ghaziabad: 'Uttar Pradesh',
  Delhi: 'Delhi',
};

const DISTRICT: Record<CityName, string> = {
  Gurgaon: 'Gurugram',
  Faridabad: 'Faridabad',
  Noida: 'Gautam Buddh Nagar',
  'Greater Noida': 'Gautam Buddh Nagar',
  'Greater Noida West': 'Gautam Buddh Nagar',
  Ghaziabad: 'Ghaziabad',
  Delhi: 'New Delhi',
};

// city, locality, sector, micro-market, lat, lng, pincode, psf min, psf max, metro, weight
// prettier-ignore
const ROWS: Row[] = [
  ['Gurgaon', 'Golf Course Road', 'Sector 54', 'Golf Course Road', 28.4432, 77.1008, '122011', 20000, 32000, 'Sector 54 Chowk', 5],
  ['Gurgaon', 'Golf Course Extension Road', 'Sector 65', 'Golf Course Extension Road', 28.4013, 77.0762, '122102', 13000, 21000, null, 6],
  ['Gurgaon', 'Sohna Road', 'Sector 49', 'Sohna Road', 28.4113, 77.0454, '122018', 9500, 15000, null, 6],
  ['Gurgaon', 'Dwarka Expressway', 'Sector 106', 'Dwarka Expressway', 28.4962, 76.9973, '122006', 9000, 15500, null, 7],
  ['Gurgaon', 'Dwarka Expressway', 'Sector 37D', 'Dwarka Expressway', 28.4446, 76.9921, '122006', 8500, 13500, null, 4],
  ['Gurgaon', 'Sector 45', 'Sector 45', 'Central Gurgaon', 28.4405, 77.0637, '122003', 10000, 16000, 'Huda City Centre', 4],
  ['Gurgaon', 'New Gurgaon', 'Sector 86', 'New Gurgaon', 28.3979, 76.9598, '122004', 7000, 11500, null, 6],
  ['Gurgaon', 'Southern Peripheral Road', 'Sector 70A', 'Southern Peripheral Road', 28.3941, 77.0396, '122101', 10000, 17000, null, 5],
  ['Gurgaon', 'MG Road', 'Sector 28', 'MG Road', 28.4797, 77.0805, '122002', 14000, 22000, 'MG Road', 3],
  ['Gurgaon', 'Manesar', 'Sector 1 IMT', 'Manesar', 28.3577, 76.9371, '122051', 5000, 8000, null, 3],
  ['Gurgaon', 'Sohna', 'Sector 33 Sohna', 'Sohna', 28.2478, 77.0652, '122103', 5500, 9000, null, 3],
  ['Noida', 'Noida Expressway', 'Sector 128', 'Noida Expressway', 28.5232, 77.3531, '201304', 10500, 18000, 'Sector 137', 6],
  ['Noida', 'Sector 150', 'Sector 150', 'Noida Expressway', 28.4343, 77.4803, '201310', 9000, 14000, null, 5],
  ['Noida', 'Sector 137', 'Sector 137', 'Noida Expressway', 28.5093, 77.4062, '201305', 7000, 10500, 'Sector 137', 4],
  ['Noida', 'Sector 62', 'Sector 62', 'Central Noida', 28.627, 77.3649, '201309', 7000, 11000, 'Sector 62', 4],
  ['Noida', 'Sector 75', 'Sector 75', 'Central Noida', 28.5774, 77.3873, '201301', 8000, 12000, 'Sector 50', 4],
  ['Noida', 'Sector 18', 'Sector 18', 'Central Noida', 28.57, 77.326, '201301', 14000, 22000, 'Sector 18', 2],
  ['Noida', 'Sector 44', 'Sector 44', 'Central Noida', 28.558, 77.34, '201303', 15000, 25000, 'Botanical Garden', 2],
  ['Greater Noida', 'Pari Chowk', 'Alpha 1', 'Greater Noida', 28.466, 77.513, '201310', 4500, 7000, 'Pari Chowk', 3],
  ['Greater Noida', 'Knowledge Park', 'Knowledge Park III', 'Greater Noida', 28.465, 77.494, '201310', 4500, 7500, 'Knowledge Park II', 2],
  ['Greater Noida', 'Yamuna Expressway', 'YEIDA Sector 22D', 'YEIDA', 28.37, 77.54, '203201', 4000, 7000, null, 4],
  ['Greater Noida', 'Yamuna Expressway', 'YEIDA Sector 18', 'YEIDA', 28.38, 77.523, '203201', 4000, 6500, null, 2],
  ['Greater Noida West', 'Noida Extension', 'Sector 1', 'Greater Noida West', 28.608, 77.438, '201318', 5000, 8000, null, 5],
  ['Greater Noida West', 'Techzone 4', 'Techzone 4', 'Greater Noida West', 28.59, 77.445, '201318', 5000, 7800, null, 4],
  ['Greater Noida West', 'Sector 16B', 'Sector 16B', 'Greater Noida West', 28.596, 77.455, '201318', 4800, 7500, null, 3],
  ['Ghaziabad', 'Indirapuram', 'Niti Khand', 'Indirapuram', 28.641, 77.371, '201014', 6500, 10000, 'Vaishali', 5],
  ['Ghaziabad', 'Vaishali', 'Sector 4', 'Vaishali', 28.645, 77.339, '201010', 7000, 11000, 'Vaishali', 3],
  ['Ghaziabad', 'Raj Nagar Extension', 'Raj Nagar Extension', 'Raj Nagar Extension', 28.703, 77.436, '201017', 4200, 6500, null, 4],
  ['Ghaziabad', 'Crossings Republik', 'Crossings Republik', 'NH-24', 28.63, 77.44, '201016', 4000, 6000, null, 2],
  ['Ghaziabad', 'Siddharth Vihar', 'Siddharth Vihar', 'NH-24', 28.656, 77.413, '201009', 5000, 7500, null, 2],
  ['Faridabad', 'Greater Faridabad', 'Sector 86', 'Neharpar', 28.393, 77.355, '121002', 4500, 7000, null, 3],
  ['Faridabad', 'Sector 21C', 'Sector 21C', 'Central Faridabad', 28.433, 77.316, '121001', 7000, 10000, 'Sector 28', 2],
  ['Faridabad', 'Surajkund', 'Sector 39', 'Surajkund', 28.4843, 77.2835, '121009', 7500, 11000, null, 2],
  ['Delhi', 'Dwarka', 'Sector 12', 'South West Delhi', 28.5921, 77.046, '110075', 11000, 17000, 'Dwarka Sector 12', 4],
  ['Delhi', 'Rohini', 'Sector 9', 'North West Delhi', 28.736, 77.113, '110085', 10000, 15000, 'Rohini West', 3],
  ['Delhi', 'Saket', 'Saket', 'South Delhi', 28.5245, 77.2066, '110017', 20000, 35000, 'Saket', 2],
  ['Delhi', 'Vasant Kunj', 'Sector C', 'South Delhi', 28.52, 77.156, '110070', 18000, 28000, 'Vasant Vihar', 2],
  ['Delhi', 'Lajpat Nagar', 'Lajpat Nagar II', 'South Delhi', 28.5677, 77.2433, '110024', 18000, 30000, 'Lajpat Nagar', 2],
  ['Delhi', 'Mayur Vihar', 'Phase 1', 'East Delhi', 28.609, 77.294, '110091', 11000, 16000, 'Mayur Vihar Phase 1', 2],
  ['Delhi', 'Greater Kailash', 'GK II', 'South Delhi', 28.548, 77.238, '110048', 25000, 40000, 'Greater Kailash', 1],
  ['Delhi', 'Janakpuri', 'Block C', 'West Delhi', 28.6219, 77.0878, '110058', 12000, 18000, 'Janakpuri West', 2],
  ['Delhi', 'Pitampura', 'Pitampura', 'North West Delhi', 28.698, 77.138, '110034', 13000, 19000, 'Pitampura', 2],
];

export const LOCALITIES: readonly Locality[] = ROWS.map(
  ([city, locality, sector, microMarket, lat, lng, pincode, psfMin, psfMax, metro, weight]) => ({
    city,
    locality,
    sector,
    microMarket,
    state: STATE[city],
    // Delhi's districts are its micro-markets here (South Delhi, West Delhi, …).
    district: city === 'Delhi' ? microMarket : DISTRICT[city],
    lat,
    lng,
    pincode,
    psf: [psfMin, psfMax] as const,
    metro,
    weight,
  }),
);

const WEIGHTED = LOCALITIES.map((l) => [l, l.weight] as const);

export function pickLocality(rng: Rng): Locality {
  return rng.weighted(WEIGHTED);
}

/** A point within ~1.5 km of the locality centre, to 6 decimals (the editor's step). */
export function jitterCoordinates(rng: Rng, l: Locality): { lat: number; lng: number } {
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round6(l.lat + rng.range(-0.012, 0.012)), lng: round6(l.lng + rng.range(-0.014, 0.014)) };
}

/** Where a locality sits in its city's price range, 0 (cheapest band) … 1 (dearest). */
export function priceTier(l: Locality): number {
  const mid = (l.psf[0] + l.psf[1]) / 2;
  return Math.min(1, Math.max(0, (mid - 5000) / 27000));
}
