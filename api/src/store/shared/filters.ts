/**
 * Small helpers on filters written in the store's query language (see types.ts). They never
 * interpret a filter, only combine them, so both adapters stay on the same semantics.
 */
import type { Filter } from '../types';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True for `{ $gt: 1 }`-style values: an object whose keys all start with `$`. */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/**
 * Both filters must match. Keys are merged at the top level when they do not collide (so NeDB can
 * still pick an index on a plain field); otherwise the two are wrapped in `$and`.
 */
export function andFilters(a: Filter, b: Filter | null): Filter {
  if (!b || Object.keys(b).length === 0) return a;
  if (Object.keys(a).length === 0) return b;
  const collides = Object.keys(b).some((k) => k in a);
  return collides ? { $and: [a, b] } : { ...a, ...b };
}
