/**
 * The demo market's drift over time: each locality's asking prices and rents move by their own
 * yearly rate, so the 24-month history (listing-history.ts) has trends for the insights to find.
 *
 * The listings on the market now are priced at today's band (localities.ts `psf`); a listing of
 * the past is priced at that band scaled back by its locality's rate: a flat listed `years` before
 * BASE_DATE costs `today × (1 + rate) ^ -years`. Rates are drawn per locality from the seed, around
 * a city's typical range (Gurgaon and Noida rising fastest, Delhi and Faridabad slowest, a few
 * localities flat or slipping), and rents follow prices at a little over half the pace, with their
 * own spread. Demo numbers, not a forecast: nothing outside the generator reads these rates.
 */
import type { CityName, Locality } from './localities';
import { rngFor } from './prng';

/** Yearly price change by city, [min, max] as fractions. */
const CITY_RATE: Record<CityName, readonly [number, number]> = {
  Gurgaon: [0.06, 0.16],
  Noida: [0.04, 0.12],
  'Greater Noida': [0.02, 0.1],
  'Greater Noida West': [0.03, 0.1],
  Ghaziabad: [0.01, 0.08],
  Faridabad: [-0.02, 0.06],
  Delhi: [-0.03, 0.07],
};

export interface LocalityTrend {
  /** Yearly change of asking prices (0.08 = +8 % a year). */
  price: number;
  /** Yearly change of asking rents. */
  rent: number;
}

const YEAR_MS = 365.25 * 86_400_000;

/** The locality's yearly rates: the same for a given seed, city and locality. */
export function localityTrend(
  seed: number,
  l: Pick<Locality, 'city' | 'locality' | 'sector'>,
): LocalityTrend {
  const rng = rngFor(seed, 'market-trend', l.city, l.locality, l.sector);
  const [min, max] = CITY_RATE[l.city];
  const price = rng.range(min, max);
  const rent = price * rng.range(0.45, 0.75) + rng.range(-0.01, 0.02);
  return { price: round4(price), rent: round4(rent) };
}

/** The multiplier that takes today's amount back to what was asked at `at` (≤ `today`). */
export function trendFactor(rate: number, at: Date, today: Date): number {
  const years = Math.max(0, today.getTime() - at.getTime()) / YEAR_MS;
  return Math.pow(1 + rate, -years);
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
