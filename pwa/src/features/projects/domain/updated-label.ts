/**
 * "Updated today" / "Updated 3 Mar 2026" under a transparency section (issue 19 "History"): the
 * latest time an admin editor wrote any of the section's stored parts (the detail's
 * `sectionUpdatedAt`). Days are India's calendar days, where the buyers and admins are.
 */
import { formatDay } from '../../../lib/format';

/** The project page's section ids and the editor sections (history keys) each one shows. */
export const SECTION_STAMP_KEYS: Record<string, readonly string[]> = {
  pricing: ['pricing', 'basics'],
  'payment-plans': ['paymentPlan'],
  construction: ['construction', 'updates'],
  escrow: ['escrow'],
  legal: ['legal'],
  quality: ['qualityAudits', 'specs'],
  developer: ['developerInfo'],
  living: ['living', 'amenities'],
  location: ['location'],
  'cost-sheet': ['costSheet'],
};

/** India is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * '3 Mar 2026', India's calendar day, in plain code (lib/format.ts formatDay on the shifted time):
 * an Intl.DateTimeFormat made when the module loads costs every project page ICU's start-up on
 * its first frame (issue 21).
 */
const indianDay = (date: Date): string => formatDay(date.getTime() + IST_OFFSET_MS);

/** The latest stamp among the section's keys, or null when an editor never wrote it. */
export function latestStamp(stamps: Record<string, string> | undefined, sectionId: string): string | null {
  const keys = SECTION_STAMP_KEYS[sectionId] ?? [];
  let latest: string | null = null;
  for (const key of keys) {
    const at = stamps?.[key];
    if (at && !Number.isNaN(Date.parse(at)) && (!latest || Date.parse(at) > Date.parse(latest))) latest = at;
  }
  return latest;
}

/**
 * @example updatedLabel('2026-03-03T10:00:00Z', new Date('2026-11-25T04:00:00Z')) // 'Updated 3 Mar 2026'
 */
export function updatedLabel(iso: string, now: Date = new Date()): string {
  const then = indianDay(new Date(iso));
  return then === indianDay(now) ? 'Updated today' : `Updated ${then}`;
}
