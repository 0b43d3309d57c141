/**
 * Two API processes on one MongoDB database behave as one API: every piece of shared state
 * (seed lock, sessions, OTP codes, rate-limit hits, idempotency keys) lives in the store, so it
 * does not matter which process a load balancer picks. Runs only on the MongoDB run
 * (MONGODB_TEST_URI); the database is unique to this run and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../api/src/auth/auth-rules';
import { startApi } from './support/api-process';
import type { ApiProcess } from './support/api-process';

const baseUri = process.env.MONGODB_TEST_URI ?? '';
const dbName = `propai_mp_${randomBytes(4).toString('hex')}`;
const SIZES = { listings: 60, projects: 6 };
const emptyDist = mkdtempSync(join(tmpdir(), 'propai-mp-dist-'));
const dataDir = mkdtempSync(join(tmpdir(), 'propai-mp-data-'));

/** The URI with our database name in its path (query string kept). */
function withDb(uri: string, db: string): string {
  const u = new URL(uri);
  u.pathname = `/${db}`;
  return u.toString();
}

let a: ApiProcess;
let b: ApiProcess;
let seq = 0;
const run = randomBytes(3).toString('hex');
const freshMobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const freshIp = () => `10.77.${++seq}.${Math.floor(Math.random() * 250) + 1}`;

async function call(
  api: ApiProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${api.url}${path}`, {
    method,
    headers: {
      'X-Forwarded-For': freshIp(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  const settings = {
    MONGODB_URI: withDb(baseUri, dbName),
    SEED: 'on',
    SEED_LISTINGS: String(SIZES.listings),
    SEED_PROJECTS: String(SIZES.projects),
    LOG_LEVEL: 'silent',
    PWA_DIST: emptyDist,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
  };
  // Started at the same moment: both race for the seed lock.
  [a, b] = await Promise.all([startApi('A', settings), startApi('B', settings)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  const client = new MongoClient(baseUri);
  try {
    await client.connect();
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
  rmSync(emptyDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one MongoDB database', () => {
  it('seeded exactly once', async () => {
    const client = new MongoClient(baseUri);
    try {
      await client.connect();
      const db = client.db(dbName);
      // The current listings and one closed listing of the 24-month history each (seed/listing-history.ts).
      expect(await db.collection('listings').countDocuments({ seeded: true })).toBe(SIZES.listings * 2);
      expect(await db.collection('projects').countDocuments({ seeded: true })).toBe(SIZES.projects);
      const locks = await db
        .collection('meta')
        .find({ _id: 'seed' as never })
        .toArray();
      expect(locks).toHaveLength(1);
      expect(locks[0]).toMatchObject({
        state: 'done',
        params: { listings: SIZES.listings, projects: SIZES.projects },
      });
      expect(await db.collection('users').countDocuments({ email: 'admin@propai.example' })).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('a session made on A works on B, and logout on B ends it on A', async () => {
    const email = `mp.${run}@example.com`;
    const sent = await call(a, 'POST', '/api/auth/email/request-otp', {
      name: 'Multi Process',
      mobile: freshMobile(),
      email,
    });
    expect(sent.status).toBe(200);
    const { challengeId } = (await sent.json()) as { challengeId: string };
    const verified = await call(a, 'POST', '/api/auth/verify-otp', { challengeId, otp: a.codeFor(email) });
    expect(verified.status).toBe(200);
    const { token } = (await verified.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };

    const me = await call(b, 'GET', '/api/auth/me', undefined, auth);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

    expect((await call(b, 'POST', '/api/auth/logout', undefined, auth)).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', undefined, auth)).status).toBe(401);
  });

  it('one Idempotency-Key sent to both at once makes one subscription, and both answers are the same', async () => {
    const email = `news.${run}@example.com`;
    const key = `mp-${run}-subscribe`;
    // A client told "still in progress" (409, Retry-After: 1) comes back, as the PWA's queue does.
    const send = async (
      api: ApiProcess,
    ): Promise<{ status: number; body: { email: string }; replayed: boolean; waits: number }> => {
      for (let waits = 0; ; waits++) {
        const res = await call(
          api,
          'POST',
          '/api/newsletter/subscribe',
          { email, source: 'footer' },
          { 'Idempotency-Key': key },
        );
        if (res.status === 409 && waits < 10) {
          await new Promise((r) => setTimeout(r, Number(res.headers.get('Retry-After') ?? 1) * 1000));
          continue;
        }
        return {
          status: res.status,
          body: (await res.json()) as { email: string },
          replayed: res.headers.get('Idempotent-Replayed') === 'true',
          waits,
        };
      }
    };
    const [fromA, fromB] = await Promise.all([send(a), send(b)]);
    expect(fromA.status).toBe(202);
    expect(fromB.status).toBe(202);
    expect(fromA.body).toEqual(fromB.body);
    expect([fromA.replayed, fromB.replayed].filter(Boolean)).toHaveLength(1);

    const client = new MongoClient(baseUri);
    try {
      await client.connect();
      const db = client.db(dbName);
      expect(await db.collection('newsletter_subscriptions').countDocuments({ email })).toBe(1);
      expect(await db.collection('idempotency_keys').countDocuments({ _id: { $regex: key } } as never)).toBe(
        1,
      );
    } finally {
      await client.close();
    }
  });

  it(`counts a rate limit across both: request ${LIMITS.codesPerEmail.limit + 1} to one address from one client is refused`, async () => {
    const email = `limit.${run}@example.com`;
    const mobile = freshMobile();
    const client = { 'X-Forwarded-For': freshIp() };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.codesPerEmail.limit; i++) {
      const api = i % 2 === 0 ? a : b;
      const res = await call(
        api,
        'POST',
        '/api/auth/email/request-otp',
        { name: 'Rate Limit', mobile, email },
        client,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.codesPerEmail.limit).fill(200), 429]);
  });
});
