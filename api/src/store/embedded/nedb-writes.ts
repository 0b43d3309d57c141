/**
 * The two NeDB write steps behind updates and upserts. Callers run them inside the collection's
 * SerialQueue, so the read that chose the document and the write that changes it are one step
 * for every other call in this process.
 */
import type Datastore from '@seald-io/nedb';
import { newId } from '../new-id';
import { setPath, upsertSeed, withoutSetOnInsert } from '../shared/update-spec';
import type { Doc, Filter, UpdateSpec } from '../types';
import { withDuplicateMapping } from './nedb-errors';
import { specFor } from './update-quirks';

/** Applies `spec` to one existing document and returns it as stored. */
export async function applyUpdate<T extends Doc>(
  db: Datastore,
  name: string,
  before: T,
  spec: UpdateSpec,
): Promise<T> {
  const rest = withoutSetOnInsert(spec);
  const own = rest && specFor(before, rest);
  if (!own) return before;
  const { affectedDocuments } = await withDuplicateMapping(name, () =>
    db.updateAsync({ _id: before._id }, own, { returnUpdatedDocs: true }),
  );
  return affectedDocuments as unknown as T;
}

/**
 * Inserts the upsert document the way MongoDB builds it: filter equalities, then $setOnInsert,
 * then the other operators. NeDB's own upsert does the "then the operators" part; the `$and`
 * clause can never match, so NeDB always inserts (and a taken _id is a DuplicateKeyError).
 */
export async function upsertInsert(
  db: Datastore,
  name: string,
  filter: Filter,
  spec: UpdateSpec,
): Promise<Doc> {
  const seed = upsertSeed(filter);
  for (const [path, value] of Object.entries(spec.$setOnInsert ?? {})) setPath(seed, path, value);
  if (typeof seed._id !== 'string') seed._id = newId();
  const rest = withoutSetOnInsert(spec);
  const own = rest && specFor(seed, rest);
  if (!own) return withDuplicateMapping(name, () => db.insertAsync(seed));
  const query = { ...seed, $and: [{ _id: { $exists: false } }] };
  const { affectedDocuments } = await withDuplicateMapping(name, () =>
    db.updateAsync(query, own, { upsert: true, returnUpdatedDocs: true }),
  );
  return affectedDocuments as unknown as Doc;
}
