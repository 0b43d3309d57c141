/**
 * Where and when each of a developer's past projects was promised and handed over: the delivery
 * record /past-projects shows (promised against actual possession, the units and the place).
 *
 * Drawn from its own stream, `rngFor(seed, 'delivery-record', developerIndex)`, after the record's
 * status, delay and occupancy are fixed, so adding it changed no earlier draw: every developer's
 * trust score, and everything the projects derive from it, comes out as before.
 *
 * `year` of the record is the handover year of a delivered project and the year now expected for
 * the others, so the promised month is that month less the delay, and a handover is never later
 * than the demo data's "now" (delivered records end in 2023 at the latest).
 */
import type { PastProject } from './entities';
import { LOCALITIES, pickLocality, type CityName } from './localities';
import { rngFor } from './prng';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a month counted from year 0 (month 0 = January of year 0). */
function monthKey(index: number): string {
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function withDeliveryRecord(
  seed: number,
  developerIndex: number,
  headquarters: CityName,
  past: PastProject[],
): PastProject[] {
  const rng = rngFor(seed, 'delivery-record', developerIndex);
  const home = LOCALITIES.filter((l) => l.city === headquarters);
  return past.map((p) => {
    // Most of a builder's work is near its head office; some elsewhere in NCR.
    const place = home.length > 0 && rng.chance(0.65) ? rng.pick(home) : pickLocality(rng);
    const month = rng.int(0, 11);
    const units = rng.int(4, 36) * 20;
    const due = p.year * 12 + month;
    const delivered = p.status === 'Delivered' || p.status === 'Delivered late';
    return {
      ...p,
      city: place.city,
      locality: place.locality,
      units,
      promised: monthKey(due - p.delayMonths),
      ...(delivered ? { handedOver: monthKey(due) } : {}),
    };
  });
}
