/**
 * The listing page's queued writes (kinds 'lead' and 'listing-enrich') through the real outbox, the
 * real Dexie table (fake-indexeddb) and a fake server that applies each Idempotency-Key once.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import { getQueuedWrite, putQueuedWriteOnce } from '../../db/queued-writes-repo';
import { enrichWriteId, improveListing, leadWriteId, requestCallback } from './listing-writes';

interface Call {
  method: string;
  url: string;
  key: string;
  body: unknown;
}

/** Answers from a script per request (null: no answer, as offline); default 201 with the body. */
function server(script: Array<number | null> = []) {
  const calls: Call[] = [];
  const keys = new Set<string>();
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      method: init.method!,
      url,
      key: headers['Idempotency-Key']!,
      body: JSON.parse(init.body as string),
    });
    const status = script.shift();
    if (status === null) return Promise.reject(new TypeError('Failed to fetch'));
    if (status && status >= 400) {
      const body = {
        error: 'bad',
        message: 'Refused.',
        fields: { phone: 'Enter a valid 10-digit mobile number.' },
      };
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }
    keys.add(headers['Idempotency-Key']!);
    return Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 201 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, keys };
}

const lead = { targetType: 'listing' as const, targetId: 'l1', name: 'Asha Verma', phone: '9876543210' };

beforeEach(async () => {
  await db.session.put({
    key: 'current',
    token: 'tok',
    user: { id: 'u1', name: 'Asha', email: 'a@example.com', role: 'user' },
    savedAt: Date.now(),
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.queuedWrites.clear();
  await db.session.clear();
});

describe('callback requests (kind lead)', () => {
  it('POSTs /api/leads once with its key and the lister gets one request; the row is gone', async () => {
    const api = server();
    const state = await requestCallback('u1', 'l1', lead);
    expect(state).toMatchObject({ state: 'sent' });
    expect(api.calls).toEqual([
      { method: 'POST', url: '/api/leads', key: expect.any(String) as string, body: lead },
    ]);
    expect(await getQueuedWrite(leadWriteId('u1', 'l1'))).toBeUndefined();
  });

  it('offline it is kept on the device; asking again while it waits stores nothing new', async () => {
    const api = server([null, null]);
    expect(await requestCallback('u1', 'l1', lead)).toEqual({ state: 'queued', needsSignIn: false });
    const first = await getQueuedWrite(leadWriteId('u1', 'l1'));
    expect(await requestCallback('u1', 'l1', { ...lead, name: 'Asha V' })).toMatchObject({ state: 'queued' });
    const second = await getQueuedWrite(leadWriteId('u1', 'l1'));
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second?.body).toEqual(lead);
    // Back online: the one request goes, with the key it was given when queued.
    const online = await requestCallback('u1', 'l1', lead);
    expect(online).toMatchObject({ state: 'sent' });
    expect(new Set(api.calls.map((c) => c.key))).toEqual(new Set([first?.idempotencyKey]));
    expect(api.keys.size).toBe(1);
  });

  it('two taps at once store one row with one key', async () => {
    const [a, b] = await Promise.all([
      putQueuedWriteOnce({ id: 'lead:u1:l2', kind: 'lead', body: lead, userId: 'u1' }),
      putQueuedWriteOnce({ id: 'lead:u1:l2', kind: 'lead', body: lead, userId: 'u1' }),
    ]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.row.idempotencyKey).toBe(b.row.idempotencyKey);
    expect(await db.queuedWrites.count()).toBe(1);
  });

  it('a refusal is final and reads as its field message; asking again queues a new request', async () => {
    server([400]);
    expect(await requestCallback('u1', 'l1', { ...lead, phone: '123' })).toEqual({
      state: 'failed',
      message: 'Enter a valid 10-digit mobile number.',
    });
    const failed = await getQueuedWrite(leadWriteId('u1', 'l1'));
    expect(failed?.status).toBe('failed');
    const api = server();
    expect(await requestCallback('u1', 'l1', lead)).toMatchObject({ state: 'sent' });
    expect(api.calls[0]?.key).not.toBe(failed?.idempotencyKey);
  });
});

describe('Improve this listing (kind listing-enrich)', () => {
  it('POSTs only the changes to /api/user-properties/{id}/enrich', async () => {
    const api = server();
    const state = await improveListing('u1', 'abc123', { facing: 'East', highlights: ['Corner'] });
    expect(state).toMatchObject({ state: 'sent' });
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/user-properties/abc123/enrich', { facing: 'East', highlights: ['Corner'] }],
    ]);
  });

  it('offline the last edit waits and replaces an older one; a failure reads as the field message', async () => {
    server([null, null]);
    await improveListing('u1', 'abc123', { facing: 'East' });
    expect(await improveListing('u1', 'abc123', { facing: 'West' })).toMatchObject({ state: 'queued' });
    expect((await getQueuedWrite(enrichWriteId('u1', 'abc123')))?.body).toEqual({
      listingId: 'abc123',
      changes: { facing: 'West' },
    });
    const api = server([400]);
    expect(await improveListing('u1', 'abc123', { floorNo: 999 })).toEqual({
      state: 'failed',
      message: 'Enter a valid 10-digit mobile number.',
    });
    expect(api.calls).toHaveLength(1);
  });
});
