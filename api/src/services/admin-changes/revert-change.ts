/**
 * Reverting a recorded admin change (issue 19 "one-click revert of a section"), safely.
 *
 * A change is reverted per **part**: one editor section when its fields carry their section (a
 * multi-section save recorded since sections were stored per field), else the whole change. A
 * part can be reverted only while the document still holds the part's `after` values: reverting
 * an older change must never overwrite a later edit (the cost sheet saved "first" then "second";
 * reverting the first once wrote its `before` and lost "second"). Otherwise the revert is refused
 * (RevertConflictError) naming the later change that must be reverted first — or the revert that
 * already undid it — and nothing is written.
 *
 * The check and the write are one guarded applyAdminChange: the check runs on the document as the
 * write reads it, and the write requires the document unchanged since (`updatedAt`), so two admins
 * racing cannot both pass. The revert is itself a recorded change (`revertOf`), which can in turn
 * be reverted while it is the latest word on its fields.
 */
import type { Doc, Store } from '../../store/types';
import {
  ADMIN_CHANGES,
  afterOf,
  applyAdminChange,
  beforeOf,
  same,
  valueAt,
  type AdminChange,
  type ApplyChangeResult,
  type ChangeEntity,
  type FieldChange,
} from './admin-changes';

/** What one revert puts back: a section of a change (`section`), or the whole change (null). */
export interface ChangePart {
  section: string | null;
  sections: string[];
  fields: FieldChange[];
}

/** Why a part cannot be reverted: a later change moved its fields, a revert already undid it, or
 * the fields were changed outside the recorded editors (no later change explains them). */
export interface RevertBlock {
  kind: 'superseded' | 'reverted' | 'outside';
  /** The later change to name (the newest one touching the part's fields); null for 'outside'. */
  later: AdminChange | null;
}

export class ChangeNotFoundError extends Error {}

/** The record of a creation: there is no earlier state to put back. */
export class CreationNotRevertibleError extends Error {}

export class RevertConflictError extends Error {
  constructor(
    readonly part: ChangePart,
    readonly block: RevertBlock,
  ) {
    super(`change part ${part.sections.join(',')} cannot be reverted: ${block.kind}`);
  }
}

/**
 * The parts a change can be reverted by: one per section when every field names its section and
 * there are several; otherwise the whole change as one part (section null). A creation has none.
 */
export function changeParts(change: AdminChange): ChangePart[] {
  if (change.created) return [];
  const split = change.sections.length > 1 && change.fields.every((f) => f.section);
  if (!split) return [{ section: null, sections: change.sections, fields: change.fields }];
  return change.sections
    .map((section) => ({
      section,
      sections: [section],
      fields: change.fields.filter((f) => f.section === section),
    }))
    .filter((p) => p.fields.length > 0);
}

/** `construction` and `construction.towers` are the same data seen at two depths. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Null when the part can be reverted (the document still holds its `after` values); else why not.
 * `newer`: the entity's changes recorded after `change`, newest first.
 */
export function revertBlock(
  change: AdminChange,
  part: ChangePart,
  current: Doc | null,
  newer: readonly AdminChange[],
): RevertBlock | null {
  const moved = part.fields.filter((f) => !same(valueAt(current, f.path), afterOf(f)));
  if (moved.length === 0) return null;
  const later = newer.find((c) => c.fields.some((g) => moved.some((f) => overlaps(f.path, g.path))));
  if (!later) return { kind: 'outside', later: null };
  return { kind: later.revertOf === change._id ? 'reverted' : 'superseded', later };
}

/** The entity's applied changes recorded after `change`, newest first. */
async function changesAfter(store: Store, change: AdminChange): Promise<AdminChange[]> {
  const found = await store
    .collection<AdminChange>(ADMIN_CHANGES)
    .find(
      { entity: change.entity, entityId: change.entityId, state: 'applied', at: { $gte: change.at } },
      { sort: { at: -1, _id: -1 } },
    );
  return found.filter((c) => c._id !== change._id);
}

/**
 * Puts one part of an applied change back to its `before` values, as a new recorded change.
 * `section` picks the part (null or absent: the whole change). Throws ChangeNotFoundError (no such
 * change or section), RevertConflictError (see module header), or ConcurrentEditError (the
 * document changed between the check and the write).
 */
export async function revertAdminChange(
  store: Store,
  entity: ChangeEntity,
  entityId: string,
  changeId: string,
  by: string,
  section: string | null = null,
): Promise<ApplyChangeResult> {
  const change = await store
    .collection<AdminChange>(ADMIN_CHANGES)
    .findOne({ _id: changeId, entity, entityId, state: 'applied' });
  if (!change) throw new ChangeNotFoundError(`no change ${changeId} on ${entity} ${entityId}`);
  if (change.created) throw new CreationNotRevertibleError(`change ${changeId} created ${entityId}`);
  const parts = changeParts(change);
  const part =
    section === null
      ? parts.length > 0
        ? { section: null, sections: change.sections, fields: change.fields }
        : undefined
      : parts.find((p) => p.section === section);
  if (!part) throw new ChangeNotFoundError(`change ${changeId} has no revertible part ${section ?? ''}`);
  return applyAdminChange(store, {
    entity,
    entityId,
    sections: part.sections,
    fields: Object.fromEntries(part.fields.map((f) => [f.path, beforeOf(f)])),
    sectionOf: Object.fromEntries(part.fields.flatMap((f) => (f.section ? [[f.path, f.section]] : []))),
    by,
    revertOf: changeId,
    guard: async (current) => {
      const block = revertBlock(change, part, current, await changesAfter(store, change));
      if (block) throw new RevertConflictError(part, block);
    },
  });
}

/**
 * For the history list: each change's parts with their block (null = can be reverted now).
 * `changes` newest first, as listChanges answers, so every change newer than one is before it.
 */
export function revertStates(
  changes: readonly AdminChange[],
  current: Doc | null,
): Map<string, { part: ChangePart; block: RevertBlock | null }[]> {
  return new Map(
    changes.map((change, i) => [
      change._id,
      changeParts(change).map((part) => ({
        part,
        block: revertBlock(change, part, current, changes.slice(0, i)),
      })),
    ]),
  );
}
