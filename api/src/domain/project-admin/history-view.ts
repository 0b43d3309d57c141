/**
 * A recorded admin change as editors read it (GET …/admin/history): who by name, when, which
 * sections, each field before and after, and what can be reverted — per part (a section, or the
 * whole change), either "can be reverted now" or why not, in the words the revert's 409 uses. The
 * escrow account number is recorded in full (a revert must put it back) but never leaves the
 * server: here it is masked like everywhere else.
 */
import { maskAccount } from '../search/public-project';
import { indiaDateTime } from '../format/lazy-date-format';

export interface RecordedChange {
  _id: string;
  at: Date | string;
  by: string;
  sections: string[];
  fields: { path: string; before: unknown; after: unknown }[];
  revertOf?: string;
  created?: true;
}

/** One revertible part of a change and why it cannot be reverted now (null block: it can). */
export interface RevertState {
  part: { section: string | null; sections: string[]; fields: { path: string }[] };
  block: {
    kind: 'superseded' | 'reverted' | 'outside';
    later: { _id: string; at: Date | string; by: string } | null;
  } | null;
}

function masked(path: string, value: unknown): unknown {
  if (path === 'escrow.accountNumber') return typeof value === 'string' ? maskAccount(value) : value;
  if (path === 'escrow' && value && typeof value === 'object' && !Array.isArray(value)) {
    const { accountNumber, ...rest } = value as Record<string, unknown>;
    return typeof accountNumber === 'string' ? { ...rest, accountMasked: maskAccount(accountNumber) } : rest;
  }
  return value;
}

const iso = (at: Date | string) => (at instanceof Date ? at.toISOString() : String(at));

/**
 * Why a part cannot be reverted, as the admin reads it (the 409's message and the history's note).
 * @example '"costSheet" was changed again on 25 Nov 2026, 9:24 am by Asha: revert that change first.'
 */
export function revertRefusal(
  state: { part: RevertState['part']; block: NonNullable<RevertState['block']> },
  names: ReadonlyMap<string, string>,
): string {
  const what = state.part.sections.map((s) => `"${s}"`).join(', ');
  const later = state.block.later;
  if (!later)
    return `${what} no longer holds what this change saved (it was changed outside the editors), so it cannot be reverted.`;
  const who = `${indiaDateTime().format(new Date(iso(later.at)))} by ${names.get(later.by) ?? 'an admin'}`;
  return state.block.kind === 'reverted'
    ? `This change to ${what} was already reverted on ${who}.`
    : `${what} was changed again on ${who}: revert that change first.`;
}

export function changeView(
  change: RecordedChange,
  names: ReadonlyMap<string, string>,
  states: readonly RevertState[],
) {
  return {
    id: change._id,
    at: iso(change.at),
    by: { id: change.by, name: names.get(change.by) ?? null },
    sections: change.sections,
    fields: change.fields.map((f) => ({
      path: f.path,
      before: masked(f.path, f.before),
      after: masked(f.path, f.after),
    })),
    revertOf: change.revertOf ?? null,
    created: change.created === true,
    revert: states.map(({ part, block }) => ({
      section: part.section,
      sections: part.sections,
      paths: part.fields.map((f) => f.path),
      blocked: block
        ? {
            kind: block.kind,
            change: block.later
              ? {
                  id: block.later._id,
                  at: iso(block.later.at),
                  by: { id: block.later.by, name: names.get(block.later.by) ?? null },
                }
              : null,
            message: revertRefusal({ part, block }, names),
          }
        : null,
    })),
  };
}
