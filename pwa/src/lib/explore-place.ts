/**
 * What a typed place searches on /explore, decided in one place for the home hero, the locality
 * tiles, the chip strip and addresses typed or shared by hand:
 *  - one of our cities, in any spelling ('ggn', 'Gurugram') → `city=Gurgaon`;
 *  - a place inside a city ('Sohna Road', 'YEIDA') → the city plus `area=` (its projects only);
 *  - anything else (a PIN, a sector, a project's name, a city we do not know) → `q=`, which the
 *    API matches against name, developer, locality, sector, city, address and PIN.
 * The rules (aliases, places) are the API's own (domain/search/city-aliases.ts).
 */
import { cityLabel, foldText, resolvePlace } from '@propai/api/domain/search/city-aliases';

export interface PlaceQuery {
  city?: string;
  area?: string;
  q?: string;
}

/**
 * @example placeQuery('ggn') → { city: 'Gurgaon' }; placeQuery('Sohna Road') → { city: 'Gurgaon', area: 'Sohna Road' };
 * placeQuery(' 201305 ') → { q: '201305' }
 */
export function placeQuery(text: string): PlaceQuery {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return {};
  const place = resolvePlace(typed);
  if (!place) return { q: typed };
  return place.area ? { city: cityLabel(place.city), area: place.area } : { city: cityLabel(place.city) };
}

/**
 * The hero search's target (spec part 2 §2: a city goes to /explore?city={text}&type=buy; empty
 * to /explore); the locality tiles open the same.
 */
export function exploreSearchPath(text: string): string {
  const { city, area, q } = placeQuery(text);
  if (!city && !q) return '/explore';
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (area) params.set('area', area);
  if (q) params.set('q', q);
  params.set('type', 'buy');
  return `/explore?${params.toString()}`;
}

/**
 * The canonical form of an /explore address's place, or null when it already is one:
 * `?city=ggn` → `?city=Gurgaon`, `?city=Sohna Road` → `?city=Gurgaon&area=Sohna Road`,
 * `?city=201305` (the pre-rendered home form, sent before the app starts) → `?q=201305`.
 * Other parameters keep their place and value. An explicit `area` or `q` wins over the one read
 * from the city.
 */
export function canonicalPlaceParams(params: URLSearchParams): URLSearchParams | null {
  const raw = params.get('city');
  if (raw == null) return null;
  const place = placeQuery(raw);
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (key !== 'city') {
      // An empty area or q gives way to the one read from the city (set just before).
      if (!((key === 'area' || key === 'q') && next.has(key))) next.append(key, value);
      continue;
    }
    if (place.city) next.set('city', place.city);
    if (place.area && !params.get('area')?.trim()) next.set('area', place.area);
    if (place.q && !params.get('q')?.trim()) next.set('q', place.q);
  }
  return next.toString() === params.toString() ? null : next;
}

/** Whether two place names are the same ('Sohna  road' and 'Sohna Road'). */
export function samePlace(a: string | undefined, b: string | undefined): boolean {
  return foldText(a ?? '') === foldText(b ?? '');
}
