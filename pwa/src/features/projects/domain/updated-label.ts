/**
 * "Updated today" / "Updated 3 Mar 2026" under a transparency section (issue 19 "History"): the
 * latest time an admin editor wrote any of the section's stored parts (the detail's
 * `sectionUpdatedAt`). Days are India's calendar days, where the buyers and admins are.
 */

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

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

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
  const then = day.format(new Date(iso));
  return then === day.format(now) ? 'Updated today' : `Updated ${then.replace(/ Sept /, ' Sep ')}`;
}
