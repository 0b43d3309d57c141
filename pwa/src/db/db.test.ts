import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type PropAiDb } from './db';
import { classifyStorageError, reportStorageError, storageStatusStore } from './storage-status-store';

let database: PropAiDb | undefined;
let counter = 0;

function freshDb(): PropAiDb {
  counter += 1;
  database = createDb(`propai-test-${counter}`);
  return database;
}

afterEach(async () => {
  await database?.delete();
  storageStatusStore.getState().reset();
});

describe('propai database schema', () => {
  it('opens at version 3 with every table and index', async () => {
    const d = freshDb();
    await d.open();
    expect(d.verno).toBe(3);
    const tables = Object.fromEntries(
      d.tables.map((t) => [t.name, [t.schema.primKey.name, ...t.schema.indexes.map((i) => i.name)]]),
    );
    expect(tables).toEqual({
      drafts: ['id', 'kind', 'updatedAt', 'status'],
      draftPhotos: ['id', 'draftId', '[draftId+order]'],
      compareTray: ['id', 'addedAt'],
      pendingSurveys: ['id', 'createdAt'],
      queuedWrites: ['id', 'idempotencyKey', 'kind', 'queuedAt', 'status'],
      session: ['key'],
      shortlist: ['id', 'addedAt'],
    });
  });

  it('rejects a second queued write with the same idempotency key', async () => {
    const d = freshDb();
    const entry = {
      id: 'a',
      kind: 'profile-edit',
      idempotencyKey: 'key-1',
      body: { country: 'India' },
      queuedAt: 1,
      status: 'queued' as const,
      attempts: 0,
      nextAttemptAt: 0,
    };
    await d.queuedWrites.add(entry);
    await expect(d.queuedWrites.add({ ...entry, id: 'b' })).rejects.toMatchObject({
      name: 'ConstraintError',
    });
    expect(await d.queuedWrites.count()).toBe(1);
  });

  it('queries drafts by kind and photos in order', async () => {
    const d = freshDb();
    await d.drafts.bulkAdd([
      { id: 'd1', kind: 'pg', status: 'editing', updatedAt: 2, data: {} },
      { id: 'd2', kind: 'commercial', status: 'editing', updatedAt: 3, data: {} },
    ]);
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    await d.draftPhotos.bulkAdd([
      { id: 'p2', draftId: 'd1', order: 1, blob, name: 'b.jpg', type: 'image/jpeg' },
      { id: 'p1', draftId: 'd1', order: 0, blob, name: 'a.jpg', type: 'image/jpeg' },
    ]);
    expect((await d.drafts.where('kind').equals('pg').toArray()).map((x) => x.id)).toEqual(['d1']);
    const photos = await d.draftPhotos
      .where('[draftId+order]')
      .between(['d1', -Infinity], ['d1', Infinity])
      .toArray();
    expect(photos.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('keeps one session record under the key "current"', async () => {
    const d = freshDb();
    const user = { id: 'u1', name: 'Asha', email: 'a@example.com', role: 'user' as const };
    await d.session.put({ key: 'current', token: 't1', user, savedAt: 1 });
    await d.session.put({ key: 'current', token: 't2', user, savedAt: 2 });
    expect(await d.session.count()).toBe(1);
    expect((await d.session.get('current'))?.token).toBe('t2');
  });
});

describe('storage errors become visible state', () => {
  it('classifies quota, blocked-version and unavailable errors', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(classifyStorageError(named('QuotaExceededError'))).toBe('full');
    expect(
      classifyStorageError(Object.assign(named('AbortError'), { inner: named('QuotaExceededError') })),
    ).toBe('full');
    expect(classifyStorageError(named('MissingAPIError'))).toBe('unavailable');
    expect(classifyStorageError(named('VersionError'))).toBe('outdated');
    expect(classifyStorageError(new TypeError('bug'))).toBeNull();
  });

  it('sets the status store so the shell banner can show it', () => {
    reportStorageError(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    expect(storageStatusStore.getState().status).toBe('full');
  });
});
