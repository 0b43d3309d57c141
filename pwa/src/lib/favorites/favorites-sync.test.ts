import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToShortlist } from '../../db/compare-repo';
import { db } from '../../db/db';
import { deviceOnlyRows, ownedKeys } from '../../db/favorites-repo';
import { pendingQueuedWrites, settleQueuedWrite } from '../../db/queued-writes-repo';
import { QUEUED_WRITE_KINDS } from '../outbox/kinds';
import { replayOutbox } from '../outbox/outbox';
import { queuedWriteKind } from '../outbox/queued-write-kind';
import { forgetFavorites, refreshFavorites, toggleFavorite, wantedKeys } from './favorites-sync';

/**
 * A stand-in for /api/favorites with the API's documented behaviour (favorites.routes.ts): one
 * favourite per (type, id), `saved` states the wanted result, an Idempotency-Key is applied once,
 * only things that exist can be saved, and merge answers { saved, already, missing }.
 */
function favoritesServer(exists: string[], saved: string[] = []) {
  const known = new Set(exists);
  const state = new Set(saved);
  const keys = new Set<string>();
  const calls: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const fetch = (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    calls.push(`${method} ${url}${init.body ? ` ${init.body as string}` : ''}`);
    if (url === '/api/favorites/ids')
      return Promise.resolve(
        json({ items: [...state].map((k) => ({ type: k.split(':')[0], id: k.split(':')[1] })) }),
      );
    if (url === '/api/favorites/merge') {
      const items = body.items as { type: string; id: string }[];
      const missing = items.filter((i) => !known.has(`${i.type}:${i.id}`));
      for (const i of items) if (known.has(`${i.type}:${i.id}`)) state.add(`${i.type}:${i.id}`);
      return Promise.resolve(json({ saved: items.length - missing.length, already: 0, missing }));
    }
    const m = /^\/api\/favorites\/(\w+)\/([\w-]+)$/.exec(url);
    if (method === 'POST' && m) {
      const key = `${m[1]}:${m[2]}`;
      const idem = headers['Idempotency-Key']!;
      if (!keys.has(idem)) {
        keys.add(idem);
        if (body.saved) state.add(key);
        else state.delete(key);
      }
      return Promise.resolve(json({ type: m[1], id: m[2], saved: body.saved }));
    }
    return Promise.resolve(new Response('{}', { status: 404 }));
  };
  return { state, calls, fetch };
}

const favoriteKind = () =>
  queuedWriteKind('favorite', QUEUED_WRITE_KINDS.favorite, {
    pending: (kind) => pendingQueuedWrites(kind),
    settle: settleQueuedWrite,
  });
const sessionOf = (userId: string) => () => Promise.resolve({ token: `tok-${userId}`, userId });
const favoriteRows = () => db.queuedWrites.where('kind').equals('favorite').toArray();
const snap = (key: string) => ({ key, kind: key.split(':')[0], title: key, refId: key.split(':')[1] });

