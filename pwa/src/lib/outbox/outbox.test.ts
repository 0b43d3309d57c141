import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../db/schema';
import { listingKind } from './listing-kind';
import { backoffMs, type OutboxKind, replayOutbox } from './outbox';
import { nextTryDelay } from './page';
import { queuedWriteKind, type QueuedWriteStore } from './queued-write-kind';

/** The `queuedWrites` table in memory, with the repo's key-conditional settle. */
function memoryTable(rows: QueuedWrite[]): QueuedWriteStore & { rows: QueuedWrite[] } {
  return {
    rows,
    pending: (kind) =>
      Promise.resolve(
        rows.filter((r) => r.kind === kind && r.status !== 'failed').sort((a, b) => a.queuedAt - b.queuedAt),
      ),
    settle: (id, key, changes) => {
      const i = rows.findIndex((r) => r.id === id);
      if (i < 0 || rows[i]!.idempotencyKey !== key) return Promise.resolve();
      if (changes) Object.assign(rows[i]!, changes);
      else rows.splice(i, 1);
      return Promise.resolve();
    },
  };
}

const row = (id: string, kind: string, queuedAt: number, over: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id,
  kind,
  idempotencyKey: `key-${id}`,
  body: { id },
  queuedAt,
  status: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  ...over,
});

interface Call {
  method: string;
  url: string;
  key: string;
  body: unknown;
}

/** A server that applies each Idempotency-Key once (like the API) and answers from a script. */
function server(script: Record<string, Array<number | null>> = {}) {
  const calls: Call[] = [];
  const applied = new Map<string, unknown>();
  const fetch = (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const key = headers['Idempotency-Key']!;
    expect(headers['X-Outbox-Bypass']).toBe('1');
    calls.push({ method: init.method!, url, key, body: JSON.parse(init.body as string) });
    const status = script[key]?.shift();
    if (status === null) return Promise.reject(new TypeError('Failed to fetch'));
    if (status && status >= 400) {
      const body = { error: 'nope', message: `Refused ${status}`, fields: { x: 'Field x is wrong.' } };
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }
    if (!applied.has(key)) applied.set(key, { stored: key });
    return Promise.resolve(new Response(JSON.stringify(applied.get(key)), { status: 201 }));
  };
  return { calls, applied, fetch };
}

const session =
  (userId = 'u1') =>
  () =>
    Promise.resolve({ token: 'tok', userId });

