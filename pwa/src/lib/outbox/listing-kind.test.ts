import { describe, expect, it } from 'vitest';
import type { Draft, DraftPhoto } from '../../db/schema';
import { listingKind, type ListingStore } from './listing-kind';
import { backoffMs, refusalMessage, replayOutbox, runOutbox } from './outbox';

type MemoryStore = ListingStore & { drafts: Draft[]; photoRows: DraftPhoto[]; token: string | null };

/** An in-memory draft store, so the listing entry's rules are tested without IndexedDB. */
function memoryStore(drafts: Draft[], photos: DraftPhoto[], token: string | null = 'tok') {
  const store: MemoryStore = {
    token,
    drafts,
    photoRows: photos,
    pending: () => Promise.resolve(drafts.filter((d) => d.status === 'queued' || d.status === 'sending')),
    photos: (id) => Promise.resolve(photos.filter((p) => p.draftId === id).sort((a, b) => a.order - b.order)),
    updateDraft: (id, changes) =>
      Promise.resolve(
        Object.assign(
          drafts.find((d) => d.id === id)!,
          changes,
        ),
      ),
    recordUpload: (id, changes) =>
      Promise.resolve(
        Object.assign(
          photos.find((p) => p.id === id)!,
          changes,
        ),
      ),
  };
  return store;
}

