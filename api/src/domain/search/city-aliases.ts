/**
 * City names as users type them → one lower-case canonical key, so "Gurugram", "ggn" and
 * "gurgoan" all find Gurgaon. The map is the spec's (part 2 §5) plus the Explore chip labels
 * (part 2 §2): localities that people use as if they were cities (Sohna Road, Dwarka Expressway,
 * Indirapuram, Noida Extension…) fold into the city that contains them.
 *
 * YEIDA folds into Greater Noida: the Yamuna Expressway authority's sectors sit in Greater Noida
 * in our data (and in the chip strip it is a place inside that market, not a separate city).
 */

/** Other spellings and short forms of a city: they mean the whole city. */
const CITY_SPELLINGS: Record<string, string> = {
  gurugram: 'gurgaon',
  gurgram: 'gurgaon',
  gurgoan: 'gurgaon',
  gurugaon: 'gurgaon',
  gurgao: 'gurgaon',
  gurgan: 'gurgaon',
  gurugrm: 'gurgaon',
  ggn: 'gurgaon',
  ggm: 'gurgaon',
  'noida extension': 'greater noida west',
  'noida extn': 'greater noida west',
  'greater noida (west)': 'greater noida west',
  'gr noida west': 'greater noida west',
  gnw: 'greater noida west',
  'gr noida': 'greater noida',
  'gr. noida': 'greater noida',
  gzb: 'ghaziabad',
  fbd: 'faridabad',
  'new delhi': 'delhi',
  'delhi ncr': 'delhi',
  'delhi-ncr': 'delhi',
  ncr: 'delhi',
  dilli: 'delhi',
  'new dilli': 'delhi',
  'delhi ncr region': 'delhi',
  nd: 'delhi',
};

/**
 * Places inside a city that people type as if they were cities: the city, and the words the
 * place's projects carry in their locality, sector or micro-market (searched as `area`), so
 * "Sohna Road" finds Sohna Road's projects and not all of Gurgaon's.
 */
const PLACES_IN_CITIES: Record<string, { city: string; area: string }> = {
  'new gurgaon': { city: 'gurgaon', area: 'New Gurgaon' },
  'new gurugram': { city: 'gurgaon', area: 'New Gurgaon' },
  sohna: { city: 'gurgaon', area: 'Sohna' },
  'sohna road': { city: 'gurgaon', area: 'Sohna Road' },
  manesar: { city: 'gurgaon', area: 'Manesar' },
  farrukhnagar: { city: 'gurgaon', area: 'Farrukhnagar' },
  'farukh nagar': { city: 'gurgaon', area: 'Farrukhnagar' },
  'dwarka expressway': { city: 'gurgaon', area: 'Dwarka Expressway' },
  'dwarka expy': { city: 'gurgaon', area: 'Dwarka Expressway' },
  'golf course road': { city: 'gurgaon', area: 'Golf Course Road' },
  'golf course extension road': { city: 'gurgaon', area: 'Golf Course Extension Road' },
  'southern peripheral road': { city: 'gurgaon', area: 'Southern Peripheral Road' },
  spr: { city: 'gurgaon', area: 'Southern Peripheral Road' },
  yeida: { city: 'greater noida', area: 'YEIDA' },
  'yamuna expressway': { city: 'greater noida', area: 'Yamuna Expressway' },
  'noida expressway': { city: 'noida', area: 'Noida Expressway' },
  indirapuram: { city: 'ghaziabad', area: 'Indirapuram' },
  vaishali: { city: 'ghaziabad', area: 'Vaishali' },
  'raj nagar extension': { city: 'ghaziabad', area: 'Raj Nagar Extension' },
  'rajnagar extension': { city: 'ghaziabad', area: 'Raj Nagar Extension' },
  'crossings republik': { city: 'ghaziabad', area: 'Crossings Republik' },
  'greater faridabad': { city: 'faridabad', area: 'Greater Faridabad' },
  'south delhi': { city: 'delhi', area: 'South Delhi' },
  'north delhi': { city: 'delhi', area: 'North Delhi' },
  'east delhi': { city: 'delhi', area: 'East Delhi' },
  'west delhi': { city: 'delhi', area: 'West Delhi' },
  'central delhi': { city: 'delhi', area: 'Central Delhi' },
};

/** Every name → its city key (a place folds into the city that contains it). */
const ALIASES: Record<string, string> = {
  ...CITY_SPELLINGS,
  ...Object.fromEntries(Object.entries(PLACES_IN_CITIES).map(([name, p]) => [name, p.city])),
};

/** Display names for the canonical keys we know; anything else is title-cased. */
const LABELS: Record<string, string> = {
  gurgaon: 'Gurgaon',
  noida: 'Noida',
  'greater noida': 'Greater Noida',
  'greater noida west': 'Greater Noida West',
  ghaziabad: 'Ghaziabad',
  faridabad: 'Faridabad',
  delhi: 'Delhi',
};

/** Lower-case, trimmed, inner spaces collapsed: the form both sides of a comparison use. */
export function foldText(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The canonical lower-case key of a city as typed; unknown names pass through folded.
 * @example normalizeCity(' Gurugram ') === 'gurgaon'; normalizeCity('Noida Extension') === 'greater noida west'
 */
export function normalizeCity(raw: string): string {
  const folded = foldText(raw);
  return ALIASES[folded] ?? ALIASES[folded.replace(/[.,]/g, '')] ?? folded;
}

/** The label to show for a canonical key ('greater noida west' → 'Greater Noida West'). */
export function cityLabel(key: string): string {
  return LABELS[key] ?? key.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A typed place, read: a city (`area` absent) or a place inside one; null when it is neither. */
export interface KnownPlace {
  /** Canonical lower-case city key ('gurgaon'). */
  city: string;
  /** The place inside the city, as its projects spell it ('Sohna Road'). */
  area?: string;
}

/**
 * What a typed name means: one of our cities (any spelling), a place inside one, or null (a PIN,
 * a sector, a project name, a city we do not know: search it as text).
 * @example resolvePlace('ggn') → { city: 'gurgaon' }; resolvePlace('Sohna Road') → { city: 'gurgaon', area: 'Sohna Road' }
 */
export function resolvePlace(raw: string): KnownPlace | null {
  const folded = foldText(raw);
  const plain = folded.replace(/[.,]/g, '');
  const place = PLACES_IN_CITIES[folded] ?? PLACES_IN_CITIES[plain];
  if (place) return { ...place };
  const city = CITY_SPELLINGS[folded] ?? CITY_SPELLINGS[plain] ?? (LABELS[folded] ? folded : undefined);
  return city ? { city } : null;
}

/** Every alias and canonical key, for suggestions ("gur" → Gurgaon). */
export function knownCityNames(): { name: string; key: string }[] {
  return [
    ...Object.keys(LABELS).map((key) => ({ name: key, key })),
    ...Object.entries(ALIASES).map(([name, key]) => ({ name, key })),
  ];
}
