/**
 * The admin change history (issue 19 "History"): every admin edit of a project or a listing is one
 * `admin_changes` record — who, when, which sections, and each written field's value before and
 * after — and a record (or one section of it) can be reverted while it is still the latest word on
 * its fields (revert-change.ts; the revert is itself recorded).
 *
 * Guarantees:
 * - **One atomic document write.** All fields of one change (a multi-section save) go in a single
 *   `updateOne`, so the document never holds half of a save.
 * - **Write-ahead record.** The change is inserted `pending` before the document is written and
 *   marked `applied` after. A crash in between leaves a pending record, which `listChanges`
 *   settles: applied when the document holds its `after` values, dropped otherwise. So the history
 *   never misses a write that happened and never shows one that did not.
 * - **No empty changes.** Fields whose value is unchanged are left out; when none is left nothing is
 *   written or recorded and `change` is null (the editors' "Nothing to update").
 *
 * Field keys are top-level fields or dotted paths of plain keys (`modern.hero`); values `undefined`
 * mean "remove the field". Callers validate values with zod before they get here.
 */
import { isDeepStrictEqual } from 'node:util';
import { newId } from '../../store/new-id';
import { DuplicateKeyError, type Doc, type Store } from '../../store/types';

export type ChangeEntity = 'project' | 'listing';

export interface FieldChange {
  /** A top-level field or a dotted path (stored as a list item: stores refuse dots in keys). */
  path: string;
  /** null when the field was absent (see `absentBefore`): MongoDB would store `undefined` as null. */
  before: unknown;
  after: unknown;
  absentBefore?: true;
  absentAfter?: true;
  /** The editor section the field belongs to, so one section of a multi-section save can be reverted. */
  section?: string;
}

function fieldChange(path: string, before: unknown, after: unknown, section?: string): FieldChange {
  return {
    path,
    before: plain(before) ?? null,
    after: plain(after) ?? null,
    ...(before === undefined ? { absentBefore: true as const } : {}),
    ...(after === undefined ? { absentAfter: true as const } : {}),
    ...(section ? { section } : {}),
  };
}

export const beforeOf = (f: FieldChange) => (f.absentBefore ? undefined : f.before);
export const afterOf = (f: FieldChange) => (f.absentAfter ? undefined : f.after);

export interface AdminChange extends Doc {
  entity: ChangeEntity;
  entityId: string;
  /** The editor sections the change belongs to, e.g. ['construction'] or ['hero', 'pricing']. */
  sections: string[];
  fields: FieldChange[];
  by: string;
  at: Date;
  state: 'pending' | 'applied';
  /** Set on a revert: the change it undid. */
  revertOf?: string;
  /** Set on the record of a creation (nothing to revert: the fields had no value before). */
  created?: true;
}

export const ADMIN_CHANGES = 'admin_changes';
export const COLLECTION_OF: Record<ChangeEntity, string> = { project: 'projects', listing: 'listings' };
/** A pending record younger than this may belong to a write still in flight: left alone. */
const SETTLE_AFTER_MS = 60_000;

/** JSON-normalised copy (Dates → ISO strings), so stored and compared values look alike. */
const plain = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

