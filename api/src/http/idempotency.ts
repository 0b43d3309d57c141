/**
 * `Idempotency-Key` for write routes: a write sent twice (a phone's queue replaying after a lost
 * answer, a double tap, two API instances behind a load balancer) runs once and answers the same.
 *
 * Guarantees, on both store adapters and across any number of API processes (the state lives in
 * the store, collection `idempotency_keys`, never in memory):
 *  - a key is claimed by inserting `{ _id: scope, requestHash, status: 'pending', createdAt }`;
 *    the unique `_id` decides, so of N concurrent requests exactly one runs the handler;
 *  - the scope is user (or 'anon') + method + path + key, so keys never collide across users/routes;
 *  - when the handler answers (2xx, or a 4xx other than 429) its status and body are stored, and a
 *    later request with the same key and body gets that first answer again, with
 *    `Idempotent-Replayed: true`;
 *  - the same key with another body is refused with 422 (the key belongs to another request);
 *  - while the first request is still running, a second one gets 409 with `Retry-After: 1`;
 *  - a 5xx or 429 releases the key (nothing was done, or the client was told to come back), so a
 *    retry runs for real; a claim left 'pending' by a process that died is taken over after
 *    PENDING_STALE_MS, so a crash never blocks a key for a day; on the embedded store, which one
 *    process owns, every pending claim found at start-up is such a leftover and is dropped at once
 *    (`forgetInterruptedKeys`), so a retry after a restart runs at once instead of 409 for 2 min;
 *  - a handler that ran before a crash may have done its work without its answer being stored: the
 *    handler, not this layer, must make a re-run find that work (create-listing.ts does, by id);
 *  - keys are forgotten 24 h after their claim (TTL index on `createdAt`).
 */
import { IDEMPOTENCY_HEADER } from '../domain/http-headers';
import { createHash, randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Store } from '../store/types';
import { DuplicateKeyError } from '../store/types';
import { ApiError } from './errors';

export const IDEMPOTENCY_KEYS = 'idempotency_keys';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
export { IDEMPOTENCY_HEADER } from '../domain/http-headers';
/** A pending claim older than this belonged to a request whose process died. */
export const PENDING_STALE_MS = 2 * 60_000;
const KEY_RE = /^[A-Za-z0-9_-]{8,128}$/;

export type IdempotencyRecord = {
  _id: string;
  requestHash: string;
  status: 'pending' | 'done';
  /** Which request holds a pending claim (so only it can finish or release it). */
  owner: string;
  createdAt: Date;
  response?: { status: number; body: string; contentType: string };
};

export interface IdempotencyOptions {
  /** Refuse writes without the header (queued writes); default false: without it the route just runs. */
  required?: boolean;
}

const records = (store: Store) => store.collection<IdempotencyRecord>(IDEMPOTENCY_KEYS);

/** JSON bodies are compared by content, not by spacing or key order; anything else byte for byte. */
export function requestHash(method: string, path: string, body: string): string {
  let canonical = body;
  try {
    canonical = JSON.stringify(sortKeys(JSON.parse(body)));
  } catch {
    // Not JSON: the raw text is the request.
  }
  return createHash('sha256').update(`${method} ${path}\n${canonical}`).digest('hex');
}

/**
 * The hash of a request body: JSON by content (requestHash), a multipart form by its fields and
 * file bytes (a replay builds a new form, so the boundary differs while the photo is the same),
 * anything else by its bytes. Read as an ArrayBuffer, not text, because Hono re-derives later
 * reads (formData, json) from this first cached copy, and a text copy would mangle binary uploads.
 */
export async function requestHashOfBody(
  method: string,
  path: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = '',
): Promise<string> {
  const text = new TextDecoder().decode(bytes);
  try {
    JSON.parse(text);
    return requestHash(method, path, text);
  } catch {
    // Not JSON: a form or raw bytes.
  }
  const hash = createHash('sha256').update(`${method} ${path}\n`);
  if (/^multipart\/form-data/i.test(contentType)) {
    try {
      const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
      const fields: [string, string | Blob][] = [];
      form.forEach((value, name) => fields.push([name, value]));
      for (const [name, value] of fields) {
        hash.update(`\n${name}=`);
        hash.update(typeof value === 'string' ? value : new Uint8Array(await value.arrayBuffer()));
      }
      return hash.digest('hex');
    } catch {
      // Unreadable form: compare the bytes; the route answers the error.
    }
  }
  return hash.update(bytes).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, sortKeys(obj[k])]),
  );
}

