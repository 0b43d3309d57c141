/**
 * The admin change history (issue 19 "History"): every admin edit of a project or a listing is one
 * `admin_changes` record — who, when, which sections, and each written field's value before and
 * after — and any record can be reverted in one call (which is itself recorded).
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
import type { Doc, Store } from '../../store/types';

export type ChangeEntity = 'project' | 'listing';

export interface FieldChange {
  /** A top-level field or a dotted path (stored as a list item: stores refuse dots in keys). */
  path: string;
  /** null when the field was absent (see `absentBefore`): MongoDB would store `undefined` as null. */
  before: unknown;
  after: unknown;
  absentBefore?: true;
  absentAfter?: true;
}

function fieldChange(path: string, before: unknown, after: unknown): FieldChange {
  return {
    path,
    before: plain(before) ?? null,
    after: plain(after) ?? null,
    ...(before === undefined ? { absentBefore: true as const } : {}),
    ...(after === undefined ? { absentAfter: true as const } : {}),
  };
}

const beforeOf = (f: FieldChange) => (f.absentBefore ? undefined : f.before);
const afterOf = (f: FieldChange) => (f.absentAfter ? undefined : f.after);

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
}

export const ADMIN_CHANGES = 'admin_changes';
const COLLECTION_OF: Record<ChangeEntity, string> = { project: 'projects', listing: 'listings' };
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

const same = (a: unknown, b: unknown) => isDeepStrictEqual(plain(a), plain(b));

export interface ApplyChangeInput {
  entity: ChangeEntity;
  entityId: string;
  sections: string[];
  /** Field path → new value (`undefined` removes the field). */
  fields: Record<string, unknown>;
  by: string;
  revertOf?: string;
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
  if (!current) return { change: null, doc: null };

  const fields: FieldChange[] = [];
  for (const [path, after] of Object.entries(input.fields)) {
    const before = valueAt(current, path);
    if (!same(before, after)) fields.push(fieldChange(path, before, after));
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
  await target.updateOne(
    { _id: input.entityId },
    Object.keys($unset).length > 0 ? { $set, $unset } : { $set },
  );
  await store.collection(ADMIN_CHANGES).updateOne({ _id: change._id }, { $set: { state: 'applied' } });
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

export class ChangeNotFoundError extends Error {}

/** Puts every field of one applied change back to its `before` value, as a new recorded change. */
export async function revertAdminChange(
  store: Store,
  entity: ChangeEntity,
  entityId: string,
  changeId: string,
  by: string,
): Promise<ApplyChangeResult> {
  const change = await store
    .collection<AdminChange>(ADMIN_CHANGES)
    .findOne({ _id: changeId, entity, entityId, state: 'applied' });
  if (!change) throw new ChangeNotFoundError(`no change ${changeId} on ${entity} ${entityId}`);
  const fields = Object.fromEntries(change.fields.map((f) => [f.path, beforeOf(f)]));
  return applyAdminChange(store, {
    entity,
    entityId,
    sections: change.sections,
    fields,
    by,
    revertOf: changeId,
  });
}
