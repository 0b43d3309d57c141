/**
 * A synchronous copy of a form's newest values in localStorage, written on every change.
 * Why: drafts live in IndexedDB, whose writes are asynchronous; a save started in `pagehide`
 * (tab closed, reload, crash) may never finish, and the last words typed would be lost. localStorage
 * writes finish before the handler returns, so on the next load the copy is merged back when it is
 * newer than the stored draft. One copy per `key` (a form); cleared once IndexedDB holds the same
 * values. Storage full or blocked never throws: the copy is a safety net, typing must go on.
 * Used by the posting forms (features/posting/domain/unsaved-copy.ts) and the report form.
 */

export interface UnsavedCopy<V = Record<string, unknown>> {
  /** The draft the values belong to; null before the draft was created. */
  draftId: string | null;
  values: V;
  /** Epoch ms of the change. */
  at: number;
}

export function writeUnsavedCopy<V>(key: string, copy: UnsavedCopy<V>): void {
  try {
    localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Storage full (QuotaExceededError) or blocked (private mode): the IndexedDB save is still tried.
  }
}

export function readUnsavedCopy<V = Record<string, unknown>>(key: string): UnsavedCopy<V> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const copy = JSON.parse(raw) as UnsavedCopy<V> | null;
    return copy && typeof copy.values === 'object' && copy.values !== null && typeof copy.at === 'number'
      ? copy
      : null;
  } catch {
    return null;
  }
}

/** Drops the copy, only if it is still the one written at `at` (a newer change keeps its own). */
export function clearUnsavedCopy(key: string, at?: number): void {
  try {
    if (at !== undefined && readUnsavedCopy(key)?.at !== at) return;
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The values to show for `draftId` stored at `storedAt`: the copy's when it belongs to that draft
 * (or to a form never saved, `draftId` null) and is newer, else null.
 */
export function newerUnsavedValues<V = Record<string, unknown>>(
  key: string,
  draftId: string | null,
  storedAt: number,
): V | null {
  const copy = readUnsavedCopy<V>(key);
  if (!copy || copy.draftId !== draftId || copy.at <= storedAt) return null;
  return copy.values;
}
