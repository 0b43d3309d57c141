/**
 * Project amenities in the legacy editor's groups (spec part 3 §3; the one table lives in
 * domain/project-admin/amenity-groups.ts), so the flat list and the grouped booleans always agree.
 */
import { AMENITY_GROUPS } from '../domain/project-admin/amenity-groups';
import type { Rng } from './prng';

type GroupName = keyof typeof AMENITY_GROUPS;

/** Every project in NCR advertises these; premium ones add more from the groups. */
const BASICS = ['Power Backup', 'Lift', 'Garden', 'Parking'];

/** `tier` 0…1 (locality price band) raises how many group amenities a project offers. */
export function pickProjectAmenities(
  rng: Rng,
  tier: number,
): { amenities: string[]; amenityGroups: Record<GroupName, Record<string, boolean>> } {
  const share = 0.3 + tier * 0.5;
  const amenities = [...BASICS];
  const amenityGroups = {} as Record<GroupName, Record<string, boolean>>;
  for (const group of Object.keys(AMENITY_GROUPS) as GroupName[]) {
    const flags: Record<string, boolean> = {};
    for (const [key, label] of Object.entries(AMENITY_GROUPS[group])) {
      // Security basics are near-universal in gated projects; the rest depend on the tier.
      const p =
        group === 'security' && ['cctv', 'gatedCommunity', 'securityGuards'].includes(key) ? 0.95 : share;
      flags[key] = rng.chance(p);
      if (flags[key]) amenities.push(label);
    }
    amenityGroups[group] = flags;
  }
  return { amenities, amenityGroups };
}
