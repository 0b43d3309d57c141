/**
 * POST /api/newsletter/subscribe through the real app on a real store (embedded, or MongoDB/FerretDB
 * on the MongoDB run), and the store's DuplicateKeyError reaching the client as a 409 on either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { UNSAFE_KEY_MESSAGE } from '../../http/json-keys';
import { createRouter } from '../../http/validation';
import { ensureIndexes } from '../../indexes';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import { NEWSLETTER, SUBSCRIBES_PER_IP } from './newsletter.routes';

let store: Store;
let app: ReturnType<typeof createApp>;
let seq = 0;
const run = Date.now().toString(36);
const freshEmail = () => `reader.${run}.${++seq}@example.com`;
const freshIp = () => `10.9.${(++seq >> 8) & 255}.${seq & 255}`;

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({ LOG_LEVEL: 'silent', SEED: 'off', TRUST_PROXY: 'true' }),
    version: 'test',
    log: silentLogger,
  });
  // Test-only: a write that lets the unique index's refusal escape, as any route's bug would.
  app.route(
    '/api/test',
    createRouter().post('/raw-subscribe', async (c) => {
      const { email } = await c.req.json<{ email: string }>();
      return c.json(await store.collection(NEWSLETTER).insertOne({ email, createdAt: new Date() }), 201);
    }),
  );
});

afterAll(async () => {
  await store.close();
});

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/newsletter/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: JSON.stringify(body),
  });

type Answer = { success: boolean; id: string; email: string };

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes with 201, stores the address lower-cased, and a second subscribe is a 200 with the same id', async () => {
    const email = freshEmail();
    const first = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'footer' });
    expect(first.status).toBe(201);
    const created = (await first.json()) as Answer;
    expect(created).toEqual({ success: true, id: expect.any(String) as string, email });

    const again = await subscribe({ email });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Answer).id).toBe(created.id);
    expect(await store.collection(NEWSLETTER).count({ email })).toBe(1);
    expect(await store.collection(NEWSLETTER).findOne({ email })).toMatchObject({ source: 'footer' });
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, {}, { email: 42 }])(
    'refuses %j with the spec message',
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('validation_failed');
      expect(answer.fields.email).toBe('Enter a valid email address.');
    },
  );

  it('refuses an operator as the email, naming the key (safe-json-keys.ts, before validation)', async () => {
    const res = await subscribe({ email: { $gt: '' } });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe('validation_failed');
    expect(answer.fields).toEqual({ 'email.$gt': UNSAFE_KEY_MESSAGE });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const email = freshEmail();
    const key = `nl-${run}-${++seq}`;
    const first = await subscribe({ email }, { 'Idempotency-Key': key });
    const replay = await subscribe({ email }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
  });

  it(`allows ${SUBSCRIBES_PER_IP.limit} subscribes per IP per window, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBSCRIBES_PER_IP.limit; i++) {
      expect((await subscribe({ email: freshEmail() }, { 'X-Forwarded-For': ip })).status).toBe(201);
    }
    const over = await subscribe({ email: freshEmail() }, { 'X-Forwarded-For': ip });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe(`a unique-index violation through HTTP (store: ${process.env.MONGODB_TEST_URI ? 'mongo' : 'embedded'})`, () => {
  it('becomes 409 conflict in the error shape', async () => {
    const email = freshEmail();
    const post = () =>
      app.request('/api/test/raw-subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await post()).status).toBe(201);
    const res = await post();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'conflict', message: 'That already exists.' });
    expect(store.kind).toBe(process.env.MONGODB_TEST_URI ? 'mongo' : 'embedded');
  });
});
