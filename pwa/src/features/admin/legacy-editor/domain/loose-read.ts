/**
 * Reading a value of unknown shape (the server's project, the advanced JSON an admin pasted)
 * without trusting it: each helper returns the type asked for or an empty one, never throws.
 */
export type Loose = Record<string, unknown>;

export const obj = (v: unknown): Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : {};

export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Strings as they are; finite numbers as text (a pincode typed as a number); else ''. */
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';

export const bool = (v: unknown): boolean => v === true || v === 'true';

/** A list of strings: non-empty texts kept, anything else dropped. A comma text is split. */
export const strList = (v: unknown): string[] =>
  (typeof v === 'string' ? v.split(',') : list(v)).map(str).filter((s) => s.trim() !== '');

/** The first of several alternative keys that holds a value (`ifsc` or `ifscCode`). */
export const pick = (o: Loose, ...keys: string[]): unknown => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null && o[k] !== '') return o[k];
  return undefined;
};
