/**
 * The hybrid page's amenity filter (spec part 2 §9: Parking, Lift, Power Backup, Gym, Pool, Park,
 * Security, Wi-Fi). Listings store these very labels; projects store the editor's labels, where
 * the pool is 'Swimming Pool' and the park 'Garden'. A project that does not list an amenity does
 * not match it (no project records Wi-Fi, so Wi-Fi finds none — the data says nothing about it).
 */
import type { Filter } from '../query-language';

export const FILTER_AMENITIES = [
  'Parking',
  'Lift',
  'Power Backup',
  'Gym',
  'Pool',
  'Park',
  'Security',
  'Wi-Fi',
] as const;
export type FilterAmenity = (typeof FILTER_AMENITIES)[number];

const PROJECT_LABEL: Partial<Record<FilterAmenity, string>> = { Pool: 'Swimming Pool', Park: 'Garden' };

/** 'wifi', 'power backup', 'Pool' → the canonical label, or null. */
export function parseAmenity(text: string): FilterAmenity | null {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return FILTER_AMENITIES.find((a) => key(a) === key(text)) ?? null;
}

/** One clause per amenity: a document must list every one asked for. */
export function amenityClauses(amenities: readonly FilterAmenity[], target: 'project' | 'listing'): Filter[] {
  return amenities.map((a) => ({ amenities: target === 'project' ? (PROJECT_LABEL[a] ?? a) : a }));
}