beforeEach(async () => {
  await db.shortlist.clear();
  await db.queuedWrites.clear();
  // Offline: queueing only stores the row (the page's immediate send is tested through replayOutbox).
  vi.stubGlobal('navigator', { onLine: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the outbox's 'favorite' kind", () => {
  it('keeps one pending toggle per user and thing (the last wins) and sends it once, with its user only', async () => {
    await toggleFavorite('u1', { type: 'listing', id: 'L1' }, true);
    await toggleFavorite('u1', { type: 'listing', id: 'L1' }, false);
    await toggleFavorite('u1', { type: 'listing', id: 'L1' }, true);
    const rows = await favoriteRows();
    expect(rows.map((r) => [r.id, r.userId, r.body])).toEqual([
      ['favorite:u1:listing:L1', 'u1', { type: 'listing', id: 'L1', saved: true }],
    ]);
    // The heart is saved at once, on this device.
    expect(await ownedKeys('u1')).toEqual(['listing:L1']);

    const api = favoritesServer(['listing:L1']);
    // Another user's session: the toggle waits.
    const other = await replayOutbox([favoriteKind()], { fetch: api.fetch, session: sessionOf('u2') });
    expect(other.sent).toEqual([]);
    expect(api.calls).toEqual([]);

    const sent = await replayOutbox([favoriteKind()], { fetch: api.fetch, session: sessionOf('u1') });
    expect(sent.sent).toEqual(['favorite:u1:listing:L1']);
    expect(api.calls).toEqual(['POST /api/favorites/listing/L1 {"saved":true}']);
    expect(api.state).toEqual(new Set(['listing:L1']));
    expect(await favoriteRows()).toEqual([]);
    await replayOutbox([favoriteKind()], { fetch: api.fetch, session: sessionOf('u1') });
    expect(api.calls).toHaveLength(1);
  });
});

describe('sign-in: merge and mirror', () => {
  it('merges the device-only shortlist into the account; things that no longer exist stay on the device', async () => {
    await addToShortlist('listing:L1', snap('listing:L1'));
    await addToShortlist('project:P1', snap('project:P1'));
    await addToShortlist('listing:GONE', snap('listing:GONE'));
    const api = favoritesServer(['listing:L1', 'project:P1', 'report:R1'], ['report:R1']);
    vi.stubGlobal('fetch', api.fetch);

    await refreshFavorites('u1', () => true);

    const [merge] = api.calls;
    expect(merge).toMatch(/^POST \/api\/favorites\/merge /);
    const sent = (JSON.parse(merge!.replace(/^POST \S+ /, '')) as { items: { type: string; id: string }[] })
      .items;
    expect(sent.map((i) => `${i.type}:${i.id}`).sort()).toEqual(['listing:GONE', 'listing:L1', 'project:P1']);
    expect(api.state).toEqual(new Set(['report:R1', 'project:P1', 'listing:L1']));
    expect((await ownedKeys('u1')).sort()).toEqual(['listing:L1', 'project:P1', 'report:R1']);
    // Nothing lost: the merged rows keep their snapshot, the missing one is still here.
    expect((await db.shortlist.get('listing:L1'))?.snapshot).toEqual(snap('listing:L1'));
    expect((await deviceOnlyRows()).map((r) => r.id)).toEqual(['listing:GONE']);
  });

  it("mirrors the server's set with the queued toggles on top; refused toggles and other owners' rows go", async () => {
    const api = favoritesServer(['listing:A', 'listing:B', 'listing:C'], ['listing:A', 'listing:B']);
    vi.stubGlobal('fetch', api.fetch);
    await toggleFavorite('u1', { type: 'listing', id: 'B' }, false); // unsaved offline
    await toggleFavorite('u1', { type: 'listing', id: 'C' }, true); // saved offline
    await db.shortlist.put({ id: 'listing:X', addedAt: 1, snapshot: {}, owner: 'u2' });
    await db.queuedWrites.put({
      id: 'favorite:u1:listing:D',
      kind: 'favorite',
      idempotencyKey: 'k-d',
      body: { type: 'listing', id: 'D', saved: true },
      userId: 'u1',
      queuedAt: 1,
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'Listing not found.',
    });

    await refreshFavorites('u1', () => true);

    expect((await ownedKeys('u1')).sort()).toEqual(['listing:A', 'listing:C']);
    expect(await db.shortlist.get('listing:X')).toBeUndefined();
    expect((await favoriteRows()).map((r) => r.id).sort()).toEqual([
      'favorite:u1:listing:B',
      'favorite:u1:listing:C',
    ]);
  });

  it('drops an answer that arrives after the user changed', async () => {
    const api = favoritesServer(['listing:A'], ['listing:A']);
    vi.stubGlobal('fetch', api.fetch);
    await refreshFavorites('u1', () => false);
    expect(await ownedKeys('u1')).toEqual([]);
  });

  it("a toggle made while the server's answer was on its way wins over it", () => {
    const recent = new Map([
      ['listing:A', { saved: false, at: 200 }],
      ['listing:B', { saved: true, at: 50 }],
    ]);
    // A was unsaved after the request left (at 100); B's toggle is older, so the server's word stands.
    expect([...wantedKeys(['listing:A'], [], recent, 100)]).toEqual([]);
    expect([...wantedKeys([], [], recent, 100)]).toEqual([]);
  });
});

describe('sign-out', () => {
  it("clears the mirror and that user's queued toggles; another user's wait, the device-only shortlist stays", async () => {
    await addToShortlist('listing:DEV', snap('listing:DEV'));
    await toggleFavorite('u1', { type: 'listing', id: 'L1' }, true);
    await db.queuedWrites.put({
      id: 'favorite:u2:listing:L2',
      kind: 'favorite',
      idempotencyKey: 'k-u2',
      body: { type: 'listing', id: 'L2', saved: true },
      userId: 'u2',
      queuedAt: 1,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
    });

    await forgetFavorites('u1');

    expect(await ownedKeys('u1')).toEqual([]);
    expect((await favoriteRows()).map((r) => r.id)).toEqual(['favorite:u2:listing:L2']);
    expect((await deviceOnlyRows()).map((r) => r.id)).toEqual(['listing:DEV']);
  });
});
