/**
 * NeDB's document matcher (`model.match` in @seald-io/nedb 4.1.2, lib/model.js), compiled once per
 * query instead of interpreted per document. NeDB re-reads the query for every candidate: it splits
 * each dotted path, lists each operator object's keys and checks them for `$`, at every document.
 * At 100,000 listings a search's count visits thousands of candidates, and that interpretation was
 * most of its cost. Here the query's shape is read once and a tree of closures remains.
 *
 * The meaning is NeDB's, line for line (the store's query language is translated to NeDB's by
 * translate-filter.ts first): the same dotted-path reading (array members, numeric segments), the
 * same array rules (any element matches; `$size`/`$elemMatch` and array values compare whole), the
 * same comparison, equality and `$exists` rules, and the same errors, raised when a document is
 * tested as NeDB raises them. Anything not listed here (`$where`, unknown operators) is handed to
 * NeDB's own `match` for that part. compiled-query.test.ts checks it against `model.match`.
 */
export type Matcher = (doc: unknown) => boolean;
type Value = (obj: unknown) => unknown;

// eslint-disable-next-line @typescript-eslint/unbound-method -- always called with .call(value)
const tagOf: (this: unknown) => string = Object.prototype.toString;
/**
 * NeDB's isDate / isRegExp (utils.js: an object whose toString tag says so). A plain object is
 * neither without asking for its tag: stored documents and their parts are plain objects, arrays,
 * Dates and primitives (NeDB copies only string keys, so no stored object carries a custom tag).
 */
const tagged = (v: unknown, tag: string) =>
  typeof v === 'object' &&
  v !== null &&
  Object.getPrototypeOf(v) !== Object.prototype &&
  tagOf.call(v) === tag;
const isDate = (d: unknown): d is Date => tagged(d, '[object Date]');
const isRegExp = (r: unknown): r is RegExp => tagged(r, '[object RegExp]');

/** model.isPrimitiveType */
function isPrimitiveType(obj: unknown): boolean {
  return (
    typeof obj === 'boolean' ||
    typeof obj === 'number' ||
    typeof obj === 'string' ||
    obj === null ||
    isDate(obj) ||
    Array.isArray(obj)
  );
}

/** model.areThingsEqual */
export function areThingsEqual(a: unknown, b: unknown): boolean {
  if (
    a === null ||
    typeof a === 'string' ||
    typeof a === 'boolean' ||
    typeof a === 'number' ||
    b === null ||
    typeof b === 'string' ||
    typeof b === 'boolean' ||
    typeof b === 'number'
  )
    return a === b;
  if (isDate(a) || isDate(b)) return isDate(a) && isDate(b) && a.getTime() === b.getTime();
  if (
    (!(Array.isArray(a) && Array.isArray(b)) && (Array.isArray(a) || Array.isArray(b))) ||
    a === undefined ||
    b === undefined
  )
    return false;
  let aKeys: string[];
  let bKeys: string[];
  try {
    aKeys = Object.keys(a);
    bKeys = Object.keys(b);
  } catch {
    return false;
  }
  if (aKeys.length !== bKeys.length) return false;
  for (const el of aKeys) {
    if (!bKeys.includes(el)) return false;
    if (!areThingsEqual((a as Record<string, unknown>)[el], (b as Record<string, unknown>)[el])) return false;
  }
  return true;
}

/** model.areComparable */
function areComparable(a: unknown, b: unknown): boolean {
  if (
    typeof a !== 'string' &&
    typeof a !== 'number' &&
    !isDate(a) &&
    typeof b !== 'string' &&
    typeof b !== 'number' &&
    !isDate(b)
  )
    return false;
  return typeof a === typeof b;
}

// NeDB compares with JavaScript's relational operators, whatever the operand types.
/* eslint-disable @typescript-eslint/no-explicit-any */
const lt = (a: any, b: any) => areComparable(a, b) && a < b;
const lte = (a: any, b: any) => areComparable(a, b) && a <= b;
const gt = (a: any, b: any) => areComparable(a, b) && a > b;
const gte = (a: any, b: any) => areComparable(a, b) && a >= b;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** model's comparisonFunctions, each given its (fixed) query argument once. */
function comparison(op: string, b: unknown): ((a: unknown) => boolean) | null {
  switch (op) {
    case '$lt':
      return (a) => lt(a, b);
    case '$lte':
      return (a) => lte(a, b);
    case '$gt':
      return (a) => gt(a, b);
    case '$gte':
      return (a) => gte(a, b);
    case '$ne':
      return (a) => a === undefined || !areThingsEqual(a, b);
    case '$in':
    case '$nin': {
      const inList = (a: unknown) => {
        if (!Array.isArray(b)) throw new Error(`${op} operator called with a non-array`);
        for (const el of b) if (areThingsEqual(a, el)) return true;
        return false;
      };
      return op === '$in' ? inList : (a) => !inList(a);
    }
    case '$regex':
      return (a) => {
        if (!isRegExp(b)) throw new Error('$regex operator called with non regular expression');
        return typeof a === 'string' && b.test(a);
      };
    case '$exists': {
      const want = !!(b || b === '');
      return (a) => (a === undefined ? !want : want);
    }
    case '$size':
      return (a) => {
        if (!Array.isArray(a)) return false;
        if ((b as number) % 1 !== 0) throw new Error('$size operator called without an integer');
        return a.length === b;
      };
    case '$elemMatch': {
      const inner = compileQuery(b);
      return (a) => Array.isArray(a) && a.some((el) => inner(el));
    }
    default:
      return null;
  }
}

