/**
 * Malformed requests generated from an operation in /api/openapi.json, for fuzz.test.ts.
 *
 * Small on purpose: a plausible value is built from each JSON schema (example, enum, type), then
 * broken one way per case — a field missing, of the wrong type, an operator as value or key, a
 * dotted key, a huge string, a 5,000-level body, a bad id in the path, the wrong content type,
 * invalid JSON, hostile query strings. Which fields get broken is chosen by a seeded generator, so
 * a failure names its case and reproduces with the same seed.
 */
import type { Rng } from '../../seed/prng';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  minLength?: number;
};
export interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface FuzzCase {
  name: string;
  /** The path with its parameters filled in. */
  url: string;
  contentType?: string;
  body?: string;
}

const HUGE = 'x'.repeat(200_000);
const OPERATORS: unknown[] = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $where: 'sleep(1)' }];
const BAD_IDS = [
  '0',
  'zzz',
  '$where',
  'a.b',
  '{"$gt":""}',
  'a'.repeat(600),
  '..%2F..%2Fetc',
  '%00',
  '65f1c0ffee0123456789abcd',
];
const INVALID_JSON = ['{', '{"a":', "{'a':1}", '[1,]', 'undefined', '\u0000'];
const NOT_OBJECTS = ['null', '[]', '"text"', '123', 'true'];
const deepBody = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Resolves `$ref`s against the document's components. */
export function schemaResolver(doc: { components?: { schemas?: Record<string, Schema> } }) {
  return (s: Schema | undefined): Schema => {
    let out = s ?? {};
    for (let i = 0; out.$ref && i < 10; i++)
      out = doc.components?.schemas?.[out.$ref.split('/').pop()!] ?? {};
    return out;
  };
}

/** A plausible value for a schema: its example, an enum member, or a value of its type. */
export function sample(resolve: (s?: Schema) => Schema, raw: Schema | undefined, depth = 0): unknown {
  const s = resolve(raw);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(resolve, alt.find((a) => resolve(a).type !== 'null') ?? alt[0], depth);
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((a) => sample(resolve, a, depth) as object));
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (depth > 6) return null;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(resolve, v, depth + 1)]),
      );
    case 'array':
      return [sample(resolve, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return new Date(0).toISOString();
      return 'a'.repeat(Math.max(1, s.minLength ?? 3));
    default:
      return 'x';
  }
}

/** Paths of the plain objects nested in a value (the root excluded), outermost first. */
function objectPaths(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const inner = Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...at, k]));
  return at.length > 0 ? [at, ...inner] : inner;
}

/** A copy of `base` with `key` added to the object at `at`, valued like that object's first entry. */
function withKeyAt(base: Record<string, unknown>, at: string[], key: string): Record<string, unknown> {
  const copy = structuredClone(base);
  let target = copy;
  for (const k of at) target = target[k] as Record<string, unknown>;
  const like = Object.values(target)[0];
  target[key] = like === undefined || typeof like === 'object' ? true : like;
  return copy;
}

/** A value of another type than the schema's. */
function wrongType(resolve: (s?: Schema) => Schema, raw: Schema | undefined, rng: Rng): unknown {
  const type = resolve(raw).type;
  const t = Array.isArray(type) ? type[0] : type;
  if (t === 'string') return rng.pick([42, {}, [], true]);
  if (t === 'number' || t === 'integer') return rng.pick(['abc', '1e309', {}, -1e308, 1.5]);
  if (t === 'array') return rng.pick(['x', { 0: 'x' }, 7]);
  if (t === 'object') return rng.pick([['x'], 'x', 7]);
  return rng.pick([{}, [], 'x', 0]);
}

/**
 * Every case for one operation.
 *
 * @example
 *   fuzzCases(doc, '/api/pg-listings', op, {}, new Rng(13), pgBody(photos))
 */
