/** PG / co-living specifics: rent per bed and `pgMeta` with the spec's option values. */
import { daysAfter, isoDay } from './dates';
import type { PgMeta } from './entities';
import type { Locality } from './localities';
import { priceTier } from './localities';
import { PG_SUFFIXES, PG_WORDS } from './names';
import type { Rng } from './prng';
import { clamp, roundTo } from './text';

const SHARING_FACTOR = { '1': 1.7, '2': 1.25, '3': 1, '4+': 0.8 } as const;

export function makePg(
  rng: Rng,
  l: Locality,
): { pgMeta: PgMeta; pricePerMonth: number; securityDeposit: number; title: string; description: string } {
  const sharing = rng.weighted([
    ['1', 20],
    ['2', 40],
    ['3', 28],
    ['4+', 12],
  ] as const);
  const gender = rng.weighted([
    ['any', 30],
    ['male', 35],
    ['female', 35],
  ] as const);
  const food = rng.weighted([
    ['veg+nonveg', 50],
    ['veg', 30],
    ['no', 20],
  ] as const);
  const ac = rng.chance(0.6);
  const residenceName = `${rng.pick(PG_WORDS)} ${rng.pick(PG_SUFFIXES)}`;
  const perBed =
    (6000 + priceTier(l) * 9000) * SHARING_FACTOR[sharing] + (ac ? 1500 : 0) + (food === 'no' ? 0 : 2500);
  const pricePerMonth = clamp(roundTo(perBed * rng.range(0.9, 1.15), 500), 6000, 25000);
  const pgMeta: PgMeta = {
    residenceName,
    landmark: l.metro ? `Near ${l.metro} Metro Station` : `Near ${l.locality} Market`,
    availableFrom: isoDay(daysAfter(rng.int(0, 45))),
    minStayMonths: rng.pick([1, 3, 3, 6, 6, 11]),
    occupancy: sharing === '1' ? 'private' : 'shared',
    sharing,
    furnishing: rng.weighted([
      ['furnished', 70],
      ['semifurnished', 25],
      ['unfurnished', 5],
    ] as const),
    gender,
    bathroomType: sharing === '1' || rng.chance(0.6) ? 'attached' : 'shared',
    food,
    amenities: {
      wifi: rng.chance(0.92),
      housekeeping: rng.chance(0.85),
      powerBackup: rng.chance(0.8),
      ac,
      washingMachine: rng.chance(0.7),
      geyser: rng.chance(0.85),
      cctv: rng.chance(0.75),
      parking: rng.chance(0.4),
    },
    rules: {
      visitorsAllowed: rng.chance(0.7),
      smokingAllowed: rng.chance(0.15),
      alcoholAllowed: rng.chance(0.1),
      petsAllowed: rng.chance(0.1),
    },
  };
  const who = gender === 'male' ? 'Boys' : gender === 'female' ? 'Girls' : 'Boys & Girls';
  const sharingText = sharing === '1' ? 'private rooms' : `${sharing}-sharing rooms`;
  return {
    pgMeta,
    pricePerMonth,
    securityDeposit: pricePerMonth * rng.pick([1, 1, 2]),
    title: `${residenceName} – PG for ${who} in ${l.locality}, ${l.city}`,
    description: `${pgMeta.furnishing === 'furnished' ? 'Fully furnished' : 'Comfortable'} ${sharingText} for ${who.toLowerCase()} in ${l.sector}, ${l.locality}. ${food === 'no' ? 'No meals included.' : food === 'veg' ? 'Vegetarian meals included.' : 'Veg and non-veg meals included.'} ${ac ? 'AC rooms.' : 'Non-AC rooms.'} Minimum stay ${pgMeta.minStayMonths} month${pgMeta.minStayMonths > 1 ? 's' : ''}.`,
  };
}
