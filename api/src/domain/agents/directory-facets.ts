/**
 * The directory's filter chips: for each type, the cities with agents of that type and, per city,
 * the localities they work in — each with how many agents. Computed when the directory is built
 * (services/agents/agent-directory.ts) and stored with it, so a page of the directory reads one
 * document instead of every entry of a type.
 */
import type { AgentType } from './agent-rules';

export interface FacetEntry {
  type: AgentType;
  cities: readonly string[];
  cityKeys: readonly string[];
  localities: readonly { city: string; name: string }[];
}

export interface Count {
  name: string;
  agents: number;
}

export interface TypeFacets {
  cities: Count[];
  /** By alias-normalised city key ('gurgaon'). */
  localities: Record<string, Count[]>;
}

export type DirectoryFacets = Partial<Record<AgentType, TypeFacets>>;

function ranked(counts: Map<string, number>): Count[] {
  return [...counts.entries()]
    .map(([name, agents]) => ({ name, agents }))
    .sort((a, b) => b.agents - a.agents || a.name.localeCompare(b.name));
}

/**
 * @example facetsOf([{ type: 'agent', cities: ['Gurgaon'], cityKeys: ['gurgaon'],
 *   localities: [{ city: 'Gurgaon', name: 'Sector 45' }] }], normalize)
 *   // → { agent: { cities: [{ name: 'Gurgaon', agents: 1 }], localities: { gurgaon: [{ name: 'Sector 45', agents: 1 }] } } }
 */
export function facetsOf(entries: readonly FacetEntry[], cityKey: (city: string) => string): DirectoryFacets {
  const cities = new Map<AgentType, Map<string, number>>();
  const places = new Map<AgentType, Map<string, Map<string, number>>>();
  for (const e of entries) {
    const c = cities.get(e.type) ?? new Map<string, number>();
    cities.set(e.type, c);
    for (const city of new Set(e.cities)) c.set(city, (c.get(city) ?? 0) + 1);
    const p = places.get(e.type) ?? new Map<string, Map<string, number>>();
    places.set(e.type, p);
    const seen = new Set<string>();
    for (const l of e.localities) {
      const key = cityKey(l.city);
      if (seen.has(`${key}|${l.name}`)) continue;
      seen.add(`${key}|${l.name}`);
      const inCity = p.get(key) ?? new Map<string, number>();
      p.set(key, inCity);
      inCity.set(l.name, (inCity.get(l.name) ?? 0) + 1);
    }
  }
  const out: DirectoryFacets = {};
  for (const [type, c] of cities) {
    const localities: Record<string, Count[]> = {};
    for (const [key, names] of places.get(type) ?? []) localities[key] = ranked(names);
    out[type] = { cities: ranked(c), localities };
  }
  return out;
}
