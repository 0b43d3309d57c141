/**
 * A synchronous copy of the form's newest values in localStorage, written on every change.
 * Why: the draft lives in IndexedDB, whose writes are asynchronous; a save started in `pagehide`
 * (tab closed, reload) may never finish, and the last word typed would be lost. localStorage writes
 * finish before the handler returns, so on the next load the copy is merged back when it is newer
 * than the stored draft. One copy per form kind; cleared once IndexedDB holds the same values.
 */
import type { FormValues } from './posting-kinds';

export interface UnsavedCopy {
  /** The draft the values belong to; null before the draft was created. */
  draftId: string | null;
  values: FormValues;
  /** Epoch ms of the change. */
  at: number;
}

const keyOf = (kind: string) => `propai:posting-unsaved:${kind}`;

export function writeUnsavedCopy(kind: string, copy: UnsavedCopy): void {
  try {
    localStorage.setItem(keyOf(kind), JSON.stringify(copy));
  } catch {
    // Storage full or blocked (private mode): the IndexedDB save is still tried.
  }
}

export function readUnsavedCopy(kind: string): UnsavedCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(kind));
    if (!raw) return null;
    const copy = JSON.parse(raw) as UnsavedCopy;
    return copy && typeof copy.values === 'object' && typeof copy.at === 'number' ? copy : null;
  } catch {
    return null;
  }
}

/** Drops the copy, only if it is still the one written at `at` (a newer change keeps its own). */
export function clearUnsavedCopy(kind: string, at?: number): void {
  try {
    if (at !== undefined && readUnsavedCopy(kind)?.at !== at) return;
    localStorage.removeItem(keyOf(kind));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The values to show for `draftId` stored at `storedAt`: the copy's when it belongs to that draft
 * (or to a form never saved, `draftId` null) and is newer, else null.
 */
export function newerUnsavedValues(
  kind: string,
  draftId: string | null,
  storedAt: number,
): FormValues | null {
  const copy = readUnsavedCopy(kind);
  if (!copy || copy.draftId !== draftId || copy.at <= storedAt) return null;
  return copy.values;
}
