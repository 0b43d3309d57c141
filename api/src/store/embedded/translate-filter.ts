/**
 * Turns a filter in the store's query language (types.ts) into an NeDB query with MongoDB's
 * meaning. NeDB differs from MongoDB in a few places, each fixed here:
 *  - `$regex` must be a RegExp: `{ $regex: 'a', $options: 'i' }` becomes `/a/i`;
 *  - `{ f: null }` (and `$eq: null`, `$in: [null]`) must also match a missing field;
 *  - `$ne` / `$nin` on an array field must mean "no element equals", not "some element differs";
 *  - there is no `$eq`.
 * Plain equality stays a top-level key so NeDB can still use an index on that field.
 */
import { isOperatorObject } from '../shared/filters';
import type { Filter } from '../types';

type Query = Record<string, unknown>;

const PASS_THROUGH = new Set(['$gt', '$gte', '$lt', '$lte', '$exists']);
const REGEX_FLAGS = /^[ims]*$/;

export function translateFilter(filter: Filter): Query {
  const out: Query = {};
  const extra: Query[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) throw new TypeError(`${key} needs an array`);
      out[key] = (value as Filter[]).map(translateFilter);
    } else if (key.startsWith('$')) {
      throw new TypeError(`unsupported query operator ${key}`);
    } else if (isOperatorObject(value)) {
      translateOperators(key, value, out, extra);
    } else if (value === null) {
      extra.push(nullClause(key));
    } else {
      out[key] = value;
    }
  }
  if (extra.length > 0) out.$and = [...((out.$and as Query[] | undefined) ?? []), ...extra];
  return out;
}

/** MongoDB's `{ f: null }`: the field is null or absent. */
function nullClause(field: string): Query {
  return { $or: [{ [field]: null }, { [field]: { $exists: false } }] };
}

function inClause(field: string, values: unknown[]): Query {
  const nonNull = values.filter((v) => v !== null);
  if (nonNull.length === values.length) return { [field]: { $in: values } };
  return { $or: [{ [field]: { $in: nonNull } }, nullClause(field)] };
}

function translateOperators(field: string, ops: Record<string, unknown>, out: Query, extra: Query[]): void {
  const direct: Query = {};
  for (const [op, arg] of Object.entries(ops)) {
    if (PASS_THROUGH.has(op)) {
      direct[op] = arg;
    } else if (op === '$eq') {
      extra.push(translateFilter({ [field]: arg }));
    } else if (op === '$ne') {
      extra.push({ $not: translateFilter({ [field]: arg }) });
    } else if (op === '$in' || op === '$nin') {
      if (!Array.isArray(arg)) throw new TypeError(`${op} needs an array`);
      // Kept on the field itself when it can be, so NeDB picks the field's index for it (an `$in`
      // under `$and` makes NeDB scan every document: ~100 ms at 100,000 listings for 20 ids).
      if (op === '$in' && !arg.includes(null)) {
        direct.$in = arg;
        continue;
      }
      extra.push(op === '$in' ? inClause(field, arg) : { $not: inClause(field, arg) });
    } else if (op === '$regex') {
      direct.$regex = toRegExp(arg, ops.$options);
    } else if (op !== '$options') {
      throw new TypeError(`unsupported query operator ${op}`);
    }
  }
  if (Object.keys(direct).length > 0) out[field] = direct;
}

function toRegExp(pattern: unknown, options: unknown): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (typeof pattern !== 'string') throw new TypeError('$regex needs a string');
  const flags = typeof options === 'string' ? options : '';
  if (!REGEX_FLAGS.test(flags)) throw new TypeError(`unsupported $options ${flags}`);
  return new RegExp(pattern, flags);
}