interface ReplayArgs {
  store: MemoryStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

/** One outbox pass with the listing entry as the only kind. */
function replayPostingOutbox({ store, fetch, now }: ReplayArgs) {
  return replayOutbox([listingKind(store)], {
    fetch,
    now,
    session: () => Promise.resolve(store.token ? { token: store.token } : null),
  });
}

function queued(id = 'd1', extra: Partial<Draft['submission']> = {}): Draft {
  return {
    id,
    kind: 'commercial',
    status: 'queued',
    updatedAt: 1,
    data: {},
    submission: {
      key: `key-${id}-000000`,
      path: '/commercial-listings',
      payload: { title: 'Office', floorPlans: [] },
      queuedAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      ...extra,
    },
  };
}

const photo = (id: string, order: number, role: DraftPhoto['role'] = 'photo'): DraftPhoto => ({
  id,
  draftId: 'd1',
  order,
  blob: new Blob(['x'], { type: 'image/jpeg' }),
  name: `${id}.jpg`,
  type: 'image/jpeg',
  role,
});

interface Call {
  url: string;
  key: string;
  body: unknown;
}

/** A scripted server: `answers` are consumed in order; null means the network failed. */
function fakeServer(answers: Array<[number, unknown] | null>) {
  const calls: Call[] = [];
  let uploads = 0;
  const fetch = (url: string, init: RequestInit) => {
    const h = init.headers as Record<string, string>;
    calls.push({
      url,
      key: h['Idempotency-Key']!,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : 'form',
    });
    expect(h['X-Outbox-Bypass']).toBe('1');
    expect(h.Authorization).toBe('Bearer tok');
    const next = answers.shift();
    if (next === null) return Promise.reject(new TypeError('Failed to fetch'));
    const [status, body] =
      next ??
      (url.endsWith('/upload')
        ? [201, { url: `/api/files/f${(uploads += 1)}` }]
        : [201, { id: 'L1', slug: 'l1' }]);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { calls, fetch };
}

describe('the outbox sending listings (listing entry)', () => {
  it('uploads photos one after another, then posts the listing with their urls, and marks it submitted', async () => {
    const store = memoryStore([queued()], [photo('p1', 0), photo('p2', 1), photo('fp', 2, 'floorPlan')]);
    const server = fakeServer([]);
    const outcome = await replayPostingOutbox({ store, fetch: server.fetch });
    expect(outcome).toEqual({
      sent: ['d1'],
      failed: [],
      answers: { d1: { id: 'L1', slug: 'l1' } },
      retryLater: false,
      needsSignIn: false,
    });
    expect(server.calls.map((c) => c.url)).toEqual([
      '/api/upload',
      '/api/upload',
      '/api/upload',
      '/api/commercial-listings',
    ]);
    expect(server.calls[0]!.key).toBe('key-d1-000000_p_p1_0');
    expect(server.calls[3]!.key).toBe('key-d1-000000');
    expect(server.calls[3]!.body).toEqual({
      title: 'Office',
      photos: ['/api/files/f1', '/api/files/f2'],
      floorPlans: ['/api/files/f3'],
    });
    expect(store.drafts[0]).toMatchObject({
      status: 'submitted',
      submission: { serverId: 'L1', slug: 'l1' },
    });
  });

  it('after a lost connection mid-way, a retry skips the photos already uploaded and sends the same keys', async () => {
    const store = memoryStore([queued()], [photo('p1', 0), photo('p2', 1)]);
    const first = fakeServer([[201, { url: '/api/files/a' }], null]);
    const outcome = await replayPostingOutbox({ store, fetch: first.fetch });
    expect(outcome).toMatchObject({ sent: [], retryLater: true });
    expect(store.drafts[0]!.status).toBe('queued');
    expect(store.drafts[0]!.submission!.attempts).toBe(0); // offline is not a server fault: no backoff
    expect(store.photoRows[0]!.uploadedUrl).toBe('/api/files/a');

    const second = fakeServer([[201, { url: '/api/files/b' }]]);
    await replayPostingOutbox({ store, fetch: second.fetch });
    expect(second.calls.map((c) => c.key)).toEqual(['key-d1-000000_p_p2_0', 'key-d1-000000']);
    expect(second.calls[1]!.body).toMatchObject({ photos: ['/api/files/a', '/api/files/b'] });
    expect(store.drafts[0]!.status).toBe('submitted');
  });

  it('a validation refusal fails the draft with the server message and its field messages', async () => {
    const store = memoryStore([queued()], []);
    const server = fakeServer([
      [
        400,
        {
          error: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { reraId: 'RERA ID is required for Agent/Builder.' },
        },
      ],
    ]);
    const outcome = await replayPostingOutbox({ store, fetch: server.fetch });
    expect(outcome.failed).toEqual(['d1']);
    expect(store.drafts[0]).toMatchObject({
      status: 'failed',
      error: 'Some fields need attention. RERA ID is required for Agent/Builder.',
    });
  });

  it('a 401 keeps the draft queued, flags it for sign-in and stops', async () => {
    const store = memoryStore([queued('d1'), queued('d2')], []);
    const server = fakeServer([[401, { error: 'unauthorized', message: 'Sign in' }]]);
    const outcome = await replayPostingOutbox({ store, fetch: server.fetch });
    expect(outcome).toMatchObject({ needsSignIn: true, sent: [] });
    expect(server.calls).toHaveLength(1);
    expect(store.drafts[0]).toMatchObject({ status: 'queued', submission: { needsSignIn: true } });
  });

  it('a 5xx backs off: attempts grow and the draft waits until its next attempt time', async () => {
    const store = memoryStore([queued()], []);
    const server = fakeServer([[503, { error: 'unavailable', message: 'Down' }]]);
    await replayPostingOutbox({ store, fetch: server.fetch, now: () => 1000 });
    expect(store.drafts[0]!.submission).toMatchObject({
      attempts: 1,
      nextAttemptAt: 1000 + backoffMs(1),
      lastError: 'Down',
    });
    const later = fakeServer([]);
    const waiting = await replayPostingOutbox({ store, fetch: later.fetch, now: () => 1001 });
    expect(waiting.retryLater).toBe(true);
    expect(later.calls).toHaveLength(0);
  });

  it('an upload key the server says was reused is retried once with a fresh key', async () => {
    const store = memoryStore([queued()], [photo('p1', 0)]);
    const server = fakeServer([[422, { error: 'idempotency_key_reused', message: 'reused' }]]);
    await replayPostingOutbox({ store, fetch: server.fetch });
    expect(server.calls.map((c) => c.key).slice(0, 2)).toEqual([
      'key-d1-000000_p_p1_0',
      'key-d1-000000_p_p1_1',
    ]);
    expect(store.drafts[0]!.status).toBe('submitted');
  });

  it('without a stored session nothing is sent', async () => {
    const store = memoryStore([queued()], [], null);
    const server = fakeServer([]);
    expect((await replayPostingOutbox({ store, fetch: server.fetch })).needsSignIn).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('runs under the named lock when Web Locks exist', async () => {
    const names: string[] = [];
    const locks = {
      request: <T>(name: string, cb: () => Promise<T>) => {
        names.push(name);
        return cb();
      },
    };
    const store = memoryStore([], []);
    await runOutbox(
      [listingKind(store)],
      { fetch: fakeServer([]).fetch, session: () => Promise.resolve(null) },
      locks,
    );
    expect(names).toEqual(['propai-outbox-sender']);
  });

  it('backoff doubles from 2 s and stops at 5 minutes; refusal text falls back to the spec text', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2000, 4000, 8000]);
    expect(backoffMs(30)).toBe(300_000);
    expect(refusalMessage(undefined)).toBe('Failed to submit.');
    expect(refusalMessage({ message: 'Payload too large' })).toBe('Payload too large');
  });
});
