/**
 * City names as users type them → one lower-case canonical key, so "Gurugram", "ggn" and
 * "gurgoan" all find Gurgaon. The map is the spec's (part 2 §5) plus the Explore chip labels
 * (part 2 §2): localities that people use as if they were cities (Sohna Road, Dwarka Expressway,
 * Indirapuram, Noida Extension…) fold into the city that contains them.
 *
 * YEIDA folds into Greater Noida: the Yamuna Expressway authority's sectors sit in Greater Noida
 * in our data (and in the chip strip it is a place inside that market, not a separate city).
 */

const ALIASES: Record<string, string> = {
  gurugram: 'gurgaon',
  gurgram: 'gurgaon',
  gurgoan: 'gurgaon',
  gurugaon: 'gurgaon',
  gurgao: 'gurgaon',
  gurgan: 'gurgaon',
  gurugrm: 'gurgaon',
  ggn: 'gurgaon',
  ggm: 'gurgaon',
  'new gurgaon': 'gurgaon',
  'new gurugram': 'gurgaon',
  sohna: 'gurgaon',
  'sohna road': 'gurgaon',
  manesar: 'gurgaon',
  farrukhnagar: 'gurgaon',
  'farukh nagar': 'gurgaon',
  'dwarka expressway': 'gurgaon',
  'dwarka expy': 'gurgaon',
  'golf course road': 'gurgaon',
  'golf course extension road': 'gurgaon',
  'southern peripheral road': 'gurgaon',
  spr: 'gurgaon',
  'noida extension': 'greater noida west',
  'noida extn': 'greater noida west',
  'greater noida (west)': 'greater noida west',
  'gr noida west': 'greater noida west',
  gnw: 'greater noida west',
  'gr noida': 'greater noida',
  'gr. noida': 'greater noida',
  yeida: 'greater noida',
  'yamuna expressway': 'greater noida',
  'noida expressway': 'noida',
  indirapuram: 'ghaziabad',
  vaishali: 'ghaziabad',
  'raj nagar extension': 'ghaziabad',
  'rajnagar extension': 'ghaziabad',
  'crossings republik': 'ghaziabad',
  gzb: 'ghaziabad',
  'greater faridabad': 'faridabad',
  fbd: 'faridabad',
  'new delhi': 'delhi',
  'delhi ncr': 'delhi',
  'delhi-ncr': 'delhi',
  ncr: 'delhi',
  dilli: 'delhi',
  'new dilli': 'delhi',
  'south delhi': 'delhi',
  'north delhi': 'delhi',
  'east delhi': 'delhi',
  'west delhi': 'delhi',
  'central delhi': 'delhi',
  'delhi ncr region': 'delhi',
  nd: 'delhi',
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

/** Every alias and canonical key, for suggestions ("gur" → Gurgaon). */
export function knownCityNames(): { name: string; key: string }[] {
  return [
    ...Object.keys(LABELS).map((key) => ({ name: key, key })),
    ...Object.entries(ALIASES).map(([name, key]) => ({ name, key })),
  ];
}
