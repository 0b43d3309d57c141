/**
 * The money tools remember their inputs on this device between visits: one small JSON record per
 * tool in localStorage ('propai:tool:<name>'), written on every change. Not the Dexie database:
 * a handful of numbers needs no query or sync and must not change the database's schema (the
 * article editor's drafts made the same choice). Nothing leaves the device. A refused write
 * (private mode, storage full) only means the next visit starts from the defaults.
 */

const PREFIX = 'propai:tool:';

export function recall(tool: string): Record<string, unknown> {
  try {
    const raw = localStorage.getItem(PREFIX + tool);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** False when the device refused the write (the caller may say so). */
export function remember(tool: string, values: Readonly<Record<string, unknown>>): boolean {
  try {
    localStorage.setItem(PREFIX + tool, JSON.stringify(values));
    return true;
  } catch {
    // Storage refused: the tool still works, it just starts from its defaults next time.
    return false;
  }
}

export function forget(tool: string): void {
  try {
    localStorage.removeItem(PREFIX + tool);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
