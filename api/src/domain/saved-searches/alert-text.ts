/**
 * The words of a saved-search alert ("3 new 2 BHK rentals in Sector 45"), from the search's own
 * filters, so the line says what the link will show. Pure: no store, no clock.
 */
import { cityLabel, resolvePlace } from '../search/city-aliases';
import type { ListingSearchFilters, ProjectSearchFilters } from './saved-search-filters';

const LISTING_NOUNS: Record<string, [string, string]> = {
  sale: ['home for sale', 'homes for sale'],
  rent: ['rental', 'rentals'],
  pg: ['PG', 'PGs'],
  commercial: ['commercial space', 'commercial spaces'],
  plot: ['plot', 'plots'],
};

/** A city in its label ('ggn' → 'Gurgaon'); a place inside a city ('Sohna Road') or text as typed. */
const placeLabel = (raw: string) => {
  const known = resolvePlace(raw);
  return known && !known.area ? cityLabel(known.city) : (known?.area ?? raw.trim());
};

function place(city: string | undefined, q: string | undefined): string {
  if (city?.trim()) return ` in ${placeLabel(city)}`;
  return q?.trim() ? ` matching "${q.trim()}"` : '';
}

/** @example listingAlertText(3, { category: 'rent', city: 'Gurgaon' }) → '3 new rentals in Gurgaon' */
export function listingAlertText(count: number, f: ListingSearchFilters): string {
  const [one, many] = LISTING_NOUNS[f.category ?? ''] ?? ['listing', 'listings'];
  return `${count} new ${count === 1 ? one : many}${place(f.city, f.q)}`;
}

/** @example projectAlertText(1, { bhk: [{ value: 2, orMore: false }], city: 'Noida' }) → '1 new 2 BHK project in Noida' */
export function projectAlertText(count: number, f: ProjectSearchFilters): string {
  const bhk = f.bhk?.length ? `${f.bhk.map((b) => `${b.value}${b.orMore ? '+' : ''}`).join('/')} BHK ` : '';
  const cities = f.cities?.length ? f.cities.map(placeLabel) : [];
  const where = cities.length
    ? ` in ${cities.slice(0, 2).join(', ')}${cities.length > 2 ? '…' : ''}`
    : place(f.city ?? f.area, f.q);
  return `${count} new ${bhk}${count === 1 ? 'project' : 'projects'}${where}`;
}
