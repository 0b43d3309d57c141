/**
 * A recorded admin change as editors read it (GET …/admin/history): who by name, when, which
 * sections, each field before and after. The escrow account number is recorded in full (a revert
 * must put it back) but never leaves the server: here it is masked like everywhere else.
 */
import { maskAccount } from '../search/public-project';

export interface RecordedChange {
  _id: string;
  at: Date | string;
  by: string;
  sections: string[];
  fields: { path: string; before: unknown; after: unknown }[];
  revertOf?: string;
}

function masked(path: string, value: unknown): unknown {
  if (path === 'escrow.accountNumber') return typeof value === 'string' ? maskAccount(value) : value;
  if (path === 'escrow' && value && typeof value === 'object' && !Array.isArray(value)) {
    const { accountNumber, ...rest } = value as Record<string, unknown>;
    return typeof accountNumber === 'string' ? { ...rest, accountMasked: maskAccount(accountNumber) } : rest;
  }
  return value;
}

export function changeView(change: RecordedChange, names: ReadonlyMap<string, string>) {
  return {
    id: change._id,
    at: change.at instanceof Date ? change.at.toISOString() : String(change.at),
    by: { id: change.by, name: names.get(change.by) ?? null },
    sections: change.sections,
    fields: change.fields.map((f) => ({
      path: f.path,
      before: masked(f.path, f.before),
      after: masked(f.path, f.after),
    })),
    revertOf: change.revertOf ?? null,
  };
}
