/**
 * One editor save of a project (issue 19): the sections' field writes go through `applyAdminChange`
 * as ONE change (one atomic document write, one history record; `updatedAt` and
 * `sectionUpdatedAt.<section>` stamped), then the score and search fields are recomputed
 * (refreshProjectDerived) so /explore and the project page agree at once.
 *
 * Sections whose fields already hold the sent values are left out, so they are neither recorded nor
 * stamped "updated"; when nothing is left, nothing is written and `change` is null.
 */
import { isDeepStrictEqual } from 'node:util';
import type { SectionWrites } from '../../domain/project-admin/section-writes';
import { applyAdminChange, valueAt, type AdminChange } from '../admin-changes/admin-changes';
import { revertAdminChange } from '../admin-changes/revert-change';
import type { Doc, Store } from '../../store/types';
import { refreshProjectDerived } from './refresh-derived';

/** JSON-normalised (no undefined inside objects), as both stores keep it. */
const plain = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

export interface SaveResult {
  change: AdminChange | null;
  doc: Doc;
}

export async function saveProjectSections(
  store: Store,
  doc: Doc,
  writes: SectionWrites,
  by: string,
): Promise<SaveResult> {
  const sections: string[] = [];
  const fields: Record<string, unknown> = {};
  const sectionOf: Record<string, string> = {};
  for (const [section, sectionFields] of Object.entries(writes)) {
    const cleaned = Object.entries(sectionFields).map(([path, value]) => [path, plain(value)] as const);
    if (cleaned.every(([path, value]) => isDeepStrictEqual(plain(valueAt(doc, path)), value))) continue;
    sections.push(section);
    for (const [path, value] of cleaned) {
      fields[path] = value;
      sectionOf[path] = section;
    }
  }
  if (sections.length === 0) return { change: null, doc };
  const result = await applyAdminChange(store, {
    entity: 'project',
    entityId: doc._id,
    sections,
    fields,
    sectionOf,
    by,
  });
  const after = result.doc ?? doc;
  if (result.change) await refreshProjectDerived(store, after);
  return { change: result.change, doc: after };
}

/**
 * Reverts one recorded change, or one section of it (itself recorded; refused while a later change
 * holds its fields: revert-change.ts), and recomputes the derived fields.
 */
export async function revertProjectChange(
  store: Store,
  projectId: string,
  changeId: string,
  by: string,
  section: string | null = null,
): Promise<AdminChange | null> {
  const result = await revertAdminChange(store, 'project', projectId, changeId, by, section);
  if (result.doc && result.change) await refreshProjectDerived(store, result.doc);
  return result.change;
}

/** Names of the admins behind some changes, for the history view. */
export async function adminNames(store: Store, changes: AdminChange[]): Promise<Map<string, string>> {
  const ids = [...new Set(changes.map((c) => c.by))];
  if (ids.length === 0) return new Map();
  const users = await store.collection('users').find({ _id: { $in: ids } }, { projection: { name: 1 } });
  return new Map(users.flatMap((u) => (typeof u.name === 'string' ? [[u._id, u.name] as const] : [])));
}
