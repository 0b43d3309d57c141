/**
 * Refuses JSON bodies whose keys the store would read as something other than data.
 *
 * Both stores (NeDB and MongoDB) treat a key starting with `$` as an operator and a dotted key as
 * a path, so such a key inside a free-form part of a body (a `z.record`, `z.unknown`) used to
 * reach the store and fail there with a 500 — or, in a query, change its meaning. The check runs
 * once per request after the body limit, before any route (safe-json-keys.ts on /api/*, or inside
 * a raised limit, body-limit.ts), and answers 400 naming each offending key's path, e.g. `fields: { 'pgMeta.rules.$where': UNSAFE_KEY_MESSAGE }`. It also
 * caps nesting depth, so a 5,000-level body never reaches a recursive validator or the store.
 *
 * Hono caches the body text on first read (`c.req.text()`), and `c.req.json()` in the route's
 * validator and the idempotency layer's `arrayBuffer()` are both served from that cache, so the
 * body is read from the network once. Invalid JSON is left to the route's validator, which
 * answers `malformed_json`. Query strings need no check: every route reads its query through a
 * zod object schema, which drops unknown keys and yields only the declared ones.
 */
import type { Context } from 'hono';
import { ApiError } from './errors';

export const UNSAFE_KEY_MESSAGE = 'Keys may not start with $ or contain a dot.';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/** No form sends more than a few levels; 32 leaves room and stays far below MongoDB's 100. */
export const MAX_JSON_DEPTH = 32;
/** Enough to show the problem without echoing a huge hostile body back. */
const MAX_REPORTED = 10;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const isUnsafeKey = (key: string) => key.startsWith('$') || key.includes('.');

/**
 * Paths of the unsafe keys in a parsed JSON value (iterative, so depth cannot overflow the stack).
 *
 * @example
 *   findUnsafeKeys({ pgMeta: { rules: { $where: true } } }) // { paths: ['pgMeta.rules.$where'], tooDeep: false }
 */
export function findUnsafeKeys(
  root: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { paths: string[]; tooDeep: boolean } {
  const paths: string[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && paths.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) return { paths, tooDeep: true };
    const entries = Array.isArray(value)
      ? value.map((v, i): [string, unknown] => [String(i), v])
      : Object.entries(value as Record<string, unknown>);
    // Reversed so the stack visits keys in document order and the report reads top-down.
    for (const [key, child] of entries.reverse()) {
      if (!Array.isArray(value) && isUnsafeKey(key)) paths.push([...path, key].join('.'));
      else stack.push({ value: child, path: [...path, key] });
    }
  }
  return { paths: paths.slice(0, MAX_REPORTED), tooDeep: false };
}

/**
 * Throws the 400 when the request's JSON body holds an unsafe key or is nested too deeply.
 *
 * @example
 *   await checkJsonKeys(c); // after the body limit, before the route's validator
 */
export async function checkJsonKeys(c: Context): Promise<void> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !JSON_TYPE.test(mediaType)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    return; // the route's validator answers malformed_json
  }
  const { paths, tooDeep } = findUnsafeKeys(parsed);
  if (tooDeep) {
    throw ApiError.badRequest(`Invalid request: body — ${TOO_DEEP_MESSAGE.replace(/\.$/, '')}.`, {
      body: TOO_DEEP_MESSAGE,
    });
  }
  if (paths.length > 0) {
    const fields = Object.fromEntries(paths.map((p) => [p, UNSAFE_KEY_MESSAGE]));
    const summary = paths.map((p) => `${p} — ${UNSAFE_KEY_MESSAGE.replace(/\.$/, '')}`).join('; ');
    throw ApiError.badRequest(`Invalid request: ${summary}.`, fields);
  }
}
