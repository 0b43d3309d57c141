/**
 * The Idempotency-Key middleware on a real store (openTestStore: embedded, or MongoDB/FerretDB on
 * the MongoDB run), through the real app's error handling. Test-only routes count how often their
 * handler really ran; two apps on one store stand in for two API processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { ensureIndexes } from '../indexes';
import type { Store } from '../store/types';
import { openTestStore } from '../test-support/test-store';
import { IDEMPOTENCY_KEYS, idempotency, PENDING_STALE_MS } from './idempotency';
import type { IdempotencyRecord } from './idempotency';
import { silentLogger as logger } from './logger';
import { createRouter } from './validation';

let store: Store;
let apps: ReturnType<typeof createApp>[];
const ran: Record<string, number> = {};
let gate: Promise<void> = Promise.resolve();
let failNext = 0;

function testRoutes(s: Store) {
  const count = (name: string) => (ran[name] = (ran[name] ?? 0) + 1);
  return createRouter()
    .post('/open', idempotency({ store: s }), async (c) => {
      const body = await c.req.json<{ v: number }>();
      return c.json({ n: count('open'), v: body.v }, 201);
    })
    .post('/strict', idempotency({ store: s }, { required: true }), (c) =>
      c.json({ n: count('strict') }, 200),
    )
    .post('/slow', idempotency({ store: s }), async (c) => {
      await gate;
      return c.json({ n: count('slow') }, 201);
    })
    .post('/flaky', idempotency({ store: s }), (c) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('database hiccup');
      }
      return c.json({ n: count('flaky') }, 201);
    });
}

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  const env = loadEnv({ LOG_LEVEL: 'silent', SEED: 'off' });
  apps = [0, 1].map(() => {
    const app = createApp({ store, env, version: 'test', log: logger });
    app.route('/api/test', testRoutes(store));
    return app;
  });
});

afterAll(async () => {
  await store.close();
});

let seq = 0;
const freshKey = () => `key_${Date.now().toString(36)}_${++seq}`;
const post = async (path: string, body: unknown, key?: string, app = apps[0]!): Promise<Response> =>
  app.request(`/api/test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('Idempotency-Key', () => {
  it.each(['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key'])(
    'refuses the key %j',
    async (key) => {
      const res = await post('/open', { v: 1 }, key);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string; fields: Record<string, string> };
      expect(body.error).toBe('validation_failed');
      expect(body.message).toContain('Idempotency-Key');
      expect(body.fields).toHaveProperty('Idempotency-Key');
    },
  );

  it('is optional unless the route requires it', async () => {
    expect((await post('/open', { v: 1 })).status).toBe(201);
    const res = await post('/strict', {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/Idempotency-Key header is required/);
    expect((await post('/strict', {}, freshKey())).status).toBe(200);
  });

  it('replays the first answer for the same key and body, without running the handler again', async () => {
    const key = freshKey();
    const before = ran.open ?? 0;
    const first = await post('/open', { v: 7 }, key);
    const firstBody = await first.text();
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    // Same JSON with other spacing and key order is the same request; the other app is another process.
    const again = await post('/open', '{ "v" : 7 }', key, apps[1]);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    expect(ran.open).toBe(before + 1);
    const stored = await store
      .collection<IdempotencyRecord>(IDEMPOTENCY_KEYS)
      .findOne({ _id: { $regex: key } });
    expect(stored?.status).toBe('done');
    expect(stored?.response?.status).toBe(201);
  });

  it('answers 422 when the key was used for a different request', async () => {
    const key = freshKey();
    expect((await post('/open', { v: 1 }, key)).status).toBe(201);
    const res = await post('/open', { v: 2 }, key);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('idempotency_key_reused');
    expect(body.message).toMatch(/already used for a different request/);
  });

  it('scopes keys by method and path: the same key on another route is another request', async () => {
    const key = freshKey();
    expect((await post('/open', {}, key)).status).toBe(201);
    expect((await post('/strict', {}, key)).status).toBe(200);
  });

  it('answers 409 with Retry-After while the first request is still running', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const key = freshKey();
    const first = post('/slow', { a: 1 }, key);
    // Let the first request claim the key before the second arrives.
    for (let i = 0; i < 50; i++) {
      if (await store.collection(IDEMPOTENCY_KEYS).findOne({ _id: { $regex: key } })) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const second = await post('/slow', { a: 1 }, key, apps[1]);
    expect(second.status).toBe(409);
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(((await second.json()) as { message: string }).message).toBe(
      'A request with this Idempotency-Key is still in progress',
    );
    open();
    expect((await first).status).toBe(201);
    const third = await post('/slow', { a: 1 }, key);
    expect(third.status).toBe(201);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('runs the handler once when many requests with one key arrive at once on two apps', async () => {
    const key = freshKey();
    const before = ran.open ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('/open', { v: 3 }, key, apps[i % 2])),
    );
    expect(ran.open).toBe(before + 1);
    for (const res of answers) expect([201, 409]).toContain(res.status);
    expect(answers.filter((r) => r.status === 201 && !r.headers.get('Idempotent-Replayed')).length).toBe(1);
  });

  it('releases the key after a 5xx so a retry runs for real', async () => {
    const key = freshKey();
    failNext = 1;
    expect((await post('/flaky', { x: 1 }, key)).status).toBe(500);
    expect(await store.collection(IDEMPOTENCY_KEYS).count({ _id: { $regex: key } })).toBe(0);
    const retry = await post('/flaky', { x: 1 }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('takes over a pending claim left by a process that died', async () => {
    const key = freshKey();
    const first = await post('/open', { v: 9 }, key);
    expect(first.status).toBe(201);
    const records = store.collection<IdempotencyRecord>(IDEMPOTENCY_KEYS);
    const record = await records.findOne({ _id: { $regex: key } });
    // Make it look like a claim whose owner crashed before answering.
    await records.updateOne(
      { _id: record!._id },
      {
        $set: { status: 'pending', createdAt: new Date(Date.now() - PENDING_STALE_MS - 1000) },
        $unset: { response: '' },
      },
    );
    const retry = await post('/open', { v: 9 }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
