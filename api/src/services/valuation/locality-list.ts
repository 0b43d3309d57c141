/**
 * The localities that have live listings, per city, with their counts: the valuation form's
 * suggestions, and the one place a typed locality is matched to its stored spelling ("sector 45"
 * → "Sector 45", so the `locality` index finds it).
 *
 * Counted by one pass over the live listings (city, locality only), kept in memory for
 * LIST_MAX_AGE_MS and recounted on the first ask after that, never on every request: at 100,000
 * listings a pass reads every listing once (README, "Valuation"). One pass at a time per store;
 * askers during a recount get the previous list (or wait for the first one).
 */
import type { Store } from '../../store/types';
import { normalizeCity } from '../../domain/search/city-aliases';

export const LIST_MAX_AGE_MS = 10 * 60_000;

export interface LocalityList {
  asOf: Date;
  /** normalised city → stored locality spelling → live listings. */
  byCity: Map<string, Map<string, number>>;
}

const lists = new WeakMap<Store, { list?: LocalityList; building?: Promise<LocalityList> }>();

async function countLocalities(store: Store, now: Date): Promise<LocalityList> {
  const docs = await store
    .collection('listings')
    .find({ status: 'live' }, { projection: { city: 1, locality: 1 } });
  const byCity = new Map<string, Map<string, number>>();
  for (const d of docs) {
    if (typeof d.city !== 'string' || typeof d.locality !== 'string' || !d.locality.trim()) continue;
    const city = normalizeCity(d.city);
    const names = byCity.get(city) ?? new Map<string, number>();
    names.set(d.locality, (names.get(d.locality) ?? 0) + 1);
    byCity.set(city, names);
  }
  return { asOf: now, byCity };
}

/** The list, recounted when older than LIST_MAX_AGE_MS. */
export async function localityList(store: Store, now = new Date()): Promise<LocalityList> {
  const slot = lists.get(store) ?? {};
  lists.set(store, slot);
  if (slot.list && now.getTime() - slot.list.asOf.getTime() < LIST_MAX_AGE_MS) return slot.list;
  slot.building ??= countLocalities(store, now)
    .then((list) => (slot.list = list))
    .finally(() => {
      slot.building = undefined;
    });
  if (!slot.list) return slot.building;
  // A stale list answers now; the recount replaces it when done (a failed one is tried next time).
  slot.building.catch(() => undefined);
  return slot.list;
}

/** Forgets the counted list (tests that add listings and read again at once). */
export function forgetLocalityList(store: Store): void {
  lists.delete(store);
}

/** A city's localities, most listings first, then A→Z. */
export function localitiesOf(list: LocalityList, city: string): { name: string; listings: number }[] {
  const names = list.byCity.get(normalizeCity(city)) ?? new Map<string, number>();
  return [...names.entries()]
    .map(([name, listings]) => ({ name, listings }))
    .sort((a, b) => b.listings - a.listings || a.name.localeCompare(b.name));
}

/** The stored spelling of a typed locality in a city (case and spaces aside), else the typed text. */
export function storedLocality(list: LocalityList, city: string, typed: string): string {
  const key = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const name of list.byCity.get(normalizeCity(city))?.keys() ?? []) {
    if (name.trim().replace(/\s+/g, ' ').toLowerCase() === key) return name;
  }
  return typed.trim().replace(/\s+/g, ' ');
}
