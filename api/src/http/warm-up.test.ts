import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { deferredStore, gatedStore } from '../store/gated-store';
import { openTestStore } from '../test-support/test-store';
import type { Store } from '../store/types';
import { createWarmUp } from './warm-up';

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('start-up warm-up', () => {
  it('answers liveness at once, readiness with 503 until the warm-up is over, then 200', async () => {
    const warmUp = createWarmUp();
    const app = createApp({
      store: gatedStore(store, warmUp.ready),
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      version: '1.2.3',
      warmUp,
    });
    const live = await app.request('/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true, store: store.kind, version: '1.2.3', ready: false });

    const notReady = await app.request('/api/health/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({
      error: 'service_unavailable',
      message: expect.stringContaining('Starting up') as unknown,
    });

    warmUp.markReady();
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, ready: true });
  });

  it('holds every store call of a request until the warm-up is over, then runs it on the real store', async () => {
    const warmUp = createWarmUp();
    const gated = gatedStore(store, warmUp.ready);
    await store.collection('warm_things').insertOne({ _id: 'a', n: 1 });

    let answered = false;
    const read = gated
      .collection('warm_things')
      .findOne({ _id: 'a' })
      .then((doc) => {
        answered = true;
        return doc;
      });
    const write = gated.collection('warm_things').insertOne({ _id: 'b', n: 2 });
    // Let every pending microtask and a macrotask run: the gated calls must still be waiting.
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    expect(await store.collection('warm_things').count()).toBe(1);

    warmUp.markReady();
    expect(await read).toMatchObject({ _id: 'a', n: 1 });
    await write;
    expect(await store.collection('warm_things').count()).toBe(2);
    expect(gated.collection('warm_things').name).toBe('warm_things');
    expect(gated.kind).toBe(store.kind);
  });

  it('serves health before the store is open, then forwards every call once it is (deferredStore)', async () => {
    const warmUp = createWarmUp();
    let open!: (s: Store) => void;
    const opening = new Promise<Store>((r) => (open = r));
    const deferred = gatedStore(deferredStore(opening, store.kind), warmUp.ready);
    const app = createApp({
      store: deferred,
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      version: '1.2.3',
      warmUp,
    });
    expect((await app.request('/api/health')).status).toBe(200);
    expect((await app.request('/api/health/ready')).status).toBe(503);

    const read = deferred.collection('warm_later').findOne({ _id: 'x' });
    open(store);
    await store.collection('warm_later').insertOne({ _id: 'x', n: 7 });
    warmUp.markReady();
    expect(await read).toMatchObject({ _id: 'x', n: 7 });
    expect(await deferred.collection('warm_later').count()).toBe(1);
    expect(deferred.collection('warm_later').name).toBe('warm_later');
    expect(typeof deferred.collection('warm_later').observe).toBe(
      store.kind === 'embedded' ? 'function' : 'undefined',
    );
  });
});
