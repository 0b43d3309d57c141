/**
 * NeDB writes one JSON document per line, but its line reader also breaks lines at U+0085, U+2028
 * and U+2029, which JSON.stringify leaves raw inside strings. A listing description pasted with a
 * Unicode line separator would split its record in two on the next start, and the store would
 * refuse to open. Escaping them (`\u2028`) keeps every line one record; the change is lossless
 * because these characters can only occur inside JSON strings, where JSON.parse reads the escape
 * back to the same character.
 */
const RAW_SEPARATORS = /[\u0085\u2028\u2029]/g;

/** NeDB's `afterSerialization` hook; `beforeDeserialization` is the identity (JSON.parse undoes it). */
export function escapeLineSeparators(line: string): string {
  return line.replace(RAW_SEPARATORS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function hasRawLineSeparator(line: string): boolean {
  return /[\u0085\u2028\u2029]/.test(line);
}
