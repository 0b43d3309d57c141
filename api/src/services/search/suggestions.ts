/**
 * Search-box suggestions: cities (with their aliases: 'gur' → Gurgaon), localities, projects and
 * developers whose names contain the text, in that order, up to `limit`. Answers are cached per
 * text and the versions of both collections (result-cache.ts: never older than the last write).
 */
import type { Store } from '../../store/types';
import { cityLabel, foldText, knownCityNames } from '../../domain/search/city-aliases';
import { searchResults } from './result-cache';
import { substringClause } from '../../domain/search/text-match';

export interface Suggestion {
  type: 'city' | 'project' | 'other';
  value: string;
  label: string;
  category: 'Location' | 'Project' | 'Developer';
  id: string;
}

export const SUGGEST_MIN_CHARS = 2;

const asText = (v: unknown) => (typeof v === 'string' ? v : '');

export function suggest(store: Store, text: string, limit: number): Promise<Suggestion[]> {
  const folded = foldText(text);
  const cols = [store.collection('projects'), store.collection('developers')];
  return searchResults.get(cols, `suggest|${limit}|${folded}`, () => compute(store, folded, limit));
}

async function compute(store: Store, folded: string, limit: number): Promise<Suggestion[]> {
  const clause = substringClause(folded);
  if (!clause || folded.length < SUGGEST_MIN_CHARS) return [];
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (s: Suggestion) => {
    const key = `${s.category}|${s.value.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (const { name, key } of knownCityNames()) {
    if (name.includes(folded))
      add({ type: 'city', value: cityLabel(key), label: cityLabel(key), category: 'Location', id: key });
  }
  const projects = store.collection('projects');
  const [localities, named, developers] = await Promise.all([
    projects.find({ 'search.area': clause }, { projection: { locality: 1, city: 1 }, limit: 60 }),
    projects.find({ 'search.name': clause }, { projection: { name: 1, locality: 1, city: 1 }, limit }),
    store.collection('developers').find({ name: clause }, { projection: { name: 1 }, limit }),
  ]);
  for (const p of localities) {
    const locality = asText(p.locality);
    if (locality.toLowerCase().includes(folded))
      add({
        type: 'other',
        value: locality,
        label: `${locality}, ${asText(p.city)}`,
        category: 'Location',
        id: `${asText(p.city)}|${locality}`,
      });
  }
  for (const p of named) {
    const name = asText(p.name);
    add({
      type: 'project',
      value: name,
      label: `${name}, ${asText(p.locality)}, ${asText(p.city)}`,
      category: 'Project',
      id: p._id,
    });
  }
  for (const d of developers) {
    const name = asText(d.name);
    add({ type: 'other', value: name, label: name, category: 'Developer', id: d._id });
  }
  return out.slice(0, limit);
}
