/**
 * The three /spotlight/* pages show real seeded projects, picked deterministically so the same
 * database always gives the same three: featured projects first, then by slug (A→Z).
 */
export interface SpotlightCandidate {
  _id: string;
  slug?: unknown;
  name?: unknown;
  featured?: unknown;
}

export const SPOTLIGHT_COUNT = 3;

export function pickSpotlights<T extends SpotlightCandidate>(projects: T[], count = SPOTLIGHT_COUNT): T[] {
  const slug = (p: T) => (typeof p.slug === 'string' ? p.slug : p._id);
  return [...projects]
    .sort(
      (a, b) => Number(b.featured === true) - Number(a.featured === true) || slug(a).localeCompare(slug(b)),
    )
    .slice(0, count);
}
