/**
 * Every index the API relies on, in one registry applied at start-up on both adapters
 * (`createIndex` is idempotent). Each feature keeps its own list beside its routes
 * (`<feature>.indexes.ts`) and adds it here, so the README's index table and the MongoDB
 * `explain` test read the same source.
 */
import { authIndexes } from './auth/auth.indexes';
import { searchIndexes } from './domain/search/search.indexes';
import type { IndexSpec, Store } from './store/types';

export interface CollectionIndexes {
  collection: string;
  indexes: (IndexSpec & { why: string })[];
}

/** The lists of every feature; a feature adds its own import and entry. */
export const indexRegistry: CollectionIndexes[] = [...authIndexes, ...searchIndexes];

/** Creates every registered index; safe to run on every start and from several processes at once. */
export async function ensureIndexes(
  store: Store,
  registry: CollectionIndexes[] = indexRegistry,
): Promise<number> {
  let created = 0;
  for (const { collection, indexes } of registry) {
    const target = store.collection(collection);
    for (const { why: _why, ...spec } of indexes) {
      await target.createIndex(spec);
      created += 1;
    }
  }
  return created;
}
