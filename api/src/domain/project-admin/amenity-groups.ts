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

/** The groups' booleans as the flat list: ticked labels, plus the list's entries no group names. */
export function amenitiesWithGroups(current: readonly string[], groups: AmenityGroups): string[] {
  const ticked = AMENITY_GROUP_NAMES.flatMap((g) =>
    Object.entries(AMENITY_GROUPS[g])
      .filter(([key]) => groups[g]?.[key] === true)
      .map(([, label]) => label as string),
  );
  return [...current.filter((a) => !GROUPED_LABELS.has(a)), ...ticked];
}

/** Every key of every group, true when the stored groups say so or the flat list has its label. */
export function groupsOf(stored: AmenityGroups | undefined, flat: readonly string[]): AmenityGroups {
  const has = new Set(flat);
  return Object.fromEntries(
    AMENITY_GROUP_NAMES.map((g) => [
      g,
      Object.fromEntries(
        Object.entries(AMENITY_GROUPS[g]).map(([key, label]) => [
          key,
          stored?.[g]?.[key] === true || has.has(label),
        ]),
      ),
    ]),
  );
}
