/**
 * The legacy editor's four amenity groups (spec part 3 §3, its exact keys) and the label each key
 * has in a project's flat `amenities` list (the Explore filter's words, part 2 §9). The seed uses
 * the same table (seed/amenities.ts), so the grouped booleans and the flat list agree.
 */
export const AMENITY_GROUPS = {
  clubhouse: {
    gym: 'Gym',
    pool: 'Swimming Pool',
    clubhouse: 'Club House',
    library: 'Library',
    banquetHall: 'Banquet Hall',
    kidsPlayArea: 'Children Play Area',
    seniorCitizenArea: 'Senior Citizen Area',
    indoorGames: 'Indoor Games',
    cafeteria: 'Cafeteria',
  },
  sports: {
    tennis: 'Tennis Court',
    badminton: 'Badminton Court',
    basketball: 'Basketball Court',
    cricket: 'Cricket Practice Nets',
    football: 'Football Turf',
    volleyball: 'Volleyball Court',
    tabletennis: 'Table Tennis',
    squash: 'Squash Court',
  },
  wellness: {
    spa: 'Spa',
    yoga: 'Yoga Deck',
    meditation: 'Meditation Zone',
    joggingTrack: 'Jogging Track',
    cycling: 'Cycling Track',
    aerobics: 'Aerobics Room',
    massage: 'Massage Room',
    sauna: 'Sauna',
  },
  security: {
    cctv: 'CCTV',
    gatedCommunity: 'Gated Community',
    securityGuards: 'Security',
    intercom: 'Intercom',
    fireAlarm: 'Fire Alarm',
    smokeDet: 'Smoke Detectors',
    panicButton: 'Panic Button',
    accessControl: 'Access Control',
  },
} as const;

export type AmenityGroupName = keyof typeof AMENITY_GROUPS;
export const AMENITY_GROUP_NAMES = Object.keys(AMENITY_GROUPS) as AmenityGroupName[];
export type AmenityGroups = Partial<Record<AmenityGroupName, Partial<Record<string, boolean>>>>;

const GROUPED_LABELS = new Set<string>(
  AMENITY_GROUP_NAMES.flatMap((g) => Object.values(AMENITY_GROUPS[g]) as string[]),
);

/**
 * The flat list after the legacy form's groups: entries no group names are kept, a group label is
 * kept when ticked and dropped when not, newly ticked labels are added — in the list's order, so
 * an unchanged form gives back the very same list.
 */
export function amenitiesWithGroups(current: readonly string[], groups: AmenityGroups): string[] {
  const ticked = AMENITY_GROUP_NAMES.flatMap((g) =>
    Object.entries(AMENITY_GROUPS[g])
      .filter(([key]) => groups[g]?.[key] === true)
      .map(([, label]) => label as string),
  );
  const isTicked = new Set(ticked);
  const kept = current.filter((a) => !GROUPED_LABELS.has(a) || isTicked.has(a));
  return [...kept, ...ticked.filter((label) => !kept.includes(label))];
}

/**
 * Every key of every group, true when the flat list has its label. The flat list is the one truth
 * (the Explore filter and the project page read it); the seed's `amenityGroups` copy is not read.
 */
export function groupsOf(flat: readonly string[]): Record<AmenityGroupName, Record<string, boolean>> {
  const has = new Set(flat);
  return Object.fromEntries(
    AMENITY_GROUP_NAMES.map((g) => [
      g,
      Object.fromEntries(
        Object.keys(AMENITY_GROUPS[g]).map((key) => [key, has.has(AMENITY_GROUPS[g][key as never])]),
      ),
    ]),
  ) as Record<AmenityGroupName, Record<string, boolean>>;
}