export function valueAt(doc: Doc | null, path: string): unknown {
  let at: unknown = doc;
  for (const key of path.split('.')) {
    if (!at || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));

export interface ApplyChangeInput {
  entity: ChangeEntity;
  entityId: string;
  sections: string[];
  /** Field path → new value (`undefined` removes the field). */
  fields: Record<string, unknown>;
  by: string;
  revertOf?: string;
  /** Field path → editor section, when the change spans several sections (one section needs none). */
  sectionOf?: Readonly<Record<string, string>>;
  /**
   * Called with the document as read, before anything is written: throw to write nothing. When
   * given, the write also requires the document's `updatedAt` to be unchanged since that read, so a
   * concurrent edit cannot slip between the check and the write (ConcurrentEditError).
   */
  guard?: (current: Doc) => void | Promise<void>;
  /**
   * Create the document when it is missing (an admin adding a project): `fields` and `alsoSet` are
   * inserted as the new document, recorded as a change with `created: true` (every field absent
   * before; not revertible). When it exists already (a retried create), this is an ordinary edit,
   * which records nothing when the fields already hold these values.
   */
  create?: true;
  /**
   * Written with the change but not recorded in it (e.g. derived search fields). For projects,
   * `updatedAt` and `sectionUpdatedAt.<section>` are always stamped.
   */
  alsoSet?: Record<string, unknown>;
}

export interface ApplyChangeResult {
  change: AdminChange | null;
  /** The document after the write (or as it was, when nothing changed); null when it is missing. */
  doc: Doc | null;
}

/** Writes an admin edit to one document and records it; see the module header for guarantees. */
export async function applyAdminChange(store: Store, input: ApplyChangeInput): Promise<ApplyChangeResult> {
  const target = store.collection(COLLECTION_OF[input.entity]);
  const current = await target.findOne({ _id: input.entityId });
  if (!current && input.create) return createRecorded(store, input);
  if (!current) return { change: null, doc: null };
  await input.guard?.(current);

  const only = input.sections.length === 1 ? input.sections[0] : undefined;
  const fields: FieldChange[] = [];
  for (const [path, after] of Object.entries(input.fields)) {
    const before = valueAt(current, path);
    if (!same(before, after)) fields.push(fieldChange(path, before, after, input.sectionOf?.[path] ?? only));
  }
  if (fields.length === 0) return { change: null, doc: current };

  const at = new Date();
  const change = await store.collection<AdminChange>(ADMIN_CHANGES).insertOne({
    _id: newId(),
    entity: input.entity,
    entityId: input.entityId,
    sections: input.sections,
    fields,
    by: input.by,
    at,
    state: 'pending',
    ...(input.revertOf ? { revertOf: input.revertOf } : {}),
  });

  const $set: Record<string, unknown> = { ...input.alsoSet };
  const $unset: Record<string, ''> = {};
  for (const f of fields) {
    const path = f.path;
    if (f.absentAfter) $unset[path] = '';
    else $set[path] = input.fields[path];
  }
  $set.updatedAt = at;
  if (input.entity === 'project') for (const s of input.sections) $set[`sectionUpdatedAt.${s}`] = at;
  const written = await target.updateOne(
    input.guard
      ? { _id: input.entityId, updatedAt: current.updatedAt ?? { $exists: false } }
      : { _id: input.entityId },
    Object.keys($unset).length > 0 ? { $set, $unset } : { $set },
  );
  if (written.matched === 0) {
    await store.collection(ADMIN_CHANGES).deleteOne({ _id: change._id });
    throw new ConcurrentEditError('The record changed while this was being saved; nothing was written.');
  }
  await store.collection(ADMIN_CHANGES).updateOne({ _id: change._id }, { $set: { state: 'applied' } });
  return { change: { ...change, state: 'applied' }, doc: await target.findOne({ _id: input.entityId }) };
}

/** The `create` branch of applyAdminChange: the same write-ahead record, then one insert. */
async function createRecorded(store: Store, input: ApplyChangeInput): Promise<ApplyChangeResult> {
  const target = store.collection(COLLECTION_OF[input.entity]);
  const only = input.sections.length === 1 ? input.sections[0] : undefined;
  const fields = Object.entries(input.fields)
    .filter(([, after]) => after !== undefined)
    .map(([path, after]) => fieldChange(path, undefined, after, input.sectionOf?.[path] ?? only));
  const changes = store.collection<AdminChange>(ADMIN_CHANGES);
  const change = await changes.insertOne({
    _id: newId(),
    entity: input.entity,
    entityId: input.entityId,
    sections: input.sections,
    fields,
    by: input.by,
    at: new Date(),
    state: 'pending',
    created: true,
  });
  const doc: Doc = { _id: input.entityId };
  // Dotted paths become nested objects, as $set would write them.
  for (const [path, value] of Object.entries({ ...input.alsoSet, ...input.fields })) {
    if (value === undefined) continue;
    const keys = path.split('.');
    let at = doc as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys.at(-1)!] = value;
  }
  try {
    await target.insertOne(doc);
  } catch (err) {
    // A racing attempt created it first: that one is recorded, this one is not.
    await changes.deleteOne({ _id: change._id });
    if (!(err instanceof DuplicateKeyError)) throw err;
    return { change: null, doc: await target.findOne({ _id: input.entityId }) };
  }
  await changes.updateOne({ _id: change._id }, { $set: { state: 'applied' } });
  return { change: { ...change, state: 'applied' }, doc: await target.findOne({ _id: input.entityId }) };
}

/** Newest first; pending records left by a crash are settled first (module header). */
export async function listChanges(
  store: Store,
  entity: ChangeEntity,
  entityId: string,
  limit = 50,
): Promise<AdminChange[]> {
  const changes = store.collection<AdminChange>(ADMIN_CHANGES);
  const pending = await changes.find({ entity, entityId, state: 'pending' });
  if (pending.length > 0) {
    const doc = await store.collection(COLLECTION_OF[entity]).findOne({ _id: entityId });
    for (const p of pending) {
      if (Date.now() - new Date(p.at).getTime() < SETTLE_AFTER_MS) continue;
      const landed = p.fields.every((f) => same(valueAt(doc, f.path), afterOf(f)));
      if (landed) await changes.updateOne({ _id: p._id }, { $set: { state: 'applied' } });
      else await changes.deleteOne({ _id: p._id });
    }
  }
  return changes.find({ entity, entityId, state: 'applied' }, { sort: { at: -1, _id: -1 }, limit });
}

/** A guarded write found the document changed since its check (applyAdminChange `guard`). */
export class ConcurrentEditError extends Error {}