function readKey(c: Context, required: boolean): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') {
    if (!required) return null;
    throw ApiError.badRequest(`The ${IDEMPOTENCY_HEADER} header is required for this request.`, {
      [IDEMPOTENCY_HEADER]: 'Send a unique key (8–128 letters, digits, _ or -) per write.',
    });
  }
  if (!KEY_RE.test(key)) {
    throw ApiError.badRequest(`The ${IDEMPOTENCY_HEADER} header must be 8–128 letters, digits, _ or -.`, {
      [IDEMPOTENCY_HEADER]: 'Use 8–128 letters, digits, _ or -.',
    });
  }
  return key;
}

const stillRunning = () =>
  new ApiError(409, 'conflict', 'A request with this Idempotency-Key is still in progress', {
    headers: { 'Retry-After': '1' },
  });

function replay(record: IdempotencyRecord): Response {
  const { status, body, contentType } = record.response!;
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

/** The 422 body for a key already used for another request (also sent by handlers that detect it). */
export const KEY_REUSED = {
  error: 'idempotency_key_reused',
  message: `This ${IDEMPOTENCY_HEADER} was already used for a different request; send a new key.`,
};

function keyReusedResponse(): Response {
  return new Response(JSON.stringify(KEY_REUSED), {
    status: 422,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** Claims the scope, or returns what the earlier request with this key decides. */
async function claim(
  store: Store,
  scope: string,
  hash: string,
  owner: string,
): Promise<'claimed' | Response> {
  // A few rounds only: a key released or taken over between our insert and our read.
  for (let round = 0; round < 3; round++) {
    try {
      await records(store).insertOne({
        _id: scope,
        requestHash: hash,
        status: 'pending',
        owner,
        createdAt: new Date(),
      });
      return 'claimed';
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
    const earlier = await records(store).findOne({ _id: scope });
    if (!earlier) continue;
    if (earlier.requestHash !== hash) return keyReusedResponse();
    if (earlier.status === 'done' && earlier.response) return replay(earlier);
    if (Date.now() - earlier.createdAt.getTime() < PENDING_STALE_MS) throw stillRunning();
    // The owner died mid-request: remove exactly that stale claim (its owner) and claim again.
    await records(store).deleteOne({ _id: scope, owner: earlier.owner, status: 'pending' });
  }
  throw stillRunning();
}

/**
 * Start-up of a store that this one process owns (embedded): pending claims belong to requests of
 * a process that is gone, so they are dropped and a retry runs now. Never call it on a store that
 * other live processes share (MongoDB): their pending claims are real and expire by PENDING_STALE_MS.
 */
export async function forgetInterruptedKeys(store: Store): Promise<number> {
  return records(store).deleteMany({ status: 'pending' });
}

/**
 * @example
 *   defineRoute({ access: 'public', method: 'post', path: '/subscribe',
 *     middleware: [idempotency(deps)] as const, ... }) // after the session, so keys are per user
 */
export function idempotency(
  { store }: { store: Store },
  options: IdempotencyOptions = {},
): MiddlewareHandler {
  return async (c, next) => {
    const key = readKey(c, options.required === true);
    if (!key) return next();
    const userId = (c.var as { user?: { _id: string } }).user?._id ?? 'anon';
    const scope = `${userId}:${c.req.method}:${c.req.path}:${key}`;
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const hash = await requestHashOfBody(c.req.method, c.req.path, bytes, c.req.header('Content-Type'));
    const owner = randomUUID();
    const outcome = await claim(store, scope, hash, owner);
    if (outcome !== 'claimed') return outcome;

    try {
      await next();
    } catch (err) {
      await records(store).deleteOne({ _id: scope, owner });
      throw err;
    }
    const res = c.res;
    if (res.status >= 500 || res.status === 429) {
      await records(store).deleteOne({ _id: scope, owner });
      return;
    }
    const body = await res.clone().text();
    await records(store).updateOne(
      { _id: scope, owner },
      {
        $set: {
          status: 'done',
          response: {
            status: res.status,
            body,
            contentType: res.headers.get('Content-Type') ?? 'application/json',
          },
        },
      },
    );
  };
}
