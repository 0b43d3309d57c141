/**
 * `developers`: fictional builders with a track record. The record (delays, stalls, occupancy)
 * is the data; trustScore is computed from it here so that it is consistent with what the page
 * shows, and each developer's `reliability` also steers how its new projects slip.
 */
import { BASE_DATE } from './dates';
import { withDeliveryRecord } from './delivery-record';
import type { DeveloperDoc, PastProject } from './entities';
import { LOCALITIES } from './localities';
import { DEVELOPER_STEMS, DEVELOPER_SUFFIXES, PROJECT_SUFFIXES, PROJECT_WORDS } from './names';
import { objectId, rngFor } from './prng';
import { clamp, slugify } from './text';

export function developerCount(projects: number): number {
  return Math.max(6, Math.ceil(projects / 12));
}

/** 0 (chronically late) … 1 (delivers on time); not stored, derived again from the record. */
export function reliabilityOf(dev: DeveloperDoc): number {
  return dev.trustScore / 100;
}

function developerNames(seed: number, count: number): string[] {
  const rng = rngFor(seed, 'developer-names');
  const combos = DEVELOPER_STEMS.flatMap((s) => DEVELOPER_SUFFIXES.map((x) => `${s} ${x}`));
  const shuffled = rng.sample(combos, combos.length);
  return Array.from({ length: count }, (_, i) => {
    const base = shuffled[i % shuffled.length] ?? 'Demo Developers';
    const round = Math.floor(i / shuffled.length);
    return round === 0 ? base : `${base} ${['', 'II', 'III', 'IV', 'V'][round] ?? round + 1}`;
  });
}

export function makeDevelopers(seed: number, count: number): DeveloperDoc[] {
  const names = developerNames(seed, count);
  return names.map((name, index) => {
    const rng = rngFor(seed, 'developer', index);
    const reliability = rng.weighted([
      ['good', 45],
      ['average', 40],
      ['poor', 15],
    ] as const);
    const foundedYear = rng.int(1985, 2016);
    const past: PastProject[] = Array.from({ length: rng.int(1, 7) }, () => {
      const year = rng.int(Math.max(foundedYear + 3, 2005), 2025);
      const maxDelay = reliability === 'good' ? 6 : reliability === 'average' ? 18 : 48;
      const delayMonths = rng.chance(reliability === 'good' ? 0.7 : 0.3) ? 0 : rng.int(1, maxDelay);
      const stalled = reliability === 'poor' && rng.chance(0.25);
      const status: PastProject['status'] = stalled
        ? 'Stalled'
        : year >= 2024
          ? 'Under Construction'
          : delayMonths > 3
            ? 'Delivered late'
            : 'Delivered';
      const occupancyPct = status === 'Stalled' ? 0 : status === 'Under Construction' ? 0 : rng.int(45, 98);
      return {
        name: `${rng.pick(PROJECT_WORDS)} ${rng.pick(PROJECT_SUFFIXES)}`,
        year,
        status,
        delayMonths,
        occupancyPct,
      };
    }).sort((a, b) => a.year - b.year);
    const createdAt = new Date(BASE_DATE.getTime() - rng.int(200, 400) * 86_400_000);
    const hq = rng.pick(LOCALITIES);
    return {
      _id: objectId(rng, createdAt, index),
      seeded: true,
      name,
      slug: slugify(name),
      foundedYear,
      trustScore: trustScore(past, BASE_DATE.getUTCFullYear() - foundedYear),
      past: withDeliveryRecord(seed, index, hq.city, past),
      cin: `U45200${hq.state === 'Haryana' ? 'HR' : hq.state === 'Delhi' ? 'DL' : 'UP'}${foundedYear}PTC${rng.digits(6)}`,
      headquarters: hq.city,
      projectCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Delivery record → 0–100: delays and stalls cost points, full societies and age earn some. */
export function trustScore(past: PastProject[], yearsActive: number): number {
  const delivered = past.filter((p) => p.status === 'Delivered' || p.status === 'Delivered late');
  const avgDelay = past.length ? past.reduce((s, p) => s + p.delayMonths, 0) / past.length : 0;
  const stalls = past.filter((p) => p.status === 'Stalled').length;
  const occupancy = delivered.length
    ? delivered.reduce((s, p) => s + p.occupancyPct, 0) / delivered.length
    : 60;
  const score = 70 - avgDelay * 1.1 - stalls * 15 + (occupancy - 60) * 0.4 + Math.min(10, yearsActive / 3);
  return Math.round(clamp(score, 5, 98));
}