/** model.getDotValue with the path split once. */
function dotValue(parts: readonly string[]): Value {
  if (parts.length === 0) return (obj) => (obj ? obj : undefined);
  if (parts.length === 1) {
    const [p] = parts as [string];
    return (obj) => (obj ? (obj as Record<string, unknown>)[p] : undefined);
  }
  const [head, next] = parts as [string, string];
  const rest = parts.slice(1);
  const index = parseInt(next, 10);
  const afterIndex = dotValue(parts.slice(2));
  const inRest = dotValue(rest);
  return (obj) => {
    if (!obj) return undefined;
    const v = (obj as Record<string, unknown>)[head];
    if (Array.isArray(v)) {
      if (!isNaN(index)) return afterIndex(v[index]);
      return v.map((el) => inRest(el));
    }
    return inRest(v);
  };
}

/**
 * The value test of model's matchQueryPart for one fixed query value: an array value matches when
 * any element does (nested arrays likewise), unless the query value is an array or uses `$size` /
 * `$elemMatch`, which compare the array whole.
 */
function valueTest(queryValue: unknown): (objValue: unknown) => boolean {
  const asValue = treatedAsValue(queryValue);
  const arrayWhole = Array.isArray(queryValue) || usesArrayOperator(queryValue);
  if (arrayWhole) return asValue;
  const test = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      for (const el of v) if (test(el)) return true;
      return false;
    }
    return asValue(v);
  };
  return test;
}

function usesArrayOperator(queryValue: unknown): boolean {
  if (queryValue === null || typeof queryValue !== 'object' || isRegExp(queryValue)) return false;
  for (const key in queryValue) {
    if (Object.prototype.hasOwnProperty.call(queryValue, key) && (key === '$size' || key === '$elemMatch'))
      return true;
  }
  return false;
}

/** matchQueryPart past its array branch (treatObjAsValue, or a value that is not an array). */
function treatedAsValue(queryValue: unknown): (objValue: unknown) => boolean {
  if (
    queryValue !== null &&
    typeof queryValue === 'object' &&
    !isRegExp(queryValue) &&
    !Array.isArray(queryValue)
  ) {
    const keys = Object.keys(queryValue);
    const dollars = keys.filter((k) => k.startsWith('$')).length;
    if (dollars !== 0 && dollars !== keys.length)
      return () => {
        throw new Error('You cannot mix operators and normal fields');
      };
    if (dollars > 0) {
      const tests: ((a: unknown) => boolean)[] = [];
      for (const key of keys) {
        const t = comparison(key, (queryValue as Record<string, unknown>)[key]);
        if (!t) {
          // NeDB throws when it reaches this key, after the keys before it passed.
          tests.push(() => {
            throw new Error(`Unknown comparison function ${key}`);
          });
          break;
        }
        tests.push(t);
      }
      if (tests.length === 1) return tests[0] as (a: unknown) => boolean;
      return (a) => {
        for (const t of tests) if (!t(a)) return false;
        return true;
      };
    }
  }
  if (isRegExp(queryValue)) {
    return (a) => typeof a === 'string' && queryValue.test(a);
  }
  return (a) => areThingsEqual(a, queryValue);
}

/** model.getDotValue(doc, field) for one fixed field. */
export function dotPath(field: string): Value {
  return dotValue(field.split('.'));
}

function fieldTest(field: string, queryValue: unknown): Matcher {
  const read = dotPath(field);
  const test = valueTest(queryValue);
  return (obj) => test(read(obj));
}

function logical(op: string, arg: unknown): Matcher {
  if (op === '$or' || op === '$and') {
    if (!Array.isArray(arg))
      return () => {
        throw new Error(`${op} operator used without an array`);
      };
    const parts = arg.map(compileQuery);
    if (op === '$and')
      return (obj) => {
        for (const p of parts) if (!p(obj)) return false;
        return true;
      };
    return (obj) => {
      for (const p of parts) if (p(obj)) return true;
      return false;
    };
  }
  if (op === '$not') {
    const inner = compileQuery(arg);
    return (obj) => !inner(obj);
  }
  if (op === '$where')
    return (obj) => {
      if (typeof arg !== 'function') throw new Error('$where operator used without a function');
      const result: unknown = (arg as (this: unknown) => unknown).call(obj);
      if (typeof result !== 'boolean') throw new Error('$where function must return boolean');
      return result;
    };
  return () => {
    throw new Error(`Unknown logical operator ${op}`);
  };
}

/** The test model.match(doc, query) makes, for one fixed query. */
export function compileQuery(query: unknown): Matcher {
  // model.match on a primitive query or document: the document is compared as a value.
  const asValue = valueTest(query);
  if (isPrimitiveType(query)) return asValue;
  const parts: Matcher[] = [];
  for (const key in query as object) {
    if (!Object.prototype.hasOwnProperty.call(query, key)) continue;
    const value = (query as Record<string, unknown>)[key];
    parts.push(key.startsWith('$') ? logical(key, value) : fieldTest(key, value));
  }
  return (obj) => {
    if (isPrimitiveType(obj)) return asValue(obj);
    for (const p of parts) if (!p(obj)) return false;
    return true;
  };
}