describe('the outbox: a kind registered as one entry', () => {
  // What a next issue does for "votes": one spec, no send loop of its own.
  const votes = (table: QueuedWriteStore, extra: Partial<Parameters<typeof queuedWriteKind>[1]> = {}) =>
    queuedWriteKind(
      'vote',
      { method: 'POST', path: (body) => `/listings/${(body as { id: string }).id}/votes`, ...extra },
      table,
    );

  it('sends each queued write exactly once, oldest first, with its key, and deletes it', async () => {
    const table = memoryTable([row('b', 'vote', 2), row('a', 'vote', 1), row('c', 'vote', 3)]);
    const api = server({ 'key-b': [null] }); // b's first try gets no answer
    const first = await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(first).toMatchObject({ sent: ['a'], retryLater: true });
    expect(table.rows.map((r) => [r.id, r.status, r.attempts])).toEqual([
      ['b', 'queued', 0], // offline is not a server fault: no backoff
      ['c', 'queued', 0], // the run stopped at the network failure, in order
    ]);
    const second = await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(second.sent).toEqual(['b', 'c']);
    expect(api.calls.map((c) => `${c.method} ${c.url} ${c.key}`)).toEqual([
      'POST /api/listings/a/votes key-a',
      'POST /api/listings/b/votes key-b',
      'POST /api/listings/b/votes key-b',
      'POST /api/listings/c/votes key-c',
    ]);
    expect(api.applied.size).toBe(3);
    expect(table.rows).toEqual([]);
    // Nothing left: a third run sends nothing.
    await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(api.calls).toHaveLength(4);
  });

  it('a 4xx is final: the row is kept as failed with the message, shown, not retried', async () => {
    const table = memoryTable([row('a', 'vote', 1), row('b', 'vote', 2)]);
    const api = server({ 'key-a': [422] });
    const outcome = await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(outcome).toMatchObject({ sent: ['b'], failed: ['a'], retryLater: false });
    expect(table.rows).toEqual([
      expect.objectContaining({ id: 'a', status: 'failed', lastError: 'Refused 422 Field x is wrong.' }),
    ]);
    await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(api.calls).toHaveLength(2); // the failed row is not sent again
  });

  it("a kind's own refusal wording and its retried 4xx", async () => {
    const table = memoryTable([row('a', 'vote', 1), row('b', 'vote', 2)]);
    const api = server({ 'key-a': [423], 'key-b': [400] });
    const kind = votes(table, {
      retryStatuses: [423],
      describeRefusal: (body) => `Vote not counted: ${body?.message}`,
    });
    const outcome = await replayOutbox([kind], { fetch: api.fetch, session: session(), now: () => 1000 });
    expect(outcome).toMatchObject({ failed: ['b'], retryLater: true });
    expect(table.rows.find((r) => r.id === 'a')).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: 1000 + backoffMs(1),
      lastError: 'Vote not counted: Refused 423',
    });
    expect(table.rows.find((r) => r.id === 'b')).toMatchObject({
      status: 'failed',
      lastError: 'Vote not counted: Refused 400',
    });
  });

  it('a 401 keeps the row for after sign-in and stops the run', async () => {
    const table = memoryTable([row('a', 'vote', 1), row('b', 'vote', 2)]);
    const api = server({ 'key-a': [401] });
    const outcome = await replayOutbox([votes(table)], { fetch: api.fetch, session: session() });
    expect(outcome).toMatchObject({ needsSignIn: true, sent: [] });
    expect(api.calls).toHaveLength(1);
    expect(table.rows[0]).toMatchObject({ status: 'queued', needsSignIn: true });
  });

  it('a write that names its user waits while another user is signed in', async () => {
    const table = memoryTable([row('a', 'vote', 1, { userId: 'u1' }), row('b', 'vote', 2, { userId: 'u2' })]);
    const api = server();
    const outcome = await replayOutbox([votes(table)], { fetch: api.fetch, session: session('u2') });
    expect(outcome.sent).toEqual(['b']);
    expect(table.rows.map((r) => r.id)).toEqual(['a']);
  });

  it('signed out, an anonymous kind (the newsletter) is sent without a token while the others wait', async () => {
    const table = memoryTable([row('a', 'vote', 1), row('n', 'newsletter', 2)]);
    const newsletter = queuedWriteKind(
      'newsletter',
      { method: 'POST', path: '/newsletter/subscribe', anonymous: true },
      table,
    );
    const api = server();
    const headers: Record<string, string>[] = [];
    const fetch = (url: string, init: RequestInit) => {
      headers.push(init.headers as Record<string, string>);
      return api.fetch(url, init);
    };
    const outcome = await replayOutbox([votes(table), newsletter], {
      fetch,
      session: () => Promise.resolve(null),
    });
    expect(outcome).toMatchObject({ sent: ['n'], needsSignIn: true });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/newsletter/subscribe']);
    expect(headers[0]).not.toHaveProperty('Authorization');
    expect(table.rows.map((r) => r.id)).toEqual(['a']);
  });

  it('a newer write queued under the same id while the older was on the wire is kept', async () => {
    const table = memoryTable([row('profile:u1', 'vote', 1)]);
    const api = server();
    const racing: typeof api.fetch = async (url, init) => {
      const answer = await api.fetch(url, init);
      table.rows[0] = row('profile:u1', 'vote', 5, { idempotencyKey: 'newer' });
      return answer;
    };
    await replayOutbox([votes(table)], { fetch: racing, session: session() });
    expect(table.rows).toEqual([row('profile:u1', 'vote', 5, { idempotencyKey: 'newer' })]);
  });

  it('kinds share one FIFO by queue time; an item in backoff does not hold the others back', async () => {
    const table = memoryTable([row('v1', 'vote', 3), row('v2', 'vote', 1, { nextAttemptAt: 99 })]);
    const favourites = queuedWriteKind('favourite', { method: 'PUT', path: '/favourites' }, table);
    table.rows.push(row('f1', 'favourite', 2));
    const api = server();
    const outcome = await replayOutbox([votes(table), favourites], {
      fetch: api.fetch,
      session: session(),
      now: () => 10,
    });
    expect(api.calls.map((c) => c.key)).toEqual(['key-f1', 'key-v1']);
    // The page's timer fires when the waiting item's backoff ends (issue 16.9).
    expect(outcome).toMatchObject({ sent: ['f1', 'v1'], retryLater: true, nextAttemptAt: 99 });
  });

  it('a server fault says when the next try is: the earliest backoff of the run', async () => {
    const table = memoryTable([row('a', 'vote', 1), row('b', 'vote', 2, { nextAttemptAt: 500_000 })]);
    const api = server({ 'key-a': [502] });
    const outcome = await replayOutbox([votes(table)], {
      fetch: api.fetch,
      session: session(),
      now: () => 1000,
    });
    expect(outcome).toMatchObject({ retryLater: true, nextAttemptAt: 1000 + backoffMs(1) });
    expect(nextTryDelay(outcome, 1000)).toBe(backoffMs(1));
    expect(nextTryDelay({ ...outcome, nextAttemptAt: undefined }, 1000)).toBe(5_000);
    expect(nextTryDelay({ ...outcome, nextAttemptAt: 500 }, 1000)).toBe(0);
  });

  it('listings and simple kinds run in the same pass, oldest first', async () => {
    const table = memoryTable([row('v1', 'vote', 2)]);
    const draft = {
      id: 'd1',
      kind: 'pg' as const,
      status: 'queued' as const,
      updatedAt: 1,
      data: {},
      submission: {
        key: 'key-d1',
        path: '/pg-listings',
        payload: {},
        queuedAt: 1,
        attempts: 0,
        nextAttemptAt: 0,
      },
    };
    const listings = listingKind({
      pending: () => Promise.resolve(draft.status === 'queued' ? [draft] : []),
      photos: () => Promise.resolve([]),
      updateDraft: (_id, changes) => Promise.resolve(Object.assign(draft, changes)),
      recordUpload: () => Promise.resolve(),
    });
    const kinds: OutboxKind[] = [listings, votes(table)];
    const api = server();
    const outcome = await replayOutbox(kinds, { fetch: api.fetch, session: session() });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/pg-listings', '/api/listings/v1/votes']);
    expect(outcome.sent).toEqual(['d1', 'v1']);
    expect(draft.status).toBe('submitted');
  });
});
