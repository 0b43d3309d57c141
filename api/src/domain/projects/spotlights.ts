/**
 * The three /spotlight/* routes (spec part 1: "three fixed /spotlight/... routes — spotlight pages
 * for three named projects"). One list, read by the route table, the API and the demo-data
 * generator, so each route shows the project its URL names: the project whose slug is `slug`.
 * `cities` is where the demo data places that project (an Aravali name in the Aravali foothills,
 * a Yamuna one along the Yamuna), first match wins, else any city.
 */
export interface Spotlight {
  /** The route is /spotlight/{slug}; the project's slug is the same. */
  slug: string;
  /** The project's name. */
  name: string;
  cities: readonly string[];
}

export const SPOTLIGHTS: readonly Spotlight[] = [
  { slug: 'aravali-heights', name: 'Aravali Heights', cities: ['Gurgaon', 'Faridabad'] },
  { slug: 'yamuna-greens', name: 'Yamuna Greens', cities: ['Noida', 'Greater Noida'] },
  { slug: 'skyline-towers', name: 'Skyline Towers', cities: [] },
];

/**
 * Which project (by index) carries each spotlight's name: the first not yet taken in one of its
 * cities, else the first not taken at all. `skip` indexes are never used (the first demo project
 * is named in the README). Spotlights beyond the number of projects get none.
 */
export function assignSpotlights(
  projects: readonly { city: string }[],
  skip: ReadonlySet<number> = new Set(),
): Map<number, Spotlight> {
  const out = new Map<number, Spotlight>();
  const free = (i: number) => !skip.has(i) && !out.has(i);
  for (const s of SPOTLIGHTS) {
    const inCity = projects.findIndex((p, i) => free(i) && s.cities.includes(p.city));
    const any = projects.findIndex((_p, i) => free(i));
    const at = inCity >= 0 ? inCity : any;
    if (at >= 0) out.set(at, s);
  }
  return out;
}
