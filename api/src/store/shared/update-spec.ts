/**
 * Update specs, checked the same way for both adapters before they reach a backend:
 * only the operators in types.ts are accepted, empty operator objects are dropped (MongoDB and
 * FerretDB disagree on whether `$set: {}` is an error), and a spec with nothing left is refused,
 * because NeDB would read `{}` as "replace the whole document".
 */
import type { Filter, UpdateSpec } from '../types';
import { isOperatorObject, isPlainObject } from './filters';

const OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$addToSet', '$setOnInsert']);

export function normalizeUpdate(update: UpdateSpec): UpdateSpec {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [op, fields] of Object.entries(update)) {
    if (!OPERATORS.has(op)) throw new TypeError(`unsupported update operator ${op}`);
    if (!isPlainObject(fields)) throw new TypeError(`${op} needs an object`);
    if (Object.keys(fields).length > 0) out[op] = fields;
  }
  if (Object.keys(out).length === 0) throw new TypeError('update has no operators');
  return out;
}

/** The update without `$setOnInsert`, or null when nothing else is left. */
export function withoutSetOnInsert(update: UpdateSpec): UpdateSpec | null {
  const { $setOnInsert: _ignored, ...rest } = update;
  return Object.keys(rest).length > 0 ? rest : null;
}

/** Sets a dotted path in a plain object, creating intermediate objects. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!isPlainObject(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/**
 * The document an upsert starts from, as MongoDB builds it: the equality conditions of the filter
 * (plain values and `$eq`, also inside `$and`), with dotted paths expanded into nested objects.
 */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  const visit = (f: Filter): void => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const sub of value as Filter[]) visit(sub);
      } else if (key.startsWith('$')) {
        continue;
      } else if (isOperatorObject(value)) {
        if ('$eq' in value) setPath(seed, key, value.$eq);
      } else if (!(value instanceof RegExp)) {
        setPath(seed, key, value);
      }
    }
  };
  visit(filter);
  return seed;
}