export function fuzzCases(
  doc: { components?: { schemas?: Record<string, Schema> } },
  path: string,
  op: OpenApiOperation,
  realParams: Record<string, string>,
  rng: Rng,
  /** A body the route accepts, when a schema sample would not (posting rules): mutations then reach the handler. */
  validBody?: Record<string, unknown>,
): FuzzCase[] {
  const resolve = schemaResolver(doc);
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (values: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
  const url = fill(realParams);
  const cases: FuzzCase[] = [];
  const add = (c: FuzzCase) => cases.push(c);

  // Path: every parameter replaced by ids no record has, or that look like operators and paths.
  for (const name of pathParams) {
    for (const bad of BAD_IDS)
      add({ name: `path ${name}=${bad.slice(0, 20)}`, url: fill({ ...realParams, [name]: bad }) });
  }

  // Query: each parameter alone, plausible then broken (alone, so one bad sample cannot mask the
  // rest), then all together, then keys the store would misread.
  const plausible = Object.fromEntries(queryParams.map((p) => [p.name, String(sample(resolve, p.schema))]));
  const qs = (q: Record<string, string>) => `${url}?${new URLSearchParams(q).toString()}`;
  if (queryParams.length > 0) add({ name: 'query all plausible', url: qs(plausible) });
  for (const p of queryParams) {
    for (const v of [
      plausible[p.name]!,
      'abc',
      '-1',
      '1e309',
      '{"$gt":""}',
      '$where',
      HUGE.slice(0, 5000),
      '',
    ]) {
      add({ name: `query ${p.name}=${v.slice(0, 12)}`, url: qs({ [p.name]: v }) });
    }
  }
  add({ name: 'query operator keys', url: `${url}?$where=1&a.b=2&city[$ne]=x&limit=1&limit=2` });

  const json = op.requestBody?.content?.['application/json']?.schema;
  const multipart = op.requestBody?.content?.['multipart/form-data'];
  if (!json && !multipart) return cases;
  const base = (validBody ?? (json ? sample(resolve, json) : {})) as Record<string, unknown>;
  const props = Object.keys(resolve(json).properties ?? {});
  const picked = props.length > 0 ? [...new Set(Array.from({ length: 4 }, () => rng.pick(props)))] : [];
  const send = (name: string, value: unknown, contentType = 'application/json') =>
    add({ name, url, contentType, body: typeof value === 'string' ? value : JSON.stringify(value) });

  send('body plausible', base);
  for (const k of picked) {
    const { [k]: _dropped, ...rest } = base;
    send(`body missing ${k}`, rest);
    send(`body ${k} wrong type`, { ...base, [k]: wrongType(resolve, resolve(json).properties?.[k], rng) });
    send(`body ${k} operator`, { ...base, [k]: rng.pick(OPERATORS) });
    send(`body ${k} huge`, { ...base, [k]: HUGE });
    send(`body ${k} nested operator key`, { ...base, [k]: { $where: '1', 'a.b': { $gt: '' } } });
  }
  // Unsafe keys inside every nested object of the body (free-form records such as pgMeta.amenities
  // pass their schema), with a value like the object's own so only the key is wrong.
  for (const at of objectPaths(base).slice(0, 8)) {
    for (const key of ['$where', 'a.b', '$gt']) {
      send(`body key ${[...at, key].join('.')}`, withKeyAt(base, at, key));
    }
  }
  send('body extra fields', { ...base, extra: 'x', __proto__x: 1, constructor: { prototype: 1 } });
  send('body operator key', { ...base, $where: 'return true' });
  send('body dotted key', { ...base, 'a.b': 1 });
  send('body 5,000 levels deep', deepBody(5000));
  send('body 1.1 MB', { ...base, pad: 'x'.repeat(1_100_000) });
  for (const bad of INVALID_JSON) send(`invalid JSON ${JSON.stringify(bad)}`, bad);
  for (const bad of NOT_OBJECTS) send(`JSON not an object: ${bad}`, bad);
  send('empty body', '');
  // Wrong content types for the same bytes.
  const text = JSON.stringify(base);
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'application/xml',
  ]) {
    send(`content-type ${type}`, text, type);
  }
  add({ name: 'no content-type', url, body: text });
  return cases;
}
